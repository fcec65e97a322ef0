import { createElement, lazy, useState, type ComponentType } from 'react';

/** A lazily loaded component that can be fetched before it renders; see {@link preloadable}. */
export type Preloadable<P extends object> = ComponentType<P> & {
  /** Starts loading the module (once); resolves when it is in. */
  preload: () => Promise<unknown>;
};

/**
 * Like `React.lazy`, but once the module is in (`preload()` resolved), an instance renders it at once
 * instead of suspending: React shows a revealed Suspense boundary no sooner than 300 ms after its
 * fallback, so each lazy step on a first screen otherwise costs that much, even with the code loaded.
 */
export const preloadable = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> => {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  const Component = (props: P) => {
    // Chosen once per instance: switching an instance from the lazy wrapper to the component would remount it.
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Chosen, props);
  };
  return Object.assign(Component, { preload });
};

/**
 * Settles when `work` does or after `ms`, whichever comes first: a first render waits this long for its
 * data (beside its preloaded code), and a slower answer comes in behind the page's own spinner. Never rejects.
 */
export const atMost = (work: Promise<unknown>, ms: number): Promise<unknown> =>
  Promise.race([work.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, ms))]);
