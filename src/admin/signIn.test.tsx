import { screen } from '@testing-library/react';
import { authProvider } from '../shared/authProvider';
import { renderAdmin, useMockApi } from '../test/adminHarness';

useMockApi();

test('a visitor who is not signed in is sent to the sign-in form, which settles at once', async () => {
  const checkAuth = vi.spyOn(authProvider, 'checkAuth');
  renderAdmin('/admin/rooms');
  expect(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByText('Demo sign-ins use the password Demo!2345')).toBeInTheDocument();
  // A redirect loop between the shell and the sign-in page once froze the browser for seconds.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(checkAuth.mock.calls.length).toBeLessThan(20);
  expect(screen.queryByRole('menuitem', { name: 'Rooms' })).not.toBeInTheDocument();
});
