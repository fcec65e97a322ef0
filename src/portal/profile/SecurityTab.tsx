import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as yup from 'yup';
import { PASSWORD_RULE } from '../../../resources/passwordRule';
import { fieldErrorsOf } from '../api';
import { Section } from '../layout/Section';
import { useT, type Translate } from '../PortalLocale';
import { profileApi } from './profileApi';

const FIELDS = [
  ['currentPassword', 'current', 'current-password'],
  ['newPassword', 'new', 'new-password'],
  ['confirmPassword', 'confirm', 'new-password'],
] as const;

/** The server's rules: each required, the password rule, the two new ones the same, the new one not the current one. */
const passwordSchema = (t: Translate) =>
  yup.object({
    currentPassword: yup.string().default('').required(t('app.validation.current_password_required')),
    newPassword: yup
      .string()
      .default('')
      .required(t('app.validation.new_password_required'))
      .matches(PASSWORD_RULE, t('app.validation.password_rule'))
      .notOneOf([yup.ref('currentPassword')], t('app.auth.same_password')),
    confirmPassword: yup
      .string()
      .default('')
      .required(t('app.validation.confirm_password_required'))
      .oneOf([yup.ref('newPassword')], t('app.validation.passwords_must_match')),
  });

type Values = yup.InferType<ReturnType<typeof passwordSchema>>;
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The Security tab: change the password (`PUT /password/update`). The server signs the agent out
 * everywhere else; this session stays, and the screen says so.
 */
export const SecurityTab = () => {
  const t = useT();
  const schema = useMemo(() => passwordSchema(t), [t]);
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const { register, handleSubmit, setError, reset, formState } = useForm<Values>({ resolver: yupResolver(schema), defaultValues: EMPTY });
  const change = async (values: Values) => {
    setMessage(undefined);
    try {
      await profileApi.changePassword(values);
      reset(EMPTY);
      setMessage({ ok: true, text: t('app.portalProfile.security.changed') });
    } catch (error) {
      const fields = Object.entries(fieldErrorsOf(error)).filter(([name]) => FIELDS.some(([field]) => field === name));
      for (const [name, text] of fields) setError(name as keyof Values, { message: text });
      if (fields.length === 0) setMessage({ ok: false, text: error instanceof Error && error.message ? error.message : t('app.errors.server') });
    }
  };
  return (
    <Section title={t('app.portalProfile.security.title')}>
      {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
      <Box component="form" noValidate onSubmit={handleSubmit(change)} sx={{ display: 'flex', flexDirection: 'column', maxWidth: 420 }}>
        {FIELDS.map(([name, label, autoComplete]) => (
          <TextField
            key={name}
            {...register(name)}
            type="password"
            label={t(`app.portalProfile.security.${label}`)}
            autoComplete={autoComplete}
            required
            size="small"
            margin="dense"
            error={Boolean(formState.errors[name])}
            helperText={formState.errors[name]?.message ?? (name === 'newPassword' ? t('app.portalProfile.security.rule') : ' ')}
          />
        ))}
        <Box sx={{ mt: 1 }}>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('app.portalProfile.security.submit')}
          </Button>
        </Box>
      </Box>
    </Section>
  );
};
