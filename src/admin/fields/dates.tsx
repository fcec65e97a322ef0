import Typography from '@mui/material/Typography';
import { useFieldValue } from 'react-admin';
import { useDateFormat } from '../reservations/format';

/**
 * A record's calendar day or moment in the language's one date format (src/shared/dates), where
 * react-admin's `DateField` would use the browser's own: `10 Dec 2026`, or with the resort's time of day.
 */
export const DateValue = ({ source, withTime = false }: { source: string; withTime?: boolean; label?: string }) => {
  const value: unknown = useFieldValue({ source });
  const format = useDateFormat();
  if (typeof value !== 'string' || !value) return null;
  return (
    <Typography component="span" variant="body2">
      {withTime ? format.moment(value) : format.day(value)}
    </Typography>
  );
};
