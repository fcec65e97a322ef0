import Lock from '@mui/icons-material/Lock';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../PortalLocale';

/** `/misc/not-authorized`: where a page the agent's role or type does not allow leads (spec section 6). */
const NotAuthorizedPage = () => {
  const t = useT();
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto', mt: 4, textAlign: 'center' }}>
      <CardContent sx={{ py: 5 }}>
        <Lock color="disabled" sx={{ fontSize: 64 }} />
        <Typography variant="h5" component="h1" gutterBottom>
          {t('app.not_authorized.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('app.not_authorized.message')}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/">
          {t('app.not_authorized.back')}
        </Button>
      </CardContent>
    </Card>
  );
};

export default NotAuthorizedPage;
