import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { saveBlob } from '../../shared/blobs';
import { requestBlob } from '../../shared/request';
import { errorMessage } from '../money/moneyData';

/**
 * A PDF of the back office (a receipt, an invoice) fetched with the bearer token, which a plain link
 * could not carry, and handed to the browser to save; a failure says so.
 */
export const PdfButton = ({ path, fileName, label, variant = 'text' }: { path: string; fileName: string; label: string; variant?: 'text' | 'outlined' }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await requestBlob({ path, accept: 'application/pdf' }), fileName);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant={variant} startIcon={busy ? <CircularProgress size={16} /> : <PictureAsPdf />} disabled={busy} onClick={() => void download()}>
      {translate(label)}
    </Button>
  );
};
