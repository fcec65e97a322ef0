import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router-dom';
import { memoryStore } from 'react-admin';
import { seededDemo } from '../../server/test/seededDemo';
import { createMockApi, type MockApi } from '../../mocks/handlers';
import { DEMO_PASSWORD } from '../../server/db/seed/demoPeople';
import { AppRoutes } from '../App';
import { authProvider } from '../shared/authProvider';
import { clearSession } from '../shared/session';

/**
 * The real API (createApp on in-memory PGlite) behind MSW for one test file: created once in
 * beforeAll, closed in afterAll. Unknown requests fail the test instead of reaching the network.
 */
export const useMockApi = () => {
  const server = setupServer();
  let api: MockApi | undefined;
  beforeAll(async () => {
    api = await createMockApi(await seededDemo());
    server.use(...api.handlers);
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => clearSession());
  afterAll(async () => {
    server.close();
    await api?.close();
  });
};

/** Signs in through the app's own authProvider, as the login page would. */
export const signIn = (email: string) => authProvider.login({ email, password: DEMO_PASSWORD });

/** Renders the app's routes at `path` (e.g. `/admin/rooms`) with a fresh react-admin store. */
export const renderAdmin = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes adminStore={memoryStore()} />
    </MemoryRouter>,
  );
