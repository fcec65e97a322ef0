import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Section } from '../credits/format';
import { Money } from '../money/Money';
import { useT } from '../PortalLocale';
import { ForecastTable } from './CommissionTables';
import type { Commissions } from './earningsApi';

/** The commissions upcoming bookings will earn (credited at check-in), with their total unless shown elsewhere. */
export const ForecastSection = ({ data, isError, showTotal = true }: { data: Commissions | undefined; isError: boolean; showTotal?: boolean }) => {
  const t = useT();
  const title = t('app.portalMoney.forecast.title');
  return (
    <Section
      title={title}
      action={
        showTotal && data && (
          <Typography component="p" sx={{ fontWeight: 600 }}>
            {t('app.portalMoney.forecast.total')}: <Money sen={data.totals.forecast} />
          </Typography>
        )
      }
    >
      <Typography variant="body2" color="text.secondary">
        {t('app.portalMoney.forecast.hint')}
      </Typography>
      {isError ? <Alert severity="error">{t('app.portalMoney.load_failed')}</Alert> : data ? <ForecastTable label={title} rows={data.forecast} /> : <CircularProgress size={24} aria-label={t('app.loading')} />}
    </Section>
  );
};
