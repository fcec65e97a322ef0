import Autocomplete from '@mui/material/Autocomplete';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useMemo, type Ref } from 'react';
import { INTL_LOCALES } from '../../../i18n/dateFormat';
import { countryOptions, type CountryOption } from '../../shared/countries/countryOptions';
import { usePortalLocale } from '../localeContext';

interface CountryFieldProps extends Pick<TextFieldProps, 'label' | 'required' | 'error' | 'helperText' | 'size' | 'margin' | 'name' | 'onBlur'> {
  /** The stored country: its English name ('Malaysia'), or '' for none. */
  value: string;
  onChange: (name: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A country chosen from every country of ISO 3166, named in the page's language and searched as typed;
 * what it gives (and what is stored) is the English name. Typing a name and leaving the field picks the
 * highlighted country. A value from before the list (not on it) shows as it is until another is chosen.
 */
export const CountryField = ({ value, onChange, inputRef, onBlur, name, ...field }: CountryFieldProps) => {
  const { locale } = usePortalLocale();
  const options = useMemo(() => countryOptions(INTL_LOCALES[locale]), [locale]);
  const selected: CountryOption | null = options.find((o) => o.name === value) ?? (value ? { code: 'MY', name: value, label: value } : null);
  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_, option) => onChange(option?.name ?? '')}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.name === b.name}
      autoHighlight
      autoSelect
      fullWidth
      size={field.size === 'small' ? 'small' : 'medium'}
      renderInput={(params) => <TextField {...params} {...field} name={name} onBlur={onBlur} inputRef={inputRef} />}
    />
  );
};
