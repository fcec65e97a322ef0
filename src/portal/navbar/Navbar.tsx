import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { CustomizerButton } from '../customizer/CustomizerOpen';
import { Brand } from '../layout/Brand';
import type { MenuLayout } from '../menu/menuRules';
import { useT } from '../PortalLocale';
import { useThemeSettings } from '../settings/ThemeSettingsContext';
import { colourOf } from '../theme/portalTheme';
import { CurrencySelect } from './CurrencySelect';
import { LanguageSelect } from './LanguageSelect';
import { NavBookmarks } from './NavBookmarks';
import { UserMenu } from './UserMenu';
import { WalletBalance } from './WalletBalance';

interface NavbarProps {
  layout: MenuLayout;
  /** Opens the sidebar drawer (narrow vertical layout). */
  onOpenMenu?: () => void;
  showBrand?: boolean;
  /** Drawn under the toolbar, in the same bar (the horizontal menu). */
  children?: ReactNode;
}

/**
 * The navbar: starred pages, language, currency, wallet balance and the user dropdown, in the customizer's
 * colour and type (hidden, static, sticky or floating), and the theme customizer's button (on phones, in the
 * user menu). Hidden keeps a thin bar with the menu button a narrow screen needs and the customizer's button
 * (else nothing could bring the navbar back).
 */
export const Navbar = ({ layout, onOpenMenu, showBrand = false, children }: NavbarProps) => {
  const t = useT();
  const theme = useTheme();
  const { navbarType, navbarColour } = useThemeSettings().settings;
  const { bg, fg } = colourOf(theme, navbarColour);
  const hidden = navbarType === 'hidden';
  // A phone's bar has no room for it: there the customizer opens from the user menu.
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const floating = navbarType === 'floating';
  const menuButton = onOpenMenu && (
    <IconButton color="inherit" edge="start" aria-label={t('app.portal.menu.open')} onClick={onOpenMenu}>
      <MenuIcon />
    </IconButton>
  );
  return (
    <AppBar
      position={navbarType === 'static' || hidden ? 'static' : 'sticky'}
      elevation={floating ? 4 : 1}
      sx={{ bgcolor: bg, color: fg, ...(floating ? { top: 12, mx: { xs: 1, md: 3 }, mt: 1.5, width: 'auto', borderRadius: 2 } : {}) }}
    >
      {hidden ? (
        <Toolbar variant="dense">
          {menuButton}
          <Box sx={{ flex: 1 }} />
          <CustomizerButton />
        </Toolbar>
      ) : (
        <Toolbar sx={{ gap: { xs: 0.5, md: 1 } }}>
          {menuButton}
          {showBrand && <Brand />}
          <NavBookmarks layout={layout} />
          <Box sx={{ flex: 1 }} />
          <LanguageSelect />
          <CurrencySelect />
          <WalletBalance />
          {!phone && <CustomizerButton />}
          <UserMenu />
        </Toolbar>
      )}
      {children}
    </AppBar>
  );
};
