import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../portal/localeContext';

/** An address of the guest site that leads nowhere (an old or mistyped link). */
const NotFoundPage = () => {
  const t = useT();
  return (
    <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('guest.not_found')}
      </Typography>
      <Button component={RouterLink} to="/portal" variant="contained">
        {t('guest.back_home')}
      </Button>
    </Container>
  );
};

export default NotFoundPage;
