import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Description from '@mui/icons-material/Description';
import Groups from '@mui/icons-material/Groups';
import MailOutline from '@mui/icons-material/MailOutline';
import Logout from '@mui/icons-material/Logout';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import Person from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCustomizerOpen } from '../customizer/CustomizerOpen';
import { mayManageMembers, MEMBERS_PATH } from '../members/membersRule';
import { useT } from '../PortalLocale';
import { usePortalSession } from '../session/PortalSession';

/** Spec section 2's user dropdown: Profile, Credits, Documents, Log Out. */
const LINKS = [
  { label: 'app.portal.user.profile', to: '/agent/profile', Icon: Person },
  { label: 'app.portal.user.credits', to: '/credits', Icon: AccountBalanceWallet },
  { label: 'app.portal.user.documents', to: '/documents', Icon: Description },
] as const;

export const UserMenu = () => {
  const t = useT();
  const { user, signOut } = usePortalSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const customizer = useCustomizerOpen();
  // On a phone the navbar has no room for the customizer's button: it is offered here instead.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim();
  const initials = `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`;
  return (
    <>
      {/* The name starts with the initials shown, so "click KL" works for voice control (WCAG 2.5.3). */}
      <IconButton aria-label={t('app.portal.user.menu', { name, initials })} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
        {/* The picture when there is one (the button's label names the agent, so the image itself is decorative). */}
        <Avatar src={user.profilePic ?? undefined} alt="" sx={{ width: 34, height: 34, bgcolor: 'secondary.main', fontSize: 15 }}>
          {initials}
        </Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} onClick={() => setAnchor(null)}>
        <Typography sx={{ px: 2, pt: 1, fontWeight: 600 }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
          {user.email}
        </Typography>
        <Divider />
        {LINKS.map(({ label, to, Icon }) => (
          <MenuItem key={to} component={RouterLink} to={to}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {t(label)}
          </MenuItem>
        ))}
        {user.kind === 'agent' && (
          <MenuItem component={RouterLink} to="/agent/email-templates">
            <ListItemIcon>
              <MailOutline fontSize="small" />
            </ListItemIcon>
            {t('app.portalDocuments.emailTemplates.menu')}
          </MenuItem>
        )}
        {mayManageMembers(user) && (
          <MenuItem component={RouterLink} to={MEMBERS_PATH}>
            <ListItemIcon>
              <Groups fontSize="small" />
            </ListItemIcon>
            {t('app.portalMembers.menu')}
          </MenuItem>
        )}
        {phone && (
          <MenuItem onClick={() => customizer.setOpen(true)}>
            <ListItemIcon>
              <PaletteOutlined fontSize="small" />
            </ListItemIcon>
            {t('app.portal.navbar.customizer')}
          </MenuItem>
        )}
        <Divider />
        <MenuItem onClick={() => void signOut()}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t('app.portal.user.logout')}
        </MenuItem>
      </Menu>
    </>
  );
};
