import CloudUpload from '@mui/icons-material/CloudUpload';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';
import { FieldTitle, useFieldValue, useInput, useResourceContext, useTranslate, type InputProps } from 'react-admin';
import { takeFiles, useUploads } from './image';

/** What the upload endpoint takes besides images: the input offers PDFs and pictures only. */
const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp,image/gif';

/** The last part of an address, as a person would name the file (`/uploads/ab12.pdf` → `ab12.pdf`). */
export const fileNameOf = (url: string) => {
  const last = url.split(/[?#]/)[0].split('/').filter(Boolean).pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
};

const iconOf = (url: string) => {
  const name = fileNameOf(url).toLowerCase();
  if (name.endsWith('.pdf')) return <PictureAsPdf fontSize="small" color="error" />;
  if (/\.(jpe?g|png|webp|gif|svg)$/.test(name)) return <ImageOutlined fontSize="small" color="primary" />;
  return <InsertDriveFileOutlined fontSize="small" />;
};

/** A link that opens the file in a new tab, named by its file name. */
export const FileLink = ({ url }: { url: string }) => {
  const translate = useTranslate();
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      title={translate('app.fileField.open')}
      onClick={(e) => e.stopPropagation()}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, wordBreak: 'break-all' }}
    >
      {iconOf(url)}
      {fileNameOf(url)}
    </Link>
  );
};

/**
 * A PDF or image picker: the chosen file is POSTed to `/api/admin/upload` at once (the endpoint the
 * image input uses, which judges the type by the bytes) and the returned address is what the form saves.
 */
export const FileUploadInput = (props: InputProps) => {
  const { field, fieldState, isRequired } = useInput(props);
  const resource = useResourceContext(props);
  const translate = useTranslate();
  const { busy, failure, upload } = useUploads();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const [file] = takeFiles(event);
    if (file) await upload([file], (url) => field.onChange(url));
  };

  const error = failure ?? (fieldState.error?.message ? translate(fieldState.error.message, { _: fieldState.error.message }) : null);
  const url = typeof field.value === 'string' && field.value ? field.value : null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        <FieldTitle source={props.source} resource={resource} label={props.label} isRequired={isRequired} />
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
        {url ? <FileLink url={url} /> : null}
        <Button component="label" variant="outlined" size="small" startIcon={<CloudUpload />} disabled={busy}>
          {translate(busy ? 'app.upload.uploading' : 'app.fileField.choose')}
          <input hidden type="file" accept={ACCEPT} onChange={choose} />
        </Button>
        {url && !busy ? (
          <Button size="small" color="inherit" onClick={() => field.onChange(null)}>
            {translate('ra.action.remove')}
          </Button>
        ) : null}
      </Stack>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
};

/** A stored file as a link that opens it; nothing when there is none. */
export const FileField = ({ source }: { source: string }) => {
  const value: unknown = useFieldValue({ source });
  return typeof value === 'string' && value ? <FileLink url={value} /> : null;
};
