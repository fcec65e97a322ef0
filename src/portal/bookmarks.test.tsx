import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToken } from '../shared/session';
import { signIn, renderPortal, usePortalApi } from './test/portalHarness';

const { call } = usePortalApi();

const starred = () => screen.findByRole('navigation', { name: 'Starred pages' }, { timeout: 15_000 });
const meOf = async () => (await call<{ bookmarks: string[] }>('GET', '/api/auth/me', { token: getToken() ?? '' })).json.bookmarks;

test('starring a page keeps it on the server and shows it in the navbar, in any browser', async () => {
  await signIn('freelancer@agent.test');
  const user = userEvent.setup();
  const first = renderPortal('/');
  expect(within(await starred()).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  await user.click(within(await starred()).getByRole('button', { name: 'Starred pages' }));
  await user.click(screen.getByRole('menuitem', { name: 'Star Dashboard' }));
  expect(await screen.findByRole('menuitem', { name: 'Remove the star from Dashboard' })).toBeInTheDocument();
  expect(await meOf()).toEqual(['/']);
  await user.keyboard('{Escape}');
  expect(within(await starred()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/');
  first.unmount();

  // Another browser: nothing in local storage but the sign-in; the star comes from the server.
  localStorage.clear();
  await signIn('freelancer@agent.test');
  const second = renderPortal('/');
  expect(await within(await starred()).findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  await user.click(within(await starred()).getByRole('button', { name: 'Starred pages' }));
  await user.click(screen.getByRole('menuitem', { name: 'Remove the star from Dashboard' }));
  expect(await screen.findByRole('menuitem', { name: 'Star Dashboard' })).toBeInTheDocument();
  expect(await meOf()).toEqual([]);
  second.unmount();
});

test('an eleventh star is refused, and the ten stay', async () => {
  await signIn('ta@agency.test');
  const ten = ['/bookings/create', '/booking/listing', '/booking/unApprovedBookingList', '/promotion', '/my-promotions', '/documents', '/referral-page', '/payment-history', '/activities/addon', '/my-banners'];
  expect((await call('POST', '/api/agent/update/bookmarks', { token: getToken() ?? '', body: { bookmarks: ten } })).status).toBe(200);
  const user = userEvent.setup();
  renderPortal('/');
  await user.click(within(await starred()).getByRole('button', { name: 'Starred pages' }));
  await user.click(screen.getByRole('menuitem', { name: 'Star Dashboard' }));
  expect(await screen.findByText('At most 10 starred pages')).toBeInTheDocument();
  expect(await meOf()).toEqual(ten);
  // The server says the same to a client that asks anyway.
  const eleven = await call<{ errors: Record<string, string> }>('POST', '/api/agent/update/bookmarks', { token: getToken() ?? '', body: { bookmarks: [...ten, '/'] } });
  expect([eleven.status, eleven.json.errors.bookmarks]).toEqual([400, 'At most 10 starred pages']);
});
