import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { fetchBlob } from '../../shared/request';
import { t } from './moneyFormat';
import type { Payment } from './moneyTypes';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; url: string; type: string };

/**
 * Slips are private files: a plain `<img src>` would not carry the bearer token, so the slip is
 * fetched with it and shown from an object URL (released when the screen leaves or the slip changes).
 */
const useSlip = (url: string | null) => {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    if (!url) return undefined;
    let objectUrl: string | null = null;
    let current = true;
    setLoaded({ state: 'loading' });
    fetchBlob(url)
      .then((blob) => {
        if (!current) return;
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ state: 'ready', url: objectUrl, type: blob.type });
      })
      .catch(() => current && setLoaded({ state: 'failed' }));
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return loaded;
};

/** The slip of a payment: an image shown whole, a PDF embedded with a link to open it. */
export const SlipPreview = ({ payment }: { payment: Payment }) => {
  const translate = useTranslate();
  const slip = useSlip(payment.slip?.url ?? null);
  if (!payment.slip) return <Alert severity="info">{translate(t('payments.no_slip'))}</Alert>;
  if (slip.state === 'loading') return <CircularProgress size={24} />;
  if (slip.state === 'failed') return <Alert severity="error">{translate(t('payments.slip_failed'))}</Alert>;
  const pdf = (payment.slip.contentType ?? slip.type).includes('pdf');
  return (
    <Box>
      {pdf ? (
        <Box component="iframe" src={slip.url} title={payment.slip.name ?? ''} sx={{ width: '100%', height: 480, border: 1, borderColor: 'divider' }} />
      ) : (
        <Box
          component="img"
          src={slip.url}
          alt={translate(t('payments.slip_alt'), { bookingNo: payment.bookingNo ?? '' })}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 560, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'grey.100', minWidth: 120, minHeight: 80, objectFit: 'contain' }}
        />
      )}
      <Button size="small" startIcon={<OpenInNew />} href={slip.url} target="_blank" rel="noopener" sx={{ mt: 1 }}>
        {translate(t('payments.slip_open'))}
      </Button>
    </Box>
  );
};
