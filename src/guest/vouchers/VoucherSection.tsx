import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useT } from '../../portal/localeContext';
import { PageLoading } from '../layout/PageLoading';

/** A titled list of voucher cards: one column on a phone, more on wider screens; a line when it is empty. */
export const VoucherSection = ({ id, title, hint, state, empty, children }: { id: string; title: string; hint?: string; state: { isPending: boolean; isError: boolean; count: number }; empty: string; children: ReactNode }) => {
  const t = useT();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {hint}
        </Typography>
      )}
      {state.isPending ? (
        <PageLoading />
      ) : state.isError ? (
        <Alert severity="error">{t('guest.load_failed')}</Alert>
      ) : state.count === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>{children}</Box>
      )}
    </Box>
  );
};
