import createCache from '@emotion/cache';
import { createTheme, type PaletteMode, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { grey } from '@mui/material/colors';
import rtlPlugin from 'stylis-plugin-rtl';
import { brandThemeOptions } from '../../shared/theme/brandTheme';
import type { ThemeSettings } from '../settings/themeSettings';

export type ColourName = ThemeSettings['navbarColour'];

/** The brand's palette, type and shapes (shared with the back office) in one direction. */
const base = (mode: PaletteMode, direction: 'ltr' | 'rtl') => createTheme({ direction, ...brandThemeOptions(mode) });

export { BRAND_CARD_BACKGROUND } from '../../shared/theme/brandTheme';

/**
 * The portal's themes from the customizer's settings: the page's (light or dark) and the vertical menu's
 * (dark in semi-dark mode, on a light page). Breakpoints are MUI's: `lg` is the spec's 1200 px.
 */
export const portalThemes = (settings: ThemeSettings) => {
  const direction = settings.rtl ? 'rtl' : 'ltr';
  const page = base(settings.mode === 'dark' ? 'dark' : 'light', direction);
  const menu = settings.mode === 'semi-dark' ? base('dark', direction) : page;
  return { page, menu };
};

/** A colour choice of the customizer as background and text colours in the given theme. */
export const colourOf = (theme: Theme, name: ColourName): { bg: string; fg: string } => {
  const p = theme.palette;
  switch (name) {
    case 'default':
      return { bg: p.background.paper, fg: p.text.primary };
    case 'dark':
      return { bg: grey[900], fg: '#fff' };
    case 'danger':
      return { bg: p.error.main, fg: p.error.contrastText };
    default:
      return { bg: p[name].main, fg: p[name].contrastText };
  }
};

/** Whether the window is at least 1200 px wide: the sidebar's breakpoint, and where horizontal falls back to vertical. */
export const useWide = () => useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });

/**
 * Emotion style caches of the two directions. MUI writes its styles left to right and relies on this
 * stylis plugin to flip them (paddings, drawers, icons' margins) for right to left, as its RTL guide says.
 */
export const directionCaches = {
  ltr: createCache({ key: 'portal' }),
  rtl: createCache({ key: 'portal-rtl', stylisPlugins: [rtlPlugin] }),
};
