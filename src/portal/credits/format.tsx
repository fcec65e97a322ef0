import Typography from '@mui/material/Typography';
import { useMoney } from '../money/Money';

export { useDates } from '../bookings/format';

/** A change of a balance: `+RM 10.00` or `−RM 10.00`, in the navbar's currency. */
export const SignedMoney = ({ sen }: { sen: number }) => {
  const money = useMoney();
  return (
    <Typography component="span" variant="body2" dir="ltr" color={sen < 0 ? 'error.main' : 'success.main'} sx={{ whiteSpace: 'nowrap' }}>
      {`${sen < 0 ? '−' : '+'}${money(Math.abs(sen))}`}
    </Typography>
  );
};


/** Integer sen from a ringgit amount typed in a form (`100.5` → 10050). */
export const senOf = (ringgit: number) => Math.round(ringgit * 100);

export { Section } from '../layout/Section';
