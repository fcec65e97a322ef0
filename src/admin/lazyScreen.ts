import { lazy, type ComponentType } from 'react';
import { loadAllMessages } from '../shared/i18nProvider';

/**
 * A back-office screen whose code downloads the first time it is shown, so the first screen (the
 * dashboard) loads only what it shows; with it the rest of the language's messages, which the first
 * screen does not ship (src/shared/i18nProvider.ts). react-admin's layout wraps every page in a Suspense
 * boundary, which shows its loader meanwhile.
 */
export const lazyScreen = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => {
    const [screen] = await Promise.all([load(), loadAllMessages()]);
    return { default: screen };
  });
