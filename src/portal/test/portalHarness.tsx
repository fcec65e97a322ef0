import { render } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { seededDemo } from '../../../server/test/seededDemo';
import { createMockApi, type MockApi } from '../../../mocks/handlers';
import { DEMO_PASSWORD } from '../../../server/db/seed/demoPeople';
import { AppRoutes } from '../../App';
import { authProvider } from '../../shared/authProvider';
import { forgetPublicData } from '../../guest/publicData';

/**
 * The real API (createApp on in-memory PGlite, the demo resort) behind MSW for one test file, as the back
 * office's tests run it; `call` reaches it directly, as another client would (staff setting things up).
 */
export const usePortalApi = () => {
  const server = setupServer();
  let api: MockApi | undefined;
  beforeAll(async () => {
    api = await createMockApi(await seededDemo());
    server.use(...api.handlers);
    server.listen({ onUnhandledRequest: 'error' });
  });
  // Local storage entirely: the session and the browser's preferences (theme settings, currency, language).
  afterEach(() => localStorage.clear());
  // A test's own handlers (`override`) last until its end; then every request reaches the API again.
  afterEach(() => {
    if (api) server.resetHandlers(...api.handlers);
  });
  afterAll(async () => {
    server.close();
    await api?.close();
  });
  const call = async <T = Record<string, unknown>,>(method: string, path: string, options: { token?: string; body?: unknown } = {}) => {
    if (!api) throw new Error('the API is not running');
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const res = await api.app.request(path, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    return { status: res.status, json: (await res.json()) as T };
  };
  const tokenOf = async (email: string, password = DEMO_PASSWORD) => (await call<{ accessToken: string }>('POST', '/api/auth/login', { body: { email, password } })).json.accessToken;
  /** Answers some requests differently for the rest of the test (a call that fails), ahead of the API. */
  const override = (...handlers: HttpHandler[]) => server.use(...handlers);
  return { call, tokenOf, override };
};

/** Signs in through the app's own authProvider, as the sign-in page does. */
export const signIn = (email: string, password = DEMO_PASSWORD) => authProvider.login({ email, password });

const inRange = (query: string, width: number) =>
  query.split(/\s+and\s+/).every((part) => {
    const bound = /\((min|max)-width:\s*([\d.]+)px\)/.exec(part);
    if (!bound) return false;
    return bound[1] === 'min' ? width >= Number(bound[2]) : width <= Number(bound[2]);
  });

/** jsdom has no layout: media queries answer for a window `width` px wide. */
export const setWindowWidth = (width: number) => {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: inRange(query, width),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
};

/** Records each location in the commit that shows it (a layout effect): a screen found on the page has its path recorded already. */
const PathSpy = ({ paths }: { paths: string[] }) => {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    paths.push(`${pathname}${search}`);
  }, [pathname, search, paths]);
  return null;
};

/** Renders the app's routes at `path` in a window `width` px wide; `paths` records every location visited. */
export const renderPortal = (path: string, { width = 1400 }: { width?: number } = {}) => {
  setWindowWidth(width);
  // Each render is a new visit: the guest site's public reads start from the server again.
  forgetPublicData();
  const paths: string[] = [];
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <PathSpy paths={paths} />
    </MemoryRouter>,
  );
  return { ...view, paths, currentPath: () => paths[paths.length - 1] };
};
