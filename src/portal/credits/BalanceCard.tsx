import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { portalApi, queryKeys } from '../api';
import { Money } from '../money/Money';
import { useT } from '../PortalLocale';
import { BRAND_CARD_BACKGROUND } from '../theme/portalTheme';

const TOTALS = [
  ['credited', 'creditedAmount'],
  ['debited', 'debitedAmount'],
  ['requested', 'totalReqAmount'],
] as const;

/**
 * The wallet (spec section 3): the account balance — credited minus debited minus what awaits payout —
 * and the three totals it is made of, each a labelled figure.
 */
export const BalanceCard = () => {
  const t = useT();
  const { data } = useQuery({ queryKey: queryKeys.wallet, queryFn: portalApi.wallet });
  const figure = (sen: number | undefined) => (sen === undefined ? <Skeleton width={120} /> : <Money sen={sen} charged />);
  return (
    <Card
      component="section"
      aria-label={t('app.portalMoney.credits.balance')}
      sx={{ background: BRAND_CARD_BACKGROUND, color: 'common.white' }}
    >
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 4, py: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flex: '1 1 260px' }}>
          <AccountBalanceWallet sx={{ fontSize: 48, opacity: 0.9 }} />
          <Box>
            <Typography sx={{ opacity: 0.85 }}>{t('app.portalMoney.credits.balance')}</Typography>
            <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>
              {figure(data?.balance)}
            </Typography>
          </Box>
        </Box>
        <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, m: 0 }}>
          {TOTALS.map(([label, field]) => (
            <Box key={field} sx={{ minWidth: 140 }}>
              <Typography component="dt" variant="body2" sx={{ opacity: 0.85 }}>
                {t(`app.portalMoney.credits.${label}`)}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 600 }}>
                {figure(data?.[field])}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
};
