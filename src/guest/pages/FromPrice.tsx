import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Money } from '../../portal/money/currencyContext';
import { useT } from '../../portal/localeContext';
import type { FromPrice as Price } from '../api';

/** "from RM 450.00 per person": the lowest public adult price of the package's nights, in the chosen currency. */
export const FromPrice = ({ price }: { price: Price | null }) => {
  const t = useT();
  if (!price) return <Typography color="text.secondary">{t('guest.landing.no_price')}</Typography>;
  return (
    <Box>
      <Typography component="span" variant="body2" color="text.secondary">
        {t('guest.landing.from')}{' '}
      </Typography>
      <Typography component="span" variant="h6" sx={{ fontWeight: 700 }} data-testid="from-price">
        <Money sen={price.amount} />
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        {' '}
        {t('guest.landing.per_person')}
      </Typography>
    </Box>
  );
};
