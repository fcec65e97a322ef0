import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { DEFAULT_THEME_SETTINGS } from '../../portal/settings/themeSettings';
import { portalThemes } from '../../portal/theme/portalTheme';
import { adminDarkTheme, adminLightTheme } from './adminTheme';

/** The back office and the agent portal are one product: the same colours, type and corners, light and dark. */
test.each([
  ['light', adminLightTheme],
  ['dark', adminDarkTheme],
] as const)('the back office in %s wears the portal\'s palette, type and shapes', (mode, options) => {
  const admin = createTheme(options as ThemeOptions);
  const { page: portal } = portalThemes({ ...DEFAULT_THEME_SETTINGS, mode });
  expect(admin.palette.mode).toBe(mode);
  expect(admin.palette.primary.main).toBe(portal.palette.primary.main);
  expect(admin.palette.secondary.main).toBe(portal.palette.secondary.main);
  expect(admin.palette.primary.contrastText).toBe(portal.palette.primary.contrastText);
  expect(admin.typography.fontFamily).toBe(portal.typography.fontFamily);
  expect(admin.shape.borderRadius).toBe(portal.shape.borderRadius);
});
