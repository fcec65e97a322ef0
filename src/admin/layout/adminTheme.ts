import { alpha, type PaletteMode } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { brandPalette, brandThemeOptions } from '../../shared/theme/brandTheme';

/**
 * What the back office adds to the brand: the selected menu entry filled with the brand colour, so the
 * page one is on reads at a glance, light or dark.
 */
const backOffice = (mode: PaletteMode): RaThemeOptions => {
  const { primary } = brandPalette(mode);
  return {
    components: {
      RaMenuItemLink: {
        styleOverrides: {
          root: {
            borderRadius: 8,
            marginInline: 4,
            '&.RaMenuItemLink-active': {
              backgroundColor: alpha(primary.main, mode === 'dark' ? 0.24 : 0.12),
              color: primary.main,
              fontWeight: 600,
              '& .RaMenuItemLink-icon': { color: primary.main },
            },
          },
        },
      },
    },
  };
};

/** react-admin's themes (its form and list defaults) wearing the portals' palette, type and shapes. */
const adminTheme = (mode: PaletteMode, raDefault: RaThemeOptions): RaThemeOptions =>
  deepmerge(deepmerge(raDefault, brandThemeOptions(mode)), backOffice(mode));

export const adminLightTheme = adminTheme('light', defaultLightTheme);
export const adminDarkTheme = adminTheme('dark', defaultDarkTheme);
