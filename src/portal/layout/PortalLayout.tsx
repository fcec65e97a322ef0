import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { CustomizerDrawer, CustomizerOpenProvider, useCustomizerOpened } from '../customizer/CustomizerOpen';
import { HorizontalMenu } from '../menu/HorizontalMenu';
import { Navbar } from '../navbar/Navbar';
import { useResortZone } from '../../shared/resortZone';
import { useThemeSettings } from '../settings/ThemeSettingsContext';
import { useWide } from '../theme/portalTheme';
import { PageBody } from './PageBody';
import { ScrollToTop } from './ScrollToTop';
import { VerticalLayout } from './VerticalLayout';

/** The top-menu layout (the default at 1200 px and wider): brand and navbar, the menu bar under it. */
export const HorizontalLayout = () => (
  <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
    <Navbar layout="horizontal" showBrand>
      <HorizontalMenu />
    </Navbar>
    <PageBody />
  </Box>
);

/** The customizer's drawer, once first opened: its code (switches, toggle groups, the drawer) is no part of the first screen. */
const CustomizerOnceOpened = () =>
  useCustomizerOpened() ? (
    <Suspense fallback={null}>
      <CustomizerDrawer />
    </Suspense>
  ) : null;

/**
 * The customizer's layout, except that horizontal falls back to vertical at 1199 px and narrower. The
 * customizer's drawer and the scroll-to-top control stay mounted while the layout changes under them; the
 * customizer opens from the navbar's gear. The page is drawn again once the server has told the resort's
 * time zone (only when it is not the default), so its moments read in resort time.
 */
export const PortalLayout = () => {
  const { layout } = useThemeSettings().settings;
  const wide = useWide();
  const zone = useResortZone();
  return (
    <CustomizerOpenProvider>
      {layout === 'horizontal' && wide ? <HorizontalLayout key={zone} /> : <VerticalLayout key={zone} wide={wide} />}
      <ScrollToTop />
      <CustomizerOnceOpened />
    </CustomizerOpenProvider>
  );
};
