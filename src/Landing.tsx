import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { i18nProvider } from './shared/i18nProvider';

/** The site root: a welcome and the way into the staff back office. */
export const Landing = () => {
  const t = (key: string) => i18nProvider.translate(key);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        px: 3,
        textAlign: 'center',
        color: 'common.white',
        background: 'linear-gradient(135deg, #0b6e83 0%, #1d9aa8 55%, #f3d9a4 100%)',
      }}
    >
      <Typography variant="h3" component="h1" sx={{ fontWeight: 600 }}>
        {t('app.landing.welcome')}
      </Typography>
      <Typography variant="h6" component="p" sx={{ maxWidth: 640, opacity: 0.9 }}>
        {t('app.landing.tagline')}
      </Typography>
      <Button
        component={Link}
        to="/admin"
        variant="contained"
        size="large"
        sx={{ bgcolor: 'common.white', color: '#0b6e83', '&:hover': { bgcolor: 'grey.100' } }}
      >
        {t('app.landing.staff')}
      </Button>
      <Typography variant="body2" sx={{ opacity: 0.85 }}>
        {t('app.landing.agents')}
      </Typography>
    </Box>
  );
};
