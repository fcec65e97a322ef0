import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Layout, useTranslate } from 'react-admin';
import { version } from '../../../package.json';
import { useResortZone } from '../../shared/resortZone';
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

/**
 * The page and a list may shrink below their content's width (react-admin sizes them to fit it), so a
 * table wider than the screen scrolls inside its card instead of widening the whole page.
 */
const FIT_SCREEN = {
  minWidth: 0,
  '& .RaLayout-appFrame, & .RaLayout-content, & .RaList-main': { minWidth: 0 },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
} as const;

/**
 * react-admin's layout with the resort's bar, menu and footer. The page is drawn again once the server has
 * told the resort's time zone (only when it is not the default), so its moments read in resort time.
 */
export const AdminLayout = ({ children }: { children: ReactNode }) => {
  const zone = useResortZone();
  return (
    <Layout appBar={AdminAppBar} menu={AdminMenu} sx={FIT_SCREEN}>
      {/* On a phone a form's Save toolbar is fixed at the window's bottom: the footer ends above it. */}
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 'calc(100vh - 64px)', '&:has(.RaToolbar-mobileToolbar) > footer': { mb: 9 } }}>
        <Box key={zone} sx={{ flex: 1 }}>
          {children}
        </Box>
        <Footer />
      </Box>
    </Layout>
  );
};
