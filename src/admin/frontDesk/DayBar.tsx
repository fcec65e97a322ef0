import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
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
      {/* The day and its arrows stay on one line, even on a phone. */}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
        <IconButton aria-label={translate('app.frontDesk.previous_day')} onClick={() => onChange(shift(date, -1))}>
          <ChevronLeft />
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 0, width: { sm: 180 } }}>
          <TextField
            type="date"
            size="small"
            variant="outlined"
            margin="none"
            label={translate('app.frontDesk.date')}
            value={date}
            onChange={(event) => event.target.value && onChange(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
        <IconButton aria-label={translate('app.frontDesk.next_day')} onClick={() => onChange(shift(date, 1))}>
          <ChevronRight />
        </IconButton>
      </Stack>
      <Button variant="outlined" disabled={date === today} onClick={() => onChange(null)}>
        {translate('app.frontDesk.today')}
      </Button>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, ml: 1 }}>{day(date)}</Typography>
    </Stack>
  );
};
