import Typography from '@mui/material/Typography';
import { formatMoney } from '../../../i18n/formatMoney';

export { useDates } from '../bookings/format';

/** A change of the wallet's balance, in ringgit as the wallet keeps it: `+RM 10.00` or `−RM 10.00`. */
export const SignedMoney = ({ sen }: { sen: number }) => {
  return (
    <Typography component="span" variant="body2" dir="ltr" color={sen < 0 ? 'error.main' : 'success.main'} sx={{ whiteSpace: 'nowrap' }}>
      {`${sen < 0 ? '−' : '+'}${formatMoney(Math.abs(sen))}`}
    </Typography>
  );
};


/** Integer sen from a ringgit amount typed in a form (`100.5` → 10050). */
export const senOf = (ringgit: number) => Math.round(ringgit * 100);

export { Section } from '../layout/Section';
