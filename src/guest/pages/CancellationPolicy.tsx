import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../portal/localeContext';
import { guestApi, guestKeys } from '../api';

/** The resort's cancellation tiers (`GET /api/portal/cancellation-policy`), read before booking. */
export const CancellationPolicy = () => {
  const t = useT();
  const { data } = useQuery({ queryKey: guestKeys.policy, queryFn: guestApi.cancellationPolicy, staleTime: 600_000 });
  if (!data) return null;
  const tiers = data.tiers.filter((tier) => tier.feePercent > 0);
  return (
    <section aria-labelledby="policy-heading">
      <Typography id="policy-heading" variant="h6" component="h2" gutterBottom>
        {t('guest.package.cancellation')}
      </Typography>
      {tiers.length === 0 ? (
        <Typography>{t('guest.package.cancellation_none')}</Typography>
      ) : (
        <Typography component="ul" sx={{ pl: 3, m: 0 }}>
          {data.tiers.map((tier) => (
            <li key={tier.minDays}>{t('guest.package.cancellation_tier', { smart_count: tier.minDays, fee: tier.feePercent })}</li>
          ))}
        </Typography>
      )}
    </section>
  );
};
