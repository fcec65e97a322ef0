import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../portal/localeContext';
import { guestApi, guestKeys } from '../api';
import { ResendConfirmation } from '../auth/ConfirmEmailPage';
import { PageLoading } from '../layout/PageLoading';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

/** `/portal/profile`: the guest's details and password; an unconfirmed e-mail is pointed out, with a new link on request. */
const ProfilePage = () => {
  const t = useT();
  const profile = useQuery({ queryKey: guestKeys.profile, queryFn: guestApi.profile });
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600, mb: 2, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
        {t('guest.profile.title')}
      </Typography>
      {profile.isPending ? (
        <PageLoading />
      ) : profile.isError ? (
        <Alert severity="error">{t('guest.load_failed')}</Alert>
      ) : (
        <Stack spacing={3}>
          {!profile.data.confirmed && (
            <Stack spacing={1}>
              <Alert severity="warning">{t('guest.auth.not_confirmed')}</Alert>
              <ResendConfirmation />
            </Stack>
          )}
          <Paper component="section" aria-labelledby="details-heading" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="details-heading" variant="h6" component="h2" gutterBottom>
              {t('guest.profile.details')}
            </Typography>
            <ProfileForm profile={profile.data} />
          </Paper>
          <Paper component="section" aria-labelledby="password-heading" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="password-heading" variant="h6" component="h2" gutterBottom>
              {t('guest.profile.password_title')}
            </Typography>
            <PasswordForm />
          </Paper>
        </Stack>
      )}
    </Container>
  );
};

export default ProfilePage;
