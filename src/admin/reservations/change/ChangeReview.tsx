import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../../../i18n/formatMoney';
import { useDateFormat } from '../format';
import { QuoteTable } from '../ReservationTables';
import type { ChangeSummary } from './changeData';

const k = (key: string) => `app.bookingChange.${key}`;

const Figure = ({ label, sen, strong }: { label: string; sen: number; strong?: boolean }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 600 : 400 }}>{translate(k(label))}</Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 600 : 400, fontVariantNumeric: 'tabular-nums' }}>
        {sen > 0 && label === 'difference' ? `+${formatMoney(sen)}` : formatMoney(sen)}
      </Typography>
    </Box>
  );
};

/** One side of the change: its dates and the server's lines. */
const Side = ({ title, side }: { title: string; side: ChangeSummary['before'] }) => {
  const translate = useTranslate();
  const format = useDateFormat();
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{translate(k(title))}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(k('stay'), { checkIn: format.day(side.checkIn), checkOut: format.day(side.checkOut) })}
      </Typography>
      <QuoteTable quote={side.quote} />
    </Grid>
  );
};

/** The server's old and new bills side by side, the totals, the difference and what follows for the money. */
export const ChangeReview = ({ summary }: { summary: ChangeSummary }) => {
  const translate = useTranslate();
  return (
    // The money first (what the desk tells the guest), then both bills line by line.
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start', mb: 3 }}>
        <Box sx={{ flex: '0 1 320px' }}>
          <Figure label="old_total" sen={summary.before.total} />
          <Figure label="new_total" sen={summary.after.total} />
          <Figure label="difference" sen={summary.difference} strong />
          <Figure label="paid" sen={summary.paid} />
        </Box>
        <Alert severity={summary.followUp === 'none' ? 'success' : summary.followUp === 'pay' ? 'info' : 'warning'} sx={{ flex: '1 1 280px' }}>
          {translate(k(`follow.${summary.followUp}`), { amount: formatMoney(summary.amount) })}
        </Alert>
      </Box>
      <Grid container spacing={3}>
        <Side title="before" side={summary.before} />
        <Side title="after" side={summary.after} />
      </Grid>
    </Box>
  );
};
