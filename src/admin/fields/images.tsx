import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';
import { FieldTitle, useFieldValue, useInput, useResourceContext, useTranslate, type InputProps } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { MAX_IMAGES } from '../../../resources/types';
import { takeFiles, useUploads } from './upload';

const THUMB = { width: 96, height: 64, objectFit: 'cover', borderRadius: 1, display: 'block' } as const;

const urlsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** `list` with the item at `from` moved to `to` (both within the list). */
const moved = (list: readonly string[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/**
 * A gallery of images in order: each chosen file (several may be chosen at once) is uploaded at once and
 * its URL appended; thumbnails can be removed and moved left or right. The server names a bad picture by
 * its position (`images.2`), so each thumbnail shows its own message.
 */
export const ImagesUploadInput = (props: InputProps) => {
  const { field, fieldState, isRequired } = useInput(props);
  const { getFieldState, clearErrors } = useFormContext();
  const resource = useResourceContext(props);
  const translate = useTranslate();
  const { busy, failure, setFailure, upload } = useUploads();
  const urls = urlsOf(field.value);
  const room = MAX_IMAGES - urls.length;

  // Messages point at positions: once the pictures move, the old positions no longer mean anything.
  const change = (next: string[]) => {
    clearErrors(props.source);
    field.onChange(next);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = takeFiles(event);
    if (!files.length) return;
    let next = urls;
    await upload(files.slice(0, room), (url) => {
      next = [...next, url];
      change(next);
    });
    if (files.length > room) setFailure(translate('app.upload.images_limit', { max: MAX_IMAGES }));
  };

  const messageOf = (raw: string | undefined) => (raw ? translate(raw, { _: raw }) : null);
  const fieldError = failure ?? messageOf(fieldState.error?.message);
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        <FieldTitle source={props.source} resource={resource} label={props.label} isRequired={isRequired} />
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mt: 0.5 }}>
        <Stack direction="row" role="list" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        {urls.map((url, i) => {
          const position = i + 1;
          const itemError = messageOf(getFieldState(`${props.source}.${i}`).error?.message);
          return (
            <Box key={`${i}-${url}`} role="listitem" sx={{ width: THUMB.width }}>
              <Box component="img" src={url} alt={translate('app.upload.image_alt', { position })} sx={{ ...THUMB, outline: itemError ? 2 : 0, outlineColor: 'error.main' }} />
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <IconButton size="small" aria-label={translate('app.upload.move_left', { position })} disabled={busy || i === 0} onClick={() => change(moved(urls, i, i - 1))}>
                  <ChevronLeft fontSize="small" />
                </IconButton>
                <IconButton size="small" aria-label={translate('app.upload.remove_image', { position })} disabled={busy} onClick={() => change(urls.filter((_, j) => j !== i))}>
                  <DeleteOutline fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={translate('app.upload.move_right', { position })}
                  disabled={busy || i === urls.length - 1}
                  onClick={() => change(moved(urls, i, i + 1))}
                >
                  <ChevronRight fontSize="small" />
                </IconButton>
              </Stack>
              {itemError ? <FormHelperText error>{itemError}</FormHelperText> : null}
            </Box>
          );
        })}
        </Stack>
        <Button component="label" variant="outlined" size="small" startIcon={<AddPhotoAlternate />} disabled={busy || room <= 0}>
          {translate(busy ? 'app.upload.uploading' : 'app.upload.add_images')}
          <input hidden type="file" accept="image/*" multiple onChange={choose} />
        </Button>
      </Stack>
      {fieldError ? <FormHelperText error>{fieldError}</FormHelperText> : <FormHelperText>{translate('app.upload.images_limit', { max: MAX_IMAGES })}</FormHelperText>}
    </Box>
  );
};

/** A gallery's thumbnails in order; in a list cell (`cover`) only the first, the cover picture. */
export const ImagesField = ({ source, cover }: { source: string; cover?: boolean }) => {
  const urls = urlsOf(useFieldValue({ source }));
  const translate = useTranslate();
  const shown = cover ? urls.slice(0, 1) : urls;
  if (!shown.length) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {shown.map((url, i) => (
        <Box key={`${i}-${url}`} component="img" src={url} alt={translate('app.upload.image_alt', { position: i + 1 })} sx={THUMB} />
      ))}
    </Stack>
  );
};
