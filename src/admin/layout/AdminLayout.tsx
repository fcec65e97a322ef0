import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Layout, useTranslate } from 'react-admin';
import { version } from '../../../package.json';
import { AdminAppBar } from './AdminAppBar';
import { AdminMenu } from './AdminMenu';

/** The footer of spec section 2: version and a powered-by credit. */
export const Footer = () => {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, px: 2, py: 1.5, mt: 2, color: 'text.secondary' }}>
      <Typography variant="caption">{translate('app.footer.version', { version })}</Typography>
      <Typography variant="caption">{translate('app.footer.powered_by')}</Typography>
    </Box>
  );
};

export const AdminLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={AdminAppBar} menu={AdminMenu}>
    {/* On a phone a form's Save toolbar is fixed at the window's bottom: the footer ends above it. */}
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 'calc(100vh - 64px)', '&:has(.RaToolbar-mobileToolbar) > footer': { mb: 9 } }}>
      <Box sx={{ flex: 1 }}>{children}</Box>
      <Footer />
    </Box>
  </Layout>
);
