import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title, useGetIdentity, useTranslate } from 'react-admin';

/** The staff home: a greeting by first name and where to start. */
export const Dashboard = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const name = typeof identity?.firstName === 'string' ? identity.firstName : (identity?.fullName ?? '');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.title')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.dashboard.welcome', { name })}
        </Typography>
        <Typography color="text.secondary">{translate('app.dashboard.intro')}</Typography>
      </CardContent>
    </Card>
  );
};
