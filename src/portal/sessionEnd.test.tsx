import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToken } from '../shared/session';
import { signIn, renderPortal, usePortalApi } from './test/portalHarness';

const { call, tokenOf } = usePortalApi();

test('when the resort rejects a signed-in agent, its next call clears local storage and goes to /', async () => {
  const admin = await tokenOf('admin@resort.test');
  const created = await call<{ id: string }>('POST', '/api/admin/travelagent', {
    token: admin,
    body: { firstName: 'Rizal', lastName: 'Hamid', email: 'rizal@freelance.test', phone: '+60 19-300 4400', password: 'Rizal!2345', agentType: 'F', status: 'A', agencyRole: 'admin' },
  });
  await signIn('rizal@freelance.test', 'Rizal!2345');
  const user = userEvent.setup();
  // A page other than the site root, so that the way to `/` shows in the locations visited.
  const view = renderPortal('/misc/not-authorized');
  expect(await screen.findByRole('heading', { name: 'Not authorized' }, { timeout: 15_000 })).toBeInTheDocument();
  localStorage.setItem('other-data', 'x');
  const before = view.paths.length;

  expect((await call('PUT', `/api/admin/travelagent/${created.json.id}`, { token: admin, body: { status: 'R' } })).status).toBe(200);
  await user.click(screen.getByRole('button', { name: 'Starred pages' }));
  await user.click(screen.getByRole('menuitem', { name: 'Star Dashboard' }));

  expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  expect(view.paths.slice(before)).toEqual(['/', '/pages/login']);
  expect(getToken()).toBeNull();
  expect(localStorage.getItem('userData')).toBeNull();
  expect(localStorage.getItem('other-data')).toBeNull();
});
