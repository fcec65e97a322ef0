import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { newSiteQueryClient } from './accountData';
import { brandThemeOptions } from '../shared/theme/brandTheme';
import { GuestCurrencyProvider } from './GuestCurrency';
import { GuestLocaleProvider } from './GuestLocale';
import { GuestSessionProvider } from './session/GuestSession';

/** The guest site's theme: the resort's palette and type (light), without the agent portal's customizer. */
const guestTheme = createTheme(brandThemeOptions('light'));

/**
  * Everything a guest page relies on: language (the portal's `LocaleContext`, so the agents'
 * booking steps read it), theme, the guest's session and the display currency. Needs a router around it.
 */
export const GuestProviders = ({ children }: { children: ReactNode }) => {
  // A new visit starts with an empty data cache, as a page load does (and each test's render). The public
  // reads are kept: the front page's were started before this rendered (landingStart), and a page load
  // starts them empty anyway; tests forget them between renders (renderPortal).
  useState(() => {
    newSiteQueryClient();
  });
  return (
    <ThemeProvider theme={guestTheme}>
        <CssBaseline />
        <GuestLocaleProvider>
          <GuestSessionProvider>
            <GuestCurrencyProvider>{children}</GuestCurrencyProvider>
          </GuestSessionProvider>
        </GuestLocaleProvider>
    </ThemeProvider>
  );
};
