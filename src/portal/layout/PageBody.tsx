import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Splash } from '../../Splash';
import { useT } from '../PortalLocale';
import { usePortalSession } from '../session/PortalSession';
import { useThemeSettings } from '../settings/ThemeSettingsContext';
import { Footer } from './Footer';
import { scrollToTopRoom } from './ScrollToTop';

/**
 * What both layouts show under their menus: the screen (with a splash while its chunk loads) and the footer.
 * At the end of the page the screen's last content (a total, a button) sits above the scroll-to-top control.
 */
export const PageBody = () => {
  const t = useT();
  const { user } = usePortalSession();
  const { hideScrollToTop, footerType } = useThemeSettings().settings;
  return (
    <>
      <Box component="main" sx={{ flex: 1, px: { xs: 2, md: 3 }, pt: { xs: 2, md: 3 }, pb: hideScrollToTop ? { xs: 2, md: 3 } : `${scrollToTopRoom(footerType !== 'hidden')}px`, minWidth: 0 }}>
        {user?.status?.code === 'P' && (
          <Alert severity="warning" role="status" sx={{ mb: 2 }}>
            {t('app.portal.pending')}
          </Alert>
        )}
        <Suspense fallback={<Splash />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </>
  );
};
