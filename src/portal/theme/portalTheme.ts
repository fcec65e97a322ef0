import createCache from '@emotion/cache';
import { createTheme, type PaletteMode, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { grey } from '@mui/material/colors';
import rtlPlugin from 'stylis-plugin-rtl';
import type { ThemeSettings } from '../settings/themeSettings';

export type ColourName = ThemeSettings['navbarColour'];

const base = (mode: PaletteMode, direction: 'ltr' | 'rtl') =>
  createTheme({
    direction,
    // Text on a coloured fill, and secondary-coloured text on the light page, keep WCAG AA's 4.5:1 (MUI's default threshold is 3).
    palette: { mode, contrastThreshold: 4.5, primary: { main: mode === 'dark' ? '#4fb3c4' : '#0b6e83' }, secondary: { main: mode === 'dark' ? '#1d9aa8' : '#157f8a' } },
    shape: { borderRadius: 8 },
  });

/**
 * The sea-coloured fill of the cards that carry white text (the dashboard's welcome, the wallet balance):
 * every stop keeps white text, even at 85 % opacity, above WCAG AA's 4.5:1.
 */
export const BRAND_CARD_BACKGROUND = 'linear-gradient(120deg, #0a5f71 0%, #0b6e83 55%, #11707c 100%)';

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
