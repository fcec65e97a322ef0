import { lazy, type ComponentType } from 'react';

/**
 * A back-office screen whose code downloads the first time it is shown, so the first screen (the
 * dashboard) loads only what it shows. react-admin's layout wraps every page in a Suspense boundary,
 * which shows its loader meanwhile.
 */
export const lazyScreen = <P extends object>(load: () => Promise<ComponentType<P>>) => lazy(async () => ({ default: await load() }));
