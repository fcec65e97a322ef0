import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { useServerDate } from '../dashboard/api';
import { r } from './format';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Whether a typed year is one the server takes (2000–2100). */
export const validYear = (text: string) => /^\d{4}$/.test(text) && Number(text) >= 2000 && Number(text) <= 2100;
/** Whether a typed date is a whole calendar day. */
export const validDate = (text: string) => DATE.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

const pad = (n: number) => String(n).padStart(2, '0');
/** Today in the browser's calendar: only a stand-in until the server's answer arrives (or if it cannot). */
const browserToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/**
 * The resort's today as the server counts it (`/api/serverDate`), which every report's default period starts
 * from: a browser abroad or on UTC may already be on another day, or in another year.
 */
export const useResortToday = () => useServerDate().data?.data.date ?? browserToday();

export const YearField = ({ value, onChange }: { value: string; onChange: (value: string) => void }) => {
  const translate = useTranslate();
  return (
    <TextField type="number" size="small" label={translate(r('params.year'))} value={value} onChange={(e) => onChange(e.target.value)}
      error={!validYear(value)} helperText={validYear(value) ? undefined : translate(r('errors.year'))}
      slotProps={{ htmlInput: { min: 2000, max: 2100 }, inputLabel: { shrink: true } }} sx={{ width: 130 }} />
  );
};

export const DateField = ({ label, value, onChange }: { label: 'date' | 'from' | 'to'; value: string; onChange: (value: string) => void }) => {
  const translate = useTranslate();
  return (
    <TextField type="date" size="small" label={translate(r(`params.${label}`))} value={value} onChange={(e) => onChange(e.target.value)}
      error={!validDate(value)} slotProps={{ inputLabel: { shrink: true } }} sx={{ width: 180 }} />
  );
};
