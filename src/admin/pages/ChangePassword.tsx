import { yupResolver } from '@hookform/resolvers/yup';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { HttpError, Title, useBasename, useNotify, useTranslate } from 'react-admin';
import * as yup from 'yup';
import { PASSWORD_RULE } from '../../../resources/passwordRule';
import { authRequest } from '../../shared/request';

/** Messages are i18n keys, translated when shown. */
const schema = yup.object({
  currentPassword: yup.string().required('app.validation.current_password_required'),
  newPassword: yup.string().required('app.validation.new_password_required').matches(PASSWORD_RULE, 'app.validation.password_rule'),
  confirmPassword: yup
    .string()
    .required('app.validation.confirm_password_required')
    .oneOf([yup.ref('newPassword')], 'app.validation.passwords_must_match'),
});
type Values = yup.InferType<typeof schema>;
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const LABELS = { currentPassword: 'app.auth.current_password', newPassword: 'app.auth.new_password', confirmPassword: 'app.auth.confirm_password' };

/** `/admin/change-password`: PUT /api/auth/password; the server's field errors show under the inputs. */
export const ChangePassword = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: yupResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const submit = async (values: Values) => {
    try {
      await authRequest('PUT', '/password', values);
      notify('app.auth.password_changed', { type: 'success' });
      navigate(`${basename}/`);
    } catch (error) {
      const errors = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | null)?.errors : undefined;
      const fieldErrors = Object.entries(errors ?? {}).filter(([name]) => (FIELDS as readonly string[]).includes(name));
      for (const [name, message] of fieldErrors) setError(name as (typeof FIELDS)[number], { message });
      if (fieldErrors.length === 0) notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 480 }}>
      <Title title={translate('app.auth.change_password')} />
      <CardContent>
        <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit(submit)}>
          {FIELDS.map((name) => (
            <TextField
              key={name}
              {...register(name)}
              type="password"
              label={translate(LABELS[name])}
              autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
              error={!!formState.errors[name]}
              helperText={formState.errors[name]?.message ? translate(formState.errors[name].message, { _: formState.errors[name].message }) : ' '}
            />
          ))}
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {translate('app.auth.change_password')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
