import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Outsider } from './shared/staffAuthProvider';
import { i18nProvider } from './shared/i18nProvider';

const k = (key: string) => `app.backOffice.audience.${key}`;

/**
 * Tells an agent or a guest at the back office's sign-in where they belong: agents to the agent portal
 * (its dashboard while still signed in there, else its sign-in), guests that their site is still to come.
 */
export const AudienceNotice = ({ kind, signedInAs }: { kind: Outsider; signedInAs: string | null }) => {
  const t = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(k(key), options);
  return (
    <Alert severity="warning">
      <AlertTitle>{t('title')}</AlertTitle>
      {signedInAs ? <Typography variant="body2">{t('signed_in_as', { email: signedInAs })}</Typography> : null}
      <Typography variant="body2">{t(kind)}</Typography>
      {kind === 'agent' ? (
        <Link component={RouterLink} to={signedInAs ? '/' : '/pages/login'} variant="body2" sx={{ display: 'inline-block', mt: 1, fontWeight: 600 }}>
          {t('agent_link')}
        </Link>
      ) : null}
      <Typography variant="body2" sx={{ mt: 1 }}>{t('staff_sign_in')}</Typography>
    </Alert>
  );
};
