import { THEME_SETTINGS_KEY } from '../../shared/session';

export const MENU_COLOURS = ['primary', 'success', 'danger', 'info', 'warning', 'dark'] as const;
export const NAVBAR_COLOURS = ['default', ...MENU_COLOURS] as const;
export const LAYOUTS = ['vertical', 'horizontal'] as const;
export const MODES = ['light', 'dark', 'semi-dark'] as const;
export const NAVBAR_TYPES = ['hidden', 'static', 'sticky', 'floating'] as const;
export const FOOTER_TYPES = ['hidden', 'static', 'sticky'] as const;

type Choice<C extends readonly string[]> = C[number];

/**
 * The theme customizer's settings (spec section 2). Checked by hand rather than with a schema library:
 * every portal screen reads them before its first paint, and a library would weigh on that first load.
 */
export interface ThemeSettings {
  menuColour: Choice<typeof MENU_COLOURS>;
  layout: Choice<typeof LAYOUTS>;
  mode: Choice<typeof MODES>;
  collapsed: boolean;
  navbarColour: Choice<typeof NAVBAR_COLOURS>;
  navbarType: Choice<typeof NAVBAR_TYPES>;
  footerType: Choice<typeof FOOTER_TYPES>;
  rtl: boolean;
  hideScrollToTop: boolean;
}
export type ModeChoice = ThemeSettings['mode'];

/** Defaults: horizontal, light, sticky navbar, static footer, left to right. */
export const DEFAULT_THEME_SETTINGS: ThemeSettings = {
  menuColour: 'primary',
  layout: 'horizontal',
  mode: 'light',
  collapsed: false,
  navbarColour: 'default',
  navbarType: 'sticky',
  footerType: 'static',
  rtl: false,
  hideScrollToTop: false,
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored settings, each missing one taking its default; null when one is wrong or unknown, or semi-dark is in the horizontal layout. */
const checked = (stored: Record<string, unknown>): ThemeSettings | null => {
  if (Object.keys(stored).some((key) => !(key in DEFAULT_THEME_SETTINGS))) return null;
  const choice = <C extends readonly string[]>(key: keyof ThemeSettings, choices: C, fallback: C[number]): C[number] | null => {
    const value = stored[key];
    if (value === undefined) return fallback;
    return choices.find((c) => c === value) ?? null;
  };
  const flag = (key: keyof ThemeSettings, fallback: boolean): boolean | null => {
    const value = stored[key];
    return value === undefined ? fallback : typeof value === 'boolean' ? value : null;
  };
  const d = DEFAULT_THEME_SETTINGS;
  const settings = {
    menuColour: choice('menuColour', MENU_COLOURS, d.menuColour),
    layout: choice('layout', LAYOUTS, d.layout),
    mode: choice('mode', MODES, d.mode),
    collapsed: flag('collapsed', d.collapsed),
    navbarColour: choice('navbarColour', NAVBAR_COLOURS, d.navbarColour),
    navbarType: choice('navbarType', NAVBAR_TYPES, d.navbarType),
    footerType: choice('footerType', FOOTER_TYPES, d.footerType),
    rtl: flag('rtl', d.rtl),
    hideScrollToTop: flag('hideScrollToTop', d.hideScrollToTop),
  };
  const { menuColour, layout, mode, collapsed, navbarColour, navbarType, footerType, rtl, hideScrollToTop } = settings;
  if (menuColour === null || layout === null || mode === null || collapsed === null || navbarColour === null) return null;
  if (navbarType === null || footerType === null || rtl === null || hideScrollToTop === null) return null;
  // Semi-dark is not offered in the horizontal layout.
  if (layout === 'horizontal' && mode === 'semi-dark') return null;
  return { menuColour, layout, mode, collapsed, navbarColour, navbarType, footerType, rtl, hideScrollToTop };
};

/** Parses stored settings; anything corrupt (not JSON, a wrong value, an unknown key) gives the defaults. */
export const parseThemeSettings = (raw: string | null): ThemeSettings => {
  if (!raw) return DEFAULT_THEME_SETTINGS;
  try {
    const stored: unknown = JSON.parse(raw);
    return (isObject(stored) ? checked(stored) : null) ?? DEFAULT_THEME_SETTINGS;
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
