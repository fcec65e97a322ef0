import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { MALAYSIAN_STATES, statesListed } from '../../../resources/malaysianStates';

interface StateFieldProps extends Pick<TextFieldProps, 'label' | 'required' | 'error' | 'helperText' | 'size' | 'margin' | 'name' | 'onBlur' | 'inputRef'> {
  value: string;
  /** The address's country (its stored English name): Malaysia's states are chosen from a list, others typed. */
  country: string;
  onChange: (state: string) => void;
}

/** A state: selected from Malaysia's states and federal territories when the country is Malaysia, typed otherwise. */
export const StateField = ({ value, country, onChange, ...field }: StateFieldProps) => {
  if (!statesListed(country)) return <TextField {...field} value={value} onChange={(e) => onChange(e.target.value)} fullWidth autoComplete="address-level1" />;
  const listed = (MALAYSIAN_STATES as readonly string[]).includes(value);
  return (
    <TextField {...field} select value={value} onChange={(e) => onChange(e.target.value)} fullWidth>
      <MenuItem value="">&nbsp;</MenuItem>
      {/* A state typed before the country was Malaysia stays visible until another is chosen. */}
      {value && !listed && <MenuItem value={value}>{value}</MenuItem>}
      {MALAYSIAN_STATES.map((state) => (
        <MenuItem key={state} value={state}>
          {state}
        </MenuItem>
      ))}
    </TextField>
  );
};
