import ExpandMore from '@mui/icons-material/ExpandMore';
import Settings from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useT } from '../PortalLocale';
import { useThemeSettings } from '../settings/ThemeSettingsContext';
import { colourOf } from '../theme/portalTheme';
import type { MenuEntry } from './menuEntries';
import { useBadge, useMenuEntries } from './menuHooks';

const HorizontalItem = ({ entry }: { entry: MenuEntry }) => {
  const t = useT();
  const theme = useTheme();
  const { bg, fg } = colourOf(theme, useThemeSettings().settings.menuColour);
  const count = useBadge(entry);
  const Icon = entry.icon;
  const label = t(entry.label);
  const badgeLabel = count ? t('app.portalBookings.badge', { smart_count: count }) : undefined;
  return (
    <Button
      component={NavLink}
      to={entry.route}
      end
      color="inherit"
      startIcon={<Icon />}
      // The name carries the badge: its count is visible text, and a title alone is not read out.
      aria-label={badgeLabel ? `${label} ${badgeLabel}` : label}
      sx={{ textTransform: 'none', px: 1.5, whiteSpace: 'nowrap', '&.active': { bgcolor: bg, color: fg, boxShadow: 2 } }}
    >
      {label}
      {/* The space keeps "Dashboard 1" two words in the text (the flex box does not draw it). */}
      {count ? ' ' : null}
      {count ? <Chip size="small" color="warning" label={count} title={badgeLabel} sx={{ ml: 1 }} /> : null}
    </Button>
  );
};

/** The top menu bar of the horizontal layout; the Settings group opens as a dropdown. */
export const HorizontalMenu = () => {
  const t = useT();
  const entries = useMenuEntries('horizontal');
  const settings = entries.filter((e) => e.group === 'settings');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <Box component="nav" aria-label={t('app.portal.menu.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, px: 2, py: 0.75, bgcolor: 'background.paper', color: 'text.primary', borderTop: 1, borderColor: 'divider' }}>
      {entries
        .filter((e) => e.group === 'main')
        .map((entry) => (
          <HorizontalItem key={entry.id} entry={entry} />
        ))}
      {settings.length > 0 && (
        <>
          <Button color="inherit" startIcon={<Settings />} endIcon={<ExpandMore />} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)} sx={{ textTransform: 'none' }}>
            {t('app.portal.menu.settings')}
          </Button>
          <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} onClick={() => setAnchor(null)}>
            {settings.map(({ id, label, route, icon: Icon }) => (
              <MenuItem key={id} component={NavLink} to={route}>
                <ListItemIcon>
                  <Icon fontSize="small" />
                </ListItemIcon>
                {t(label)}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </Box>
  );
};
