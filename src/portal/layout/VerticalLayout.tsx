import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import { VerticalMenu } from '../menu/VerticalMenu';
import { Navbar } from '../navbar/Navbar';
import { useThemeSettings } from '../settings/ThemeSettingsContext';
import { portalThemes } from '../theme/portalTheme';
import { Brand } from './Brand';
import { PageBody } from './PageBody';

const WIDTH = 260;
const COLLAPSED_WIDTH = 76;

/**
 * The sidebar layout. From 1200 px the sidebar is always there (collapsed to icons if the customizer says
 * so); below, it is a temporary drawer opened from the navbar. In semi-dark mode the sidebar is dark.
 */
export const VerticalLayout = ({ wide }: { wide: boolean }) => {
  const { settings } = useThemeSettings();
  const { menu } = useMemo(() => portalThemes(settings), [settings]);
  const [open, setOpen] = useState(false);
  const collapsed = wide && settings.collapsed;
  const width = collapsed ? COLLAPSED_WIDTH : WIDTH;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <ThemeProvider theme={menu}>
        <Drawer
          variant={wide ? 'permanent' : 'temporary'}
          open={wide || open}
          onClose={() => setOpen(false)}
          sx={{ width: wide ? width : undefined, flexShrink: 0, '& .MuiDrawer-paper': { width, boxSizing: 'border-box', overflowX: 'hidden' } }}
        >
          <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-start', px: collapsed ? 0 : 2.5, py: 2, color: 'text.primary' }}>
            <Brand compact={collapsed} />
          </Box>
          <VerticalMenu collapsed={collapsed} onNavigate={() => setOpen(false)} />
        </Drawer>
      </ThemeProvider>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Navbar layout="vertical" onOpenMenu={wide ? undefined : () => setOpen(true)} />
        <PageBody />
      </Box>
    </Box>
  );
};
