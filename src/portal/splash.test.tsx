import { screen, waitFor } from '@testing-library/react';
import { renderPortal, signIn, usePortalApi } from './test/portalHarness';

usePortalApi();

// The first render of this file: nothing of the portal's code has loaded yet, as on a browser's first visit.
test('while the portal loads, a loading splash is shown; it gives way to the dashboard', async () => {
  await signIn('ta@agency.test');
  renderPortal('/');
  const splash = screen.getByRole('status');
  expect(splash).toHaveTextContent('Loading…');
  expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Welcome, Siti' }, { timeout: 15_000 })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
});
