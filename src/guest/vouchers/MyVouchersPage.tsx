import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { datesOf } from '../../shared/dates';
import { usePortalLocale } from '../../portal/localeContext';
import { Money } from '../../portal/money/currencyContext';
import { CodeCard } from '../../portal/promotions/CodeCard';
import type { BoughtCode, BoughtPackage } from '../../portal/promotions/promotionsApi';
import { FullCatalogue } from '../GuestLocale';
import { guestVoucherApi, guestVoucherKeys } from './guestVouchers';
import { RedeemDialog } from './RedeemDialog';
import { VoucherSection } from './VoucherSection';

/** Back from the card gateway (`?payment=&status=`): what became of the payment. */
const PaymentNotice = () => {
  const { t } = usePortalLocale();
  const [params] = useSearchParams();
  const status = params.get('status');
  if (!params.get('payment') && !status) return null;
  if (status === 'approved') return <Alert severity="success" sx={{ mt: 2 }}>{t('guest.vouchers.payment_approved')}</Alert>;
  if (status === 'initiated' || status === 'pending') return <Alert severity="info" sx={{ mt: 2 }}>{t('guest.vouchers.payment_pending')}</Alert>;
  return <Alert severity="warning" sx={{ mt: 2 }}>{t('guest.vouchers.payment_failed')}</Alert>;
};

/** A bought code: used once it has no use left. */
const UsedChip = ({ code }: { code: BoughtCode }) => {
  const { t } = usePortalLocale();
  const used = code.usesLeft === 0;
  return <Chip size="small" sx={{ mb: 1 }} color={used ? 'default' : 'success'} label={used ? t('guest.vouchers.used') : t('guest.vouchers.unused')} />;
};

const BoughtPackageCard = ({ bought, onRedeem }: { bought: BoughtPackage; onRedeem: () => void }) => {
  const { t, locale } = usePortalLocale();
  const day = datesOf(locale).day;
  const k = (key: string, args?: Record<string, unknown>) => t(`app.portalPromotions.${key}`, args);
  return (
    <Card component="article" aria-label={bought.name} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="h6" component="h3">
          {bought.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[k('package.nights', { smart_count: bought.nights }), bought.periodName && bought.startDate && bought.endDate && k('package.period_dates', { name: bought.periodName, from: day(bought.startDate), to: day(bought.endDate) })].filter(Boolean).join(' · ')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {k('mine.bought_on', { date: day(bought.boughtAt) })}
        </Typography>
        <Chip size="small" sx={{ mt: 1 }} color={bought.reservationId ? 'default' : 'success'} label={bought.reservationId ? k('mine.redeemed') : k('mine.not_redeemed')} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Box>
          <Typography variant="caption" color="text.secondary" component="p">
            {k('mine.paid')}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
            <Money sen={bought.paid} charged />
          </Typography>
        </Box>
        {bought.reservationId ? (
          <Button component={RouterLink} to={`/portal/bookings/${bought.reservationId}`}>
            {t('guest.vouchers.view_booking')}
          </Button>
        ) : (
          <Button variant="contained" onClick={onRedeem}>
            {t('guest.vouchers.redeem')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
};

/** What the guest bought: voucher codes (what each gives, valid until, used or not) and promo packages to use on a booking. */
const Bought = () => {
  const { t, locale } = usePortalLocale();
  const day = datesOf(locale).day;
  const codes = useQuery({ queryKey: [...guestVoucherKeys.bought, 'codes'], queryFn: guestVoucherApi.boughtCodes });
  const packages = useQuery({ queryKey: [...guestVoucherKeys.bought, 'packages'], queryFn: guestVoucherApi.boughtPackages });
  const [redeeming, setRedeeming] = useState<BoughtPackage | null>(null);
  const state = (q: { isPending: boolean; isError: boolean }, count: number | undefined) => ({ isPending: q.isPending, isError: q.isError, count: count ?? 0 });
  const nothing = codes.data?.promoCodes.length === 0 && packages.data?.packages.length === 0;
  return (
    <>
      {nothing && (
        <Box sx={{ mt: 3 }}>
          <Typography>{t('guest.vouchers.mine_none')}</Typography>
          <Button component={RouterLink} to="/portal/vouchers" variant="contained" sx={{ mt: 1.5 }}>
            {t('guest.vouchers.to_shop')}
          </Button>
        </Box>
      )}
      {!nothing && (
        <>
          <VoucherSection id="mine-codes" title={t('guest.vouchers.mine_codes')} state={state(codes, codes.data?.promoCodes.length)} empty={t('guest.vouchers.mine_no_codes')}>
            {codes.data?.promoCodes.map((code) => (
              <CodeCard
                key={code.purchaseId}
                code={code}
                amount={{ label: t('app.portalPromotions.mine.paid'), sen: code.paid }}
                note={
                  <>
                    <UsedChip code={code} />
                    <Typography variant="body2" color="text.secondary">
                      {t('app.portalPromotions.mine.bought_on', { date: day(code.boughtAt) })}
                    </Typography>
                  </>
                }
              />
            ))}
          </VoucherSection>
          <VoucherSection id="mine-packages" title={t('guest.vouchers.mine_packages')} state={state(packages, packages.data?.packages.length)} empty={t('guest.vouchers.mine_no_packages')}>
            {packages.data?.packages.map((bought) => <BoughtPackageCard key={bought.purchaseId} bought={bought} onRedeem={() => setRedeeming(bought)} />)}
          </VoucherSection>
        </>
      )}
      <RedeemDialog bought={redeeming} onClose={() => setRedeeming(null)} />
    </>
  );
};

/** `/portal/my-vouchers`. */
const MyVouchersPage = () => {
  const { t } = usePortalLocale();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
        {t('guest.vouchers.mine_title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {t('guest.vouchers.mine_subtitle')}
      </Typography>
      <PaymentNotice />
      <FullCatalogue>
        <Bought />
      </FullCatalogue>
    </Container>
  );
};

export default MyVouchersPage;
