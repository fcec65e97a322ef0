import LockReset from '@mui/icons-material/LockReset';
import PowerSettingsNew from '@mui/icons-material/PowerSettingsNew';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import { AppBar, LoadingIndicator, LocalesMenuButton, ToggleThemeButton, UserMenu, useBasename, useGetIdentity, useLogout, useTranslate, useUserMenu } from 'react-admin';

/** The user menu's link to the change-password page. */
const ChangePasswordItem = forwardRef<HTMLAnchorElement>((_, ref) => {
  const translate = useTranslate();
  const basename = useBasename();
  const menu = useUserMenu();
  return (
    <MenuItem ref={ref} component={Link} to={`${basename}/change-password`} onClick={() => menu?.onClose()}>
      <ListItemIcon>
        <LockReset fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.auth.change_password')}</ListItemText>
    </MenuItem>
  );
});
ChangePasswordItem.displayName = 'ChangePasswordItem';

/** "Log Out" (spec section 2): revokes the session, clears local storage, back to the sign-in page. */
const LogoutItem = forwardRef<HTMLLIElement>((_, ref) => {
  const translate = useTranslate();
  const logout = useLogout();
  const menu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      onClick={() => {
        menu?.onClose();
        void logout();
      }}
    >
      <ListItemIcon>
        <PowerSettingsNew fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.auth.sign_out')}</ListItemText>
    </MenuItem>
  );
});
LogoutItem.displayName = 'LogoutItem';

/** Language selector (English, Bahasa Melayu, 中文), light or dark, and the user menu; in the brand's colour, as the portals. */
export const AdminAppBar = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // The menu's button shows the person's name: its accessible name starts with that name (WCAG 2.5.3, label in name).
  const userMenuLabel = identity?.fullName ? translate('app.auth.user_menu', { name: identity.fullName }) : 'ra.auth.user_menu';
  return (
    <AppBar
      color="primary"
      // On a phone the page's title needs the room: the language button keeps only its icon (its name stays for screen readers).
      sx={{ '& button[aria-controls="simple-menu"]': { minWidth: 0, fontSize: { xs: 0, sm: 'inherit' }, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } } }}
      toolbar={
        <>
          <LocalesMenuButton />
          <ToggleThemeButton />
          <LoadingIndicator />
        </>
      }
      userMenu={
        <UserMenu label={userMenuLabel}>
          <ChangePasswordItem />
          <LogoutItem />
        </UserMenu>
      }
    />
  );
};
