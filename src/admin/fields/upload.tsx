import CloudUpload from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { FieldTitle, useDataProvider, useInput, useResourceContext, useTranslate, type InputProps } from 'react-admin';
import type { AdminDataProvider } from '../../shared/dataProvider';

/**
 * Uploads files through `POST /api/admin/upload` one after another, so a gallery receives them in the
 * order they were chosen; a failed file is reported and the rest still go up.
 */
export const useUploads = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const upload = async (files: readonly File[], onUploaded: (url: string) => void) => {
    setBusy(true);
    setFailure(null);
    try {
      for (const file of files) {
        try {
          const { url } = await dataProvider.upload(file);
          onUploaded(url);
        } catch (error) {
          setFailure(error instanceof Error && error.message ? error.message : translate('app.upload.failed'));
        }
      }
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, setFailure, upload };
};

/** The files of a file input, taken before the input is cleared (so choosing the same file again fires). */
export const takeFiles = (event: ChangeEvent<HTMLInputElement>) => {
  const files = Array.from(event.target.files ?? []);
  event.target.value = '';
  return files;
};

/** What sets one single-file input apart from another: the types offered, the button's text, the preview. */
export interface SingleUploadOptions {
  /** The file input's `accept`. */
  accept: string;
  /** The i18n key of the choose button. */
  chooseLabel: string;
  /** How the stored address is shown beside the button. */
  preview: (url: string) => ReactNode;
}

/**
 * One uploaded file as a form value: the chosen file is POSTed to `/api/admin/upload` at once (the server
 * judges the type by the bytes) and the returned address is what the form saves; it can be removed.
 */
export const SingleUploadInput = ({ accept, chooseLabel, preview, ...props }: InputProps & SingleUploadOptions) => {
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
        {url ? preview(url) : null}
        <Button component="label" variant="outlined" size="small" startIcon={<CloudUpload />} disabled={busy}>
          {translate(busy ? 'app.upload.uploading' : chooseLabel)}
          <input hidden type="file" accept={accept} onChange={choose} />
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
