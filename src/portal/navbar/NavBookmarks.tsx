import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { MenuLayout } from '../menu/menuRules';
import { useBookmarks, useMenuEntries } from '../menu/menuHooks';
import { useT } from '../PortalLocale';

/**
 * The starred pages in the navbar (links), and the star menu where the agent stars or un-stars any page
 * of its menu (at most 10).
 */
export const NavBookmarks = ({ layout }: { layout: MenuLayout }) => {
  const t = useT();
  const entries = useMenuEntries(layout);
  const { isStarred, toggle, error, clearError } = useBookmarks();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const starred = entries.filter((entry) => isStarred(entry.route));
  return (
    <Box component="nav" aria-label={t('app.portal.bookmarks.label')} sx={{ display: 'flex', alignItems: 'center' }}>
      {starred.map(({ id, label, route, icon: Icon }) => (
        <Tooltip key={id} title={t(label)}>
          <IconButton color="inherit" component={RouterLink} to={route} aria-label={t(label)}>
            <Icon />
          </IconButton>
        </Tooltip>
      ))}
      <Tooltip title={t('app.portal.bookmarks.label')}>
        <IconButton color="inherit" aria-label={t('app.portal.bookmarks.label')} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
          <StarBorder />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {entries.map(({ id, label, route }) => {
          const on = isStarred(route);
          return (
            <MenuItem key={id} aria-label={t(on ? 'app.portal.bookmarks.unstar' : 'app.portal.bookmarks.star', { page: t(label) })} onClick={() => void toggle(route)}>
              <ListItemIcon>{on ? <Star color="warning" /> : <StarBorder />}</ListItemIcon>
              <ListItemText>{t(label)}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
      <Snackbar open={Boolean(error)} autoHideDuration={6000} onClose={clearError} message={error} />
    </Box>
  );
};
