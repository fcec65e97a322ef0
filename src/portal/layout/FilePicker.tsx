import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** What the upload endpoint stores (the server's `ALLOWED_TYPES`): pictures and PDFs. */
export const UPLOAD_TYPES = 'image/jpeg,image/png,image/webp,image/gif,application/pdf';

export interface FilePickerProps {
  /** Names the file (the input is labelled by it). */
  label: string;
  /** The button's text. */
  chooseText: string;
  /** Shown in place of the file's name while none is chosen. */
  emptyText: string;
  file: File | null;
  onChange: (file: File | null) => void;
  accept?: string;
  error?: string;
}

/** Choosing one file for a form (a slip, a scan): a button, the chosen file's name and the field's error. */
export const FilePicker = ({ label, chooseText, emptyText, file, onChange, accept = UPLOAD_TYPES, error }: FilePickerProps) => {
  const labelId = useId();
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" id={labelId} sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" component="label" startIcon={<UploadFile />}>
          {chooseText}
          <input hidden type="file" accept={accept} aria-labelledby={labelId} onChange={(e) => onChange(e.target.files?.[0] ?? null)} />
        </Button>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {file?.name ?? emptyText}
        </Typography>
      </Stack>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
};
