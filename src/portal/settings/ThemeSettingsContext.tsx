import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { changeSetting, DEFAULT_THEME_SETTINGS, loadThemeSettings, saveThemeSettings, type ThemeSettings } from './themeSettings';

interface ThemeSettingsState {
  settings: ThemeSettings;
  change: <K extends keyof ThemeSettings>(key: K, value: ThemeSettings[K]) => void;
  reset: () => void;
}

const SettingsContext = createContext<ThemeSettingsState | null>(null);

/** The customizer's settings, read once from local storage and written back on every change (per browser). */
export const ThemeSettingsProvider = ({ children }: { children: ReactNode }) => {
  const [settings, setSettings] = useState<ThemeSettings>(loadThemeSettings);
  const store = useCallback((next: ThemeSettings) => {
    saveThemeSettings(next);
    setSettings(next);
  }, []);
  const change = useCallback(
    <K extends keyof ThemeSettings>(key: K, value: ThemeSettings[K]) => store(changeSetting(settings, key, value)),
    [settings, store],
  );
  const reset = useCallback(() => store(DEFAULT_THEME_SETTINGS), [store]);
  const value = useMemo(() => ({ settings, change, reset }), [settings, change, reset]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
};

export const useThemeSettings = () => {
  const state = useContext(SettingsContext);
  if (!state) throw new Error('useThemeSettings outside ThemeSettingsProvider');
  return state;
};
