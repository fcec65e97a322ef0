import Sailing from '@mui/icons-material/Sailing';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../portal/localeContext';
import { AccountMenu } from './AccountMenu';
import { CurrencyMenu } from './CurrencyMenu';
import { LanguageMenu } from './LanguageMenu';
import { PageLoading } from './PageLoading';

const Header = () => {
  const t = useT();
  return (
    <Box component="header" sx={{ position: 'sticky', top: 0, zIndex: 'appBar', bgcolor: 'primary.main', color: 'primary.contrastText', boxShadow: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.75, sm: 1 }, minHeight: { xs: 56, sm: 64 }, px: { xs: 1, sm: 2 }, maxWidth: 1200, mx: 'auto' }}>
        <Box component={RouterLink} to="/portal" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', minWidth: 0, flexGrow: 1 }}>
          <Sailing sx={{ fontSize: 30, flexShrink: 0 }} aria-hidden />
          <Typography variant="h6" component="span" sx={{ fontWeight: 700, fontSize: { xs: '0.95rem', sm: '1.2rem' }, lineHeight: 1.15 }}>
            {t('guest.title')}
          </Typography>
        </Box>
        <LanguageMenu />
        <CurrencyMenu />
        <AccountMenu />
      </Box>
    </Box>
  );
};

const Footer = () => {
  const t = useT();
  return (
    <Box component="footer" sx={{ mt: 6, py: 3, bgcolor: 'grey.100', borderTop: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('guest.footer.prices')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary">
            {t('guest.footer.rights', { year: new Date().getFullYear() })}
          </Typography>
          {/* A full page load: the agent portal is another app, with its own language and session. */}
          <Box component="a" href="/pages/login" sx={{ color: 'primary.main', fontSize: '0.875rem' }}>
            {t('guest.footer.agents')}
          </Box>
        </Box>
      </Container>
    </Box>
  );
};

/** Every guest page's frame: header (brand, language, currency, account), the page, footer. */
export const GuestLayout = ({ children }: { children: ReactNode }) => (
  <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
    <Header />
    <Box component="main" sx={{ flexGrow: 1 }}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </Box>
    <Footer />
  </Box>
);
