import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Section } from '../credits/format';
import { Money } from '../money/Money';
import { useT } from '../PortalLocale';
import { CreditedTable } from './CommissionTables';
import type { Commissions } from './earningsApi';
import { ForecastSection } from './ForecastSection';

const Total = ({ label, sen }: { label: string; sen: number | undefined }) => (
  <Card component="section" aria-label={label} sx={{ flex: '1 1 240px' }}>
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
        {sen === undefined ? '—' : <Money sen={sen} />}
      </Typography>
    </CardContent>
  </Card>
);

/**
 * A commissions screen (My Commissions, Referral Commissions): the credited and forecast totals, the
 * commissions credited to the wallet, and the forecast of the bookings still to check in.
 */
export const CommissionsView = ({ title, intro, controls, data, isError }: { title: string; intro?: string; controls?: ReactNode; data: Commissions | undefined; isError: boolean }) => {
  const t = useT();
  const creditedTitle = t('app.portalMoney.commissions.credited_title');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {intro && <Typography color="text.secondary">{intro}</Typography>}
        </Box>
        {controls}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <Total label={t('app.portalMoney.commissions.credited_total')} sen={data?.totals.credited} />
        <Total label={t('app.portalMoney.forecast.total')} sen={data?.totals.forecast} />
      </Box>
      <Section title={creditedTitle}>
        {isError ? (
          <Alert severity="error">{t('app.portalMoney.load_failed')}</Alert>
        ) : data ? (
          <CreditedTable label={creditedTitle} rows={data.commissions} />
        ) : (
          <CircularProgress size={24} aria-label={t('app.loading')} />
        )}
      </Section>
      <ForecastSection data={data} isError={isError} showTotal={false} />
    </Box>
  );
};
