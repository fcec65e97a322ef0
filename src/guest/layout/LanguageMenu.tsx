import Box from '@mui/material/Box';
import { LOCALES, type Locale } from '../../../i18n/types';
import { useGuestLocale } from '../GuestLocale';

/** What the closed selector shows of each language: the codes guests know (MS, 中文), not our catalogue names. */
const SHORT = { en: 'EN', my: 'MS', cn: '中文' } as const;

/** A header selector on the brand colour: a native `<select>`, so the landing downloads no menu code. */
export const headerSelectSx = {
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 500,
  color: 'inherit',
  bgcolor: 'transparent',
  border: 1,
  borderColor: 'rgba(255, 255, 255, 0.5)',
  borderRadius: 1,
  height: 36,
  px: 0.5,
  // A native select is as wide as its longest choice: the closed one shows a code, the list the full names.
  width: 'auto',
  maxWidth: 76,
  flexShrink: 0,
  cursor: 'pointer',
  '&:focus-visible': { outline: 2, outlineColor: 'common.white', outlineOffset: 1 },
  '&:disabled': { opacity: 0.7, cursor: 'default' },
  '& option': { color: 'text.primary', bgcolor: 'background.paper' },
} as const;

/** English, Malay or Chinese, each named in itself; the choice is kept in the browser. */
export const LanguageMenu = () => {
  const { locale, setLocale, t } = useGuestLocale();
  return (
    <Box
      component="select"
      value={locale}
      onChange={(e: React.ChangeEvent<HTMLSelectElement>) => void setLocale(e.target.value as Locale)}
      aria-label={t('guest.nav.language', { name: t(`guest.languages.${locale}`) })}
      sx={headerSelectSx}
    >
      {LOCALES.map((l) => (
        <option key={l} value={l} lang={l === 'cn' ? 'zh' : l === 'my' ? 'ms' : 'en'}>
          {l === locale ? SHORT[l] : t(`guest.languages.${l}`)}
        </option>
      ))}
    </Box>
  );
};
