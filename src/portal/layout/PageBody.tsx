import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Splash } from '../../Splash';
import { useT } from '../PortalLocale';
import { usePortalSession } from '../session/PortalSession';
import { Footer } from './Footer';

/** What both layouts show under their menus: the screen (with a splash while its chunk loads) and the footer. */
export const PageBody = () => {
  const t = useT();
  const { user } = usePortalSession();
  return (
    <>
      <Box component="main" sx={{ flex: 1, p: { xs: 2, md: 3 }, minWidth: 0 }}>
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
