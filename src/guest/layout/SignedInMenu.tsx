import AccountCircle from '@mui/icons-material/AccountCircle';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../portal/localeContext';
import { useGuestSession } from '../session/GuestSession';

/** A signed-in guest's menu: My bookings, Profile, Sign out. Its own chunk: visitors who are not signed in never download it. */
const SignedInMenu = () => {
  const t = useT();
  const { user, signOut } = useGuestSession();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;
  const go = (to: string) => {
    setAnchor(null);
    navigate(to);
  };
  return (
    <>
      <IconButton color="inherit" aria-label={t('guest.nav.account', { name: user.firstName || user.email })} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
        <AccountCircle />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => go('/portal/bookings')}>{t('guest.nav.my_bookings')}</MenuItem>
        <MenuItem onClick={() => go('/portal/vouchers')}>{t('guest.nav.vouchers')}</MenuItem>
        <MenuItem onClick={() => go('/portal/my-vouchers')}>{t('guest.nav.my_vouchers')}</MenuItem>
        <MenuItem onClick={() => go('/portal/profile')}>{t('guest.nav.profile')}</MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void signOut().then(() => navigate('/portal'));
          }}
        >
          {t('guest.nav.sign_out')}
        </MenuItem>
      </Menu>
    </>
  );
};

export default SignedInMenu;
