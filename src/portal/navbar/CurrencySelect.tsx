import CurrencyExchange from '@mui/icons-material/CurrencyExchange';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { currencySymbol } from '../../shared/money/currency';
import { useCurrency } from '../money/Money';
import { useT } from '../PortalLocale';

/** The display currency (spec section 1: MYR by default): amounts are converted with the stored rates. */
export const CurrencySelect = () => {
  const t = useT();
  const { currencies, currency, setCurrency } = useCurrency();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<CurrencyExchange />}
        aria-label={t('app.portal.navbar.currency', { code: currency.code })}
        aria-haspopup="menu"
        disabled={currencies.length < 2}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ minWidth: 0 }}
      >
        {currency.code}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {currencies.map((c) => (
          <MenuItem
            key={c.code}
            selected={c.code === currency.code}
            onClick={() => {
              setAnchor(null);
              setCurrency(c.code);
            }}
          >
            <ListItemText primary={`${c.code} (${currencySymbol(c.code, c.symbolNative)})`} secondary={c.name} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
