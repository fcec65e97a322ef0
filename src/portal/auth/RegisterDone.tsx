import CheckCircle from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../PortalLocale';
import { AuthCard } from './AuthCard';

/** After a registration: the account waits for the resort's review (status P). */
export const RegisterDone = ({ email }: { email: string }) => {
  const t = useT();
  return (
    <AuthCard overline={t('app.portal.title')} title={t('app.portal.register.done_title')} width={520}>
      <CheckCircle color="success" sx={{ fontSize: 56, alignSelf: 'center' }} />
      <Typography role="status">{t('app.portal.register.done_message', { email })}</Typography>
      <Button component={RouterLink} to="/pages/login" variant="contained">
        {t('app.portal.register.back_to_sign_in')}
      </Button>
    </AuthCard>
  );
};
