import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Login, LoginForm, LocalesMenuButton, PasswordInput, TextInput, email, required, useTranslate } from 'react-admin';

/** Sign-in with e-mail and password, and the demo hint. */
export const LoginPage = () => {
  const translate = useTranslate();
  return (
    <Login sx={{ backgroundImage: 'linear-gradient(135deg, #0b6e83 0%, #1d9aa8 50%, #f3d9a4 100%)' }}>
      <Box sx={{ position: 'fixed', top: 8, right: 8, color: 'common.white' }}>
        <LocalesMenuButton />
      </Box>
      <Typography variant="h6" component="h1" align="center" sx={{ px: 2 }}>
        {translate('app.auth.sign_in_title')}
      </Typography>
      <LoginForm>
        <TextInput autoFocus source="email" type="email" label="app.auth.email" autoComplete="username" validate={[required(), email()]} />
        <PasswordInput source="password" label="app.auth.password" autoComplete="current-password" validate={required()} />
      </LoginForm>
      <Typography variant="body2" color="text.secondary" align="center" sx={{ px: 2, pb: 2 }}>
        {translate('app.auth.demo_hint')}
      </Typography>
    </Login>
  );
};
