import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { maxLength, TextInput, useFieldValue, useResourceContext, useTranslate, type Validator } from 'react-admin';
import { TRANSLATED_LOCALES, TRANSLATION_MAX_LENGTH } from '../../../resources/types';

const max = maxLength(TRANSLATION_MAX_LENGTH);

/**
 * A name's translations: one text box per language other than English, each labelled with the language's
 * own name, under the field's label. Left blank, readers of that language see the name as entered.
 */
export const TranslationsInput = ({ source }: { source: string; validate?: Validator[] }) => {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  return (
    <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0, width: '100%' }}>
      <Typography component="legend" variant="body2" color="text.secondary">
        {translate(`resources.${resource}.fields.${source}`, { _: source })}
      </Typography>
      {TRANSLATED_LOCALES.map((locale) => (
        <TextInput key={locale} source={`${source}.${locale}`} label={translate(`app.language.${locale}`)} validate={max} lang={locale === 'cn' ? 'zh' : 'ms'} />
      ))}
    </Stack>
  );
};

/** The translations a name has, each after its language's name ("Bahasa Melayu: Cukai Pelancongan"). */
export const TranslationsField = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const value = useFieldValue({ source }) as Partial<Record<string, string>> | null | undefined;
  const given = TRANSLATED_LOCALES.filter((locale) => value?.[locale]);
  if (!given.length) return null;
  return (
    <Stack spacing={0.5}>
      {given.map((locale) => (
        <Typography key={locale} variant="body2" lang={locale === 'cn' ? 'zh' : 'ms'}>
          {`${translate(`app.language.${locale}`)}: ${value?.[locale]}`}
        </Typography>
      ))}
    </Stack>
  );
};
