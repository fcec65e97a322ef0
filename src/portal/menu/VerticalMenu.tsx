import Badge from '@mui/material/Badge';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { NavLink } from 'react-router-dom';
import { useT } from '../PortalLocale';
import { useThemeSettings } from '../settings/ThemeSettingsContext';
import { colourOf } from '../theme/portalTheme';
import type { MenuEntry } from './menuEntries';
import { useBadge, useMenuEntries } from './menuHooks';

interface ItemProps {
  entry: MenuEntry;
  collapsed: boolean;
  onNavigate?: () => void;
}

const VerticalItem = ({ entry, collapsed, onNavigate }: ItemProps) => {
  const t = useT();
  const theme = useTheme();
  const { bg, fg } = colourOf(theme, useThemeSettings().settings.menuColour);
  const count = useBadge(entry);
  const label = t(entry.label);
  const Icon = entry.icon;
  const badgeLabel = count ? t('app.portalBookings.badge', { smart_count: count }) : undefined;
  const item = (
    <ListItemButton
      component={NavLink}
      to={entry.route}
      end
      onClick={onNavigate}
      // The name carries the badge: its count is visible text, and a title alone is not read out.
      aria-label={badgeLabel ? `${label} ${badgeLabel}` : label}
      sx={{ mx: 1, my: 0.25, borderRadius: 1.5, justifyContent: collapsed ? 'center' : 'flex-start', '&.active': { bgcolor: bg, color: fg, boxShadow: 2, '& .MuiListItemIcon-root': { color: fg } }, '&.active:hover': { bgcolor: bg } }}
    >
      <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40 }}>
        {collapsed && count ? (
          <Badge color="warning" badgeContent={count} title={badgeLabel}>
            <Icon />
          </Badge>
        ) : (
          <Icon />
        )}
      </ListItemIcon>
      {!collapsed && <ListItemText primary={label} />}
      {/* The space keeps "Dashboard 1" two words in the text (the flex box does not draw it). */}
      {!collapsed && count ? ' ' : null}
      {!collapsed && count ? <Chip size="small" color="warning" label={count} title={badgeLabel} /> : null}
    </ListItemButton>
  );
  return collapsed ? (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  ) : (
    item
  );
};

/** The sidebar's entries, the Settings group last; only icons (with tooltips) when collapsed. */
export const VerticalMenu = ({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) => {
  const t = useT();
  const entries = useMenuEntries('vertical');
  const settings = entries.filter((e) => e.group === 'settings');
  return (
    <List component="nav" aria-label={t('app.portal.menu.label')}>
      {entries
        .filter((e) => e.group === 'main')
        .map((entry) => (
          <VerticalItem key={entry.id} entry={entry} collapsed={collapsed} onNavigate={onNavigate} />
        ))}
      {settings.length > 0 && (
        <ListSubheader disableSticky sx={{ bgcolor: 'transparent', textTransform: 'uppercase', fontSize: 12 }}>
          {collapsed ? '—' : t('app.portal.menu.settings')}
        </ListSubheader>
      )}
      {settings.map((entry) => (
        <VerticalItem key={entry.id} entry={entry} collapsed={collapsed} onNavigate={onNavigate} />
      ))}
    </List>
  );
};
