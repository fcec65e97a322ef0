import Typography from '@mui/material/Typography';
import { AutocompleteInput, useLocale, useRecordContext, type Validator } from 'react-admin';
import { INTL_LOCALES } from '../../../i18n/dateFormat';
import type { Locale } from '../../../i18n/types';
import { countryLabel, countryOptions } from '../../shared/countries/countryOptions';

/** The Intl locale of the back office's language (react-admin's locale code). */
export const intlLocale = (locale: string) => INTL_LOCALES[(locale in INTL_LOCALES ? locale : 'en') as Locale];

/** A country chosen from the list, named in the back office's language; the English name is what is saved. */
export const CountryInput = ({ source, validate }: { source: string; validate: Validator[] }) => {
  const locale = useLocale();
  const choices = countryOptions(intlLocale(locale)).map((o) => ({ id: o.name, name: o.label }));
  return <AutocompleteInput source={source} validate={validate} choices={choices} />;
};

/** A stored country in the back office's language. */
export const CountryValue = ({ source }: { source: string }) => {
  const locale = useLocale();
  const record = useRecordContext();
  const value = record?.[source];
  return <Typography variant="body2">{countryLabel(typeof value === 'string' ? value : '', intlLocale(locale))}</Typography>;
};
