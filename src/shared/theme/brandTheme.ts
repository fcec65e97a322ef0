import { type PaletteMode, type ThemeOptions } from '@mui/material/styles';

/** The resort's sea colours, light and dark: one palette for the portals and the back office. */
export const brandPalette = (mode: PaletteMode) => ({
  mode,
  // Text on a coloured fill, and secondary-coloured text on the light page, keep WCAG AA's 4.5:1 (MUI's default threshold is 3).
  contrastThreshold: 4.5,
  primary: { main: mode === 'dark' ? '#4fb3c4' : '#0b6e83' },
  secondary: { main: mode === 'dark' ? '#1d9aa8' : '#157f8a' },
});

/** The brand's type: MUI's own stack (no web font to fetch), with a Chinese face for the `cn` pages. */
export const BRAND_FONT = '"Roboto", "Helvetica", "Arial", "Noto Sans SC", "PingFang SC", "Microsoft YaHei", sans-serif';

/** Palette, type and shapes every audience shares (the portal's customizer and react-admin add their own parts). */
export const brandThemeOptions = (mode: PaletteMode): ThemeOptions => ({
  palette: brandPalette(mode),
  typography: { fontFamily: BRAND_FONT },
  shape: { borderRadius: 8 },
});

/**
 * The sea-coloured fill of the cards that carry white text (the dashboard's welcome, the wallet balance):
 * every stop keeps white text, even at 85 % opacity, above WCAG AA's 4.5:1.
 */
export const BRAND_CARD_BACKGROUND = 'linear-gradient(120deg, #0a5f71 0%, #0b6e83 55%, #11707c 100%)';
