import TextField from '@mui/material/TextField';
import { LOCALES, type Locale } from '../../../i18n/types';
import { useT } from '../../portal/localeContext';

/** The language the resort writes to the guest in (e-mails, the site after sign-in): sign-up and profile alike. */
export const LanguageField = ({ value, onChange, error, name }: { value: Locale; onChange: (locale: Locale) => void; error?: string; name?: string }) => {
  const t = useT();
  return (
    <TextField
      select
      name={name}
      label={t('guest.auth.language')}
      value={value}
      onChange={(e) => onChange(e.target.value as Locale)}
      slotProps={{ select: { native: true } }}
      error={!!error}
      helperText={error ?? t('guest.profile.language_note')}
      fullWidth
    >
      {LOCALES.map((l) => (
        <option key={l} value={l}>
          {t(`guest.languages.${l}`)}
        </option>
      ))}
    </TextField>
  );
};
