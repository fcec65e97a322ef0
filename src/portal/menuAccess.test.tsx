import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookAsAgent } from '../test/booking';
import { signIn, renderPortal, usePortalApi } from './test/portalHarness';

// Only the dashboard's screen exists so far; the menu is drawn here as it will be once every screen has
// landed, so that its rules show in the rendered menu and not only in menuRules.test.ts.
vi.mock('./menu/menuEntries', async (importOriginal) => {
  const original = await importOriginal<typeof import('./menu/menuEntries')>();
  return { ...original, MENU_ENTRIES: original.MENU_ENTRIES.map((entry) => ({ ...entry, ready: true })) };
});

const { call, tokenOf } = usePortalApi();

const VIEWER = { email: 'nadia.viewer@agency.test', password: 'Viewer!2345' };
beforeAll(async () => {
  const admin = await tokenOf('admin@resort.test');
  const created = await call('POST', '/api/admin/travelagent', {
    token: admin,
    body: { firstName: 'Nadia', lastName: 'Osman', email: VIEWER.email, phone: '+60 3-2141 8811', password: VIEWER.password, agentType: 'TA', companyName: 'Terengganu Island Holidays Sdn Bhd', status: 'A', agencyRole: 'viewer' },
  });
  expect(created.status).toBe(201);
});

const menu = async () => within(await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 15_000 }));
const BOOKING_ENTRIES = ['New Booking', 'My Bookings', 'Awaiting Approvals'];

test('an agency viewer does not see the booking entries, and their URLs lead to /misc/not-authorized', async () => {
  await signIn(VIEWER.email, VIEWER.password);
  const home = renderPortal('/');
  const items = await menu();
  expect(items.getByRole('link', { name: 'Promotions' })).toBeInTheDocument();
  for (const name of BOOKING_ENTRIES) expect(items.queryByRole('link', { name })).not.toBeInTheDocument();
  home.unmount();

  for (const path of ['/bookings/create', '/booking/listing', '/booking/unApprovedBookingList']) {
    const direct = renderPortal(path);
    expect(await screen.findByText('You do not have permission to open this page.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(direct.currentPath()).toBe('/misc/not-authorized');
    direct.unmount();
  }
});

test('an agency admin sees them; Contract Rates and My Addons are in the horizontal menu of a travel agency only', async () => {
  await signIn('ta@agency.test');
  const ta = renderPortal('/');
  let items = await menu();
  for (const name of [...BOOKING_ENTRIES, 'Contract Rates']) expect(items.getByRole('link', { name })).toBeInTheDocument();
  ta.unmount();

  await signIn('freelancer@agent.test');
  const horizontal = renderPortal('/', { width: 1400 });
  items = await menu();
  expect(items.getByRole('link', { name: 'New Booking' })).toBeInTheDocument();
  expect(items.queryByRole('link', { name: 'Contract Rates' })).not.toBeInTheDocument();
  horizontal.unmount();
  // At 1000 px the layout is vertical (its sidebar a drawer behind the menu button): Contract Rates is there for everyone.
  renderPortal('/', { width: 1000 });
  await userEvent.click(await screen.findByRole('button', { name: 'Open the menu' }, { timeout: 15_000 }));
  items = await menu();
  expect(items.getByRole('link', { name: 'Contract Rates' })).toBeInTheDocument();
  expect(items.getByText('Settings')).toBeInTheDocument();
  expect(items.getByRole('link', { name: 'My Commissions' })).toBeInTheDocument();
});

test("the Dashboard entry carries the count of bookings waiting for the agent (the dashboard's badge)", async () => {
  await bookAsAgent(40);
  await bookAsAgent(50);
  await signIn('ta@agency.test');
  const token = await tokenOf('ta@agency.test');
  const { json } = await call<{ total: number }>('GET', `/api/agent/agent-reservations?filter=${encodeURIComponent('{"approved":false,"status":"Pending"}')}&range=[0,0]`, { token });
  expect(json.total).toBe(2);
  renderPortal('/');
  const dashboard = (await menu()).getByRole('link', { name: /^Dashboard/ });
  // Both are Pending with their payment countdown running: each waits for the agent to pay.
  expect(await within(dashboard).findByTitle('2 bookings need your action')).toHaveTextContent(/^2$/);
  expect(within(await screen.findByRole('region', { name: 'Needs your action' })).getByText('2 bookings to pay before their deadlines')).toBeInTheDocument();
});
