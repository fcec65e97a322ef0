import Lock from '@mui/icons-material/Lock';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Navigate, Link } from 'react-router-dom';
import { Title, useBasename, useTranslate } from 'react-admin';

/** `/admin/misc/not-authorized`: where every forbidden page leads (spec section 2). */
export const NotAuthorized = () => {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Card sx={{ mt: 2, textAlign: 'center' }}>
      <Title title={translate('app.not_authorized.title')} />
      <CardContent>
        <Lock color="disabled" sx={{ fontSize: 64 }} />
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.not_authorized.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.not_authorized.message')}
        </Typography>
        <Button variant="contained" component={Link} to={`${basename}/`}>
          {translate('app.not_authorized.back')}
        </Button>
      </CardContent>
    </Card>
  );
};

/** react-admin's access-denied screen: send the user to the product's own page. */
export const AccessDenied = () => {
  const basename = useBasename();
  return <Navigate to={`${basename}/misc/not-authorized`} replace />;
};
