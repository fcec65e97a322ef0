import Box from '@mui/material/Box';
import { useCurrency } from '../../portal/money/currencyContext';
import { useT } from '../../portal/localeContext';
import { headerSelectSx } from './LanguageMenu';

/** The display currency (ringgit by default): prices are converted with the resort's stored rates. */
export const CurrencyMenu = () => {
  const t = useT();
  const { currencies, currency, setCurrency } = useCurrency();
  const choices = currencies.length ? currencies : [currency];
  return (
    <Box
      component="select"
      value={currency.code}
      disabled={choices.length < 2}
      onChange={(e: React.ChangeEvent<HTMLSelectElement>) => setCurrency(e.target.value)}
      aria-label={t('guest.nav.currency', { code: currency.code })}
      sx={headerSelectSx}
    >
      {choices.map((c) => (
        <option key={c.code} value={c.code}>
          {c.code}
        </option>
      ))}
    </Box>
  );
};
