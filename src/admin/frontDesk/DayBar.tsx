import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useDateFormat } from '../reservations/format';

/** A calendar date `days` away (date arithmetic only: which day is "today" is the server's to say). */
const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The day the desk looks at: a date field with the day before and after, and Today (the resort's
 * today, as the server answered it) when another day is shown.
 */
export const DayBar = ({ date, today, onChange }: { date: string; today: string; onChange: (date: string | null) => void }) => {
  const translate = useTranslate();
  const { day } = useDateFormat();
  return (
    <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <IconButton aria-label={translate('app.frontDesk.previous_day')} onClick={() => onChange(shift(date, -1))}>
        <ChevronLeft />
      </IconButton>
      <TextField
        type="date"
        size="small"
        variant="outlined"
        margin="none"
        fullWidth={false}
        label={translate('app.frontDesk.date')}
        value={date}
        onChange={(event) => event.target.value && onChange(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <IconButton aria-label={translate('app.frontDesk.next_day')} onClick={() => onChange(shift(date, 1))}>
        <ChevronRight />
      </IconButton>
      <Button variant={date === today ? 'contained' : 'outlined'} disabled={date === today} onClick={() => onChange(null)}>
        {translate('app.frontDesk.today')}
      </Button>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, ml: { sm: 1 } }}>{day(date)}</Typography>
    </Stack>
  );
};
