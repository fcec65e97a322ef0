import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HttpError } from 'ra-core';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { takeEarlyReads } from './earlyReads';
import { CurrencyProvider } from './money/Money';
import { PortalLocaleProvider } from './PortalLocale';
import { PortalSessionProvider } from './session/PortalSession';
import { ThemeSettingsProvider, useThemeSettings } from './settings/ThemeSettingsContext';
import { directionCaches, portalThemes } from './theme/portalTheme';

/** The portal's data cache, holding at once what the first screen's early reads brought (earlyReads.ts). */
const newQueryClient = () => {
  const client = new QueryClient({
    defaultOptions: {
      // An answer of the API (401, 403, 404…) is final; only a lost connection is worth another try.
      queries: { retry: (failures, error) => !(error instanceof HttpError) && failures < 2, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
  takeEarlyReads(client);
  return client;
};

/** The page theme of the customizer's settings; the direction (RTL) applies to the whole document and flips MUI's styles. */
const PortalTheme = ({ children }: { children: ReactNode }) => {
  const { settings } = useThemeSettings();
  const { page } = useMemo(() => portalThemes(settings), [settings]);
  useEffect(() => {
    document.documentElement.dir = page.direction;
    return () => {
      document.documentElement.dir = 'ltr';
    };
  }, [page.direction]);
  return (
    <CacheProvider value={directionCaches[page.direction]}>
      <ThemeProvider theme={page}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
};

/** Everything a portal screen relies on: data cache, language, session, theme settings and currency. */
export const PortalProviders = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(newQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <PortalLocaleProvider>
        <PortalSessionProvider>
          <ThemeSettingsProvider>
            <PortalTheme>
              <CurrencyProvider>{children}</CurrencyProvider>
            </PortalTheme>
          </ThemeSettingsProvider>
        </PortalSessionProvider>
      </PortalLocaleProvider>
    </QueryClientProvider>
  );
};
