import Autocomplete from '@mui/material/Autocomplete';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Ref } from 'react';
import { DIAL_CODE_CHOICES } from '../../../resources/dialCodes';

interface DialCodeFieldProps extends Pick<TextFieldProps, 'label' | 'required' | 'error' | 'helperText' | 'size' | 'margin' | 'name' | 'onBlur'> {
  /** '+60', or '' for none. */
  value: string;
  onChange: (code: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** An international dialling code ('+60'), chosen from the list and searched as typed ('6' finds +60, +61, …). */
export const DialCodeField = ({ value, onChange, inputRef, onBlur, name, ...field }: DialCodeFieldProps) => (
  <Autocomplete
    options={DIAL_CODE_CHOICES}
    value={value || null}
    onChange={(_, code) => onChange(code ?? '')}
    filterOptions={(options, { inputValue }) => options.filter((o) => o.startsWith(`+${inputValue.trim().replace(/^\+/, '')}`))}
    autoHighlight
    autoSelect
    fullWidth
    size={field.size === 'small' ? 'small' : 'medium'}
    renderInput={(params) => <TextField {...params} {...field} name={name} onBlur={onBlur} inputRef={inputRef} />}
  />
);
