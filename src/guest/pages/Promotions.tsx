import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { datesOf } from '../../shared/dates';
import { Money } from '../../portal/money/currencyContext';
import { useGuestLocale } from '../GuestLocale';
import { guestApi } from '../api';
import { usePublicData } from '../publicData';

/** The public promo codes anyone may use at booking (`GET /api/portal/promotions`); nothing when there are none. */
export const Promotions = () => {
  const { t, locale } = useGuestLocale();
  const { data } = usePublicData('promotions', guestApi.promotions);
  if (!data?.length) return null;
  const day = datesOf(locale).day;
  return (
    <Box component="section" aria-labelledby="promotions-heading" sx={{ mt: 5 }}>
      <Typography id="promotions-heading" variant="h5" component="h2" gutterBottom>
        {t('guest.landing.promotions')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
        {data.map((promo) => (
          <Box key={promo.code} sx={{ p: 2, border: 1, borderStyle: 'dashed', borderColor: 'primary.main', borderRadius: 2, bgcolor: 'background.paper' }}>
              <Typography variant="overline" color="primary">
                {t(`guest.promo_kinds.${promo.voucherType}`, { _: promo.voucherType })}
              </Typography>
              <Typography variant="h6" component="p" sx={{ fontFamily: 'monospace', letterSpacing: 1 }}>
                {t('guest.landing.promo_code', { code: promo.code })}
              </Typography>
              {promo.cashDiscount > 0 && (
                <Typography sx={{ fontWeight: 600 }}>
                  <PromoOff sen={promo.cashDiscount} template={t('guest.landing.promo_off', { value: '\u0000' })} />
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                {t('guest.landing.promo_valid', { date: day(promo.bookingTo ?? promo.expiryDate) })}
              </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
};

/** "RM 50.00 off" with the amount in the chosen currency, wherever the language puts it in the sentence. */
const PromoOff = ({ sen, template }: { sen: number; template: string }) => {
  const [before, after = ''] = template.split('\u0000');
  return (
    <>
      {before}
      <Money sen={sen} />
      {after}
    </>
  );
};
