import TextField from '@mui/material/TextField';
import { errorProps } from './stepErrors';

/** A whole-number input (a count of people, units); an empty box is sent as 0. */
export const CountField = ({ label, value, onChange, error, min = 0, max = 20 }: { label: string; value: number; onChange: (value: number) => void; error?: string; min?: number; max?: number }) => (
  <TextField
    label={label}
    type="number"
    size="small"
    value={Number.isFinite(value) ? value : ''}
    onChange={(e) => onChange(e.target.value === '' ? 0 : Math.trunc(Number(e.target.value)))}
    slotProps={{ htmlInput: { min, max, step: 1, inputMode: 'numeric' } }}
    sx={{ width: 130 }}
    {...errorProps(error)}
  />
);
