import InputAdornment from '@mui/material/InputAdornment';
import { NumberInput, useFieldValue, type NumberInputProps } from 'react-admin';
import Typography from '@mui/material/Typography';

import { formatMoney } from '../../../i18n/formatMoney';

export { formatMoney };

const senToRinggit = (sen: unknown) => (typeof sen === 'number' ? String(sen / 100) : '');
const ringgitToSen = (value: unknown) => {
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return String(value).trim() === '' || Number.isNaN(n) ? null : Math.round(n * 100);
};

/** A ringgit input (two decimals) that stores integer sen, as the API expects. */
export const MoneyInput = (props: NumberInputProps) => (
  <NumberInput
    {...props}
    step={0.01}
    format={senToRinggit}
    parse={ringgitToSen}
    slotProps={{ input: { startAdornment: <InputAdornment position="start">RM</InputAdornment> } }}
  />
);

/** Shows a sen amount as ringgit; an empty value shows nothing. */
export const MoneyField = ({ source }: { source: string }) => {
  const value = useFieldValue({ source });
  return typeof value === 'number' ? (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatMoney(value)}
    </Typography>
  ) : null;
};
