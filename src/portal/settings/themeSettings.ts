import * as yup from 'yup';
import { THEME_SETTINGS_KEY } from '../../shared/session';

export const MENU_COLOURS = ['primary', 'success', 'danger', 'info', 'warning', 'dark'] as const;
export const NAVBAR_COLOURS = ['default', ...MENU_COLOURS] as const;
export const LAYOUTS = ['vertical', 'horizontal'] as const;
export const MODES = ['light', 'dark', 'semi-dark'] as const;
export const NAVBAR_TYPES = ['hidden', 'static', 'sticky', 'floating'] as const;
export const FOOTER_TYPES = ['hidden', 'static', 'sticky'] as const;

const choice = <T extends string>(choices: readonly T[], fallback: T) => yup.mixed<T>().oneOf(choices).defined().default(fallback);

/**
 * The theme customizer's settings (spec section 2). Defaults: horizontal, light, sticky navbar, static
 * footer, left to right. A stored object missing a newer setting takes its default.
 */
export const themeSettingsSchema = yup
  .object({
    menuColour: choice(MENU_COLOURS, 'primary'),
    layout: choice(LAYOUTS, 'horizontal'),
    mode: choice(MODES, 'light'),
    collapsed: yup.boolean().defined().default(false),
    navbarColour: choice(NAVBAR_COLOURS, 'default'),
    navbarType: choice(NAVBAR_TYPES, 'sticky'),
    footerType: choice(FOOTER_TYPES, 'static'),
    rtl: yup.boolean().defined().default(false),
    hideScrollToTop: yup.boolean().defined().default(false),
  })
  .noUnknown()
  .test('semi-dark-vertical', 'semi-dark is not offered in the horizontal layout', (v) => !(v.layout === 'horizontal' && v.mode === 'semi-dark'));

export type ThemeSettings = yup.InferType<typeof themeSettingsSchema>;
export type ModeChoice = ThemeSettings['mode'];

export const DEFAULT_THEME_SETTINGS: ThemeSettings = themeSettingsSchema.getDefault();

/** Parses stored settings; anything corrupt (not JSON, a wrong value, an unknown key) gives the defaults. */
export const parseThemeSettings = (raw: string | null): ThemeSettings => {
  if (!raw) return DEFAULT_THEME_SETTINGS;
  try {
    return themeSettingsSchema.validateSync(JSON.parse(raw), { stripUnknown: false });
  } catch {
    return DEFAULT_THEME_SETTINGS;
  }
};

export const loadThemeSettings = () => parseThemeSettings(localStorage.getItem(THEME_SETTINGS_KEY));
export const saveThemeSettings = (settings: ThemeSettings) => localStorage.setItem(THEME_SETTINGS_KEY, JSON.stringify(settings));

/** Applies one change; leaving for the horizontal layout gives up semi-dark (it is not offered there). */
export const changeSetting = <K extends keyof ThemeSettings>(settings: ThemeSettings, key: K, value: ThemeSettings[K]): ThemeSettings => {
  const next = { ...settings, [key]: value };
  if (next.layout === 'horizontal' && next.mode === 'semi-dark') next.mode = 'light';
  return next;
};
