import ExpandMore from '@mui/icons-material/ExpandMore';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import Settings from '@mui/icons-material/Settings';
import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import { useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useT } from '../PortalLocale';
import { useThemeSettings } from '../settings/ThemeSettingsContext';
import { colourOf } from '../theme/portalTheme';
import type { MenuEntry } from './menuEntries';
import { useBadge, useMenuEntries } from './menuHooks';
import { useFittingCount } from './useFittingCount';

/** The look of an active entry: the customizer's menu colour. */
const useActiveLook = () => {
  const theme = useTheme();
  const { bg, fg } = colourOf(theme, useThemeSettings().settings.menuColour);
  return { bgcolor: bg, color: fg, boxShadow: 2 };
};

const itemSx = { textTransform: 'none', px: 1.25, whiteSpace: 'nowrap', flexShrink: 0, '& .MuiButton-startIcon': { mr: 0.75 } } as const;

const HorizontalItem = ({ entry }: { entry: MenuEntry }) => {
  const t = useT();
  const active = useActiveLook();
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
      sx={{ ...itemSx, '&.active': active }}
    >
      {label}
      {/* The space keeps "Dashboard 1" two words in the text (the flex box does not draw it). */}
      {count ? ' ' : null}
      {count ? <Chip size="small" color="warning" label={count} title={badgeLabel} sx={{ ml: 1 }} /> : null}
    </Button>
  );
};

/** A button opening some entries as a dropdown; it looks active when the page shown is one of them. */
const DropdownItem = ({ label, icon: Icon, entries }: { label: string; icon: SvgIconComponent; entries: MenuEntry[] }) => {
  const t = useT();
  const look = useActiveLook();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const active = entries.some((e) => e.route === (pathname.replace(/\/+$/, '') || '/'));
  return (
    <>
      <Button color="inherit" startIcon={<Icon />} endIcon={<ExpandMore />} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)} sx={{ ...itemSx, ...(active ? look : {}) }}>
        {label}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} onClick={() => setAnchor(null)}>
        {entries.map(({ id, label: key, route, icon: EntryIcon }) => (
          <MenuItem key={id} component={NavLink} to={route}>
            <ListItemIcon>
              <EntryIcon fontSize="small" />
            </ListItemIcon>
            {t(key)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};

/**
 * The top menu bar of the horizontal layout, always one row: the main entries that fit (in their order),
 * then "More" with those that do not, then the Settings group; both open as dropdowns. Labels stay
 * visible (icons alone would leave an agent guessing); what does not fit at 1200–1400 px, or in Malay's
 * longer words, moves into More instead of wrapping onto a second row.
 */
export const HorizontalMenu = () => {
  const t = useT();
  const entries = useMenuEntries('horizontal');
  const main = entries.filter((e) => e.group === 'main');
  const settings = entries.filter((e) => e.group === 'settings');
  const row = useRef<HTMLElement>(null);
  const measure = useRef<HTMLElement>(null);
  const more = t('app.portal.menu.more');
  const settingsLabel = t('app.portal.menu.settings');
  const labels = [...main.map((entry) => t(entry.label)), more, settingsLabel].join('\n');
  const { shown, measuring } = useFittingCount(row, measure, main.length, settings.length > 0 ? 1 : 0, labels);
  return (
    <Box
      component="nav"
      ref={row}
      aria-label={t('app.portal.menu.label')}
      sx={{ position: 'relative', display: 'flex', flexWrap: 'nowrap', gap: 0.5, px: 2, py: 0.75, bgcolor: 'background.paper', color: 'text.primary', borderTop: 1, borderColor: 'divider' }}
    >
      {main.slice(0, shown).map((entry) => (
        <HorizontalItem key={entry.id} entry={entry} />
      ))}
      {shown < main.length && <DropdownItem label={more} icon={MoreHoriz} entries={main.slice(shown)} />}
      {settings.length > 0 && <DropdownItem label={settingsLabel} icon={Settings} entries={settings} />}
      {/* Once the row lacks room: every item once more, unseen and out of the flow, so their widths are known before choosing what fits. */}
      {measuring && (
        <Box aria-hidden inert sx={{ position: 'absolute', inset: 0, overflow: 'hidden', visibility: 'hidden', pointerEvents: 'none' }}>
          <Box ref={measure} sx={{ display: 'flex', gap: 0.5, width: 'max-content' }}>
            {main.map((entry) => (
              <HorizontalItem key={entry.id} entry={entry} />
            ))}
            <Button color="inherit" startIcon={<MoreHoriz />} endIcon={<ExpandMore />} tabIndex={-1} sx={itemSx}>
              {more}
            </Button>
            {settings.length > 0 && (
              <Button color="inherit" startIcon={<Settings />} endIcon={<ExpandMore />} tabIndex={-1} sx={itemSx}>
                {settingsLabel}
              </Button>
            )}
          </Box>
        </Box>
      )}
    </Box>
  );
};
