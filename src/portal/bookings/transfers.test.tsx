import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney } from '../../../i18n/formatMoney';
import { bookAsAgent } from '../../test/booking';
import { renderPortal, signIn, usePortalApi } from '../test/portalHarness';
import { reservationOf } from './bookingFixtures';
import { mayBook } from './mayBook';
import { splitErrors } from './TransferDialog';
import type { Transfer } from './transfersApi';

const { call, tokenOf } = usePortalApi();

const rm = (sen: number) => formatMoney(sen).replace(/\s+/g, ' ');
const text = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ').trim();
const wait = { timeout: 15_000 };

const CHARTER = 'Marang Jetty → Pulau Damai charter (12 seats)';
const SHARED = 'Marang Jetty → Pulau Damai (shared boat)';

const openDetail = async (id: string, bookingNo: string) => {
  await signIn('ta@agency.test');
  const view = renderPortal(`/booking/${id}`);
  expect(await screen.findByRole('heading', { name: `Booking ${bookingNo}` }, wait)).toBeInTheDocument();
  return view;
};

/** Opens "Edit transport", then the form to add a transfer. */
const addTransferDialog = async (user: ReturnType<typeof userEvent.setup>, bookingNo: string) => {
  const transfers = screen.getByRole('region', { name: 'Transfers' });
  await user.click(await within(transfers).findByRole('button', { name: 'Edit transport' }, wait));
  await user.click(within(transfers).getByRole('button', { name: 'Add a transfer' }));
  return screen.getByRole('dialog', { name: `Add a transfer to ${bookingNo}` });
};

const chooseTrip = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, name: string) => {
  await user.click(within(dialog).getByRole('combobox', { name: /^Transfer/ }));
  await user.click(await screen.findByRole('option', { name }));
};

const setTime = async (user: ReturnType<typeof userEvent.setup>, field: HTMLElement, time: string) => {
  await user.clear(field);
  await user.type(field, time);
};

const taId = async () => {
  const admin = await tokenOf('admin@resort.test');
  const { json } = await call<{ id: string }[]>('GET', `/api/admin/travelagent?filter=${encodeURIComponent('{"email":"ta@agency.test"}')}`, { token: admin });
  return { admin, id: json[0].id };
};

test('adding a charter boat transfer prices the booking again; the page shows the transfer and the new total', async () => {
  const booking = await bookAsAgent(30);
  await openDetail(booking.id, booking.bookingNo);
  const user = userEvent.setup();
  const transfers = screen.getByRole('region', { name: 'Transfers' });
  expect(within(transfers).getByText('No transfers booked.')).toBeInTheDocument();

  const dialog = await addTransferDialog(user, booking.bookingNo);
  // Boat is chosen first; the persons start as the booking's party.
  expect(within(dialog).getByRole('radio', { name: 'Boat' })).toBeChecked();
  expect(within(dialog).getByRole('spinbutton', { name: 'Adults' })).toHaveValue(2);
  expect(within(dialog).getByRole('spinbutton', { name: 'Toddlers' })).toHaveValue(1);
  await chooseTrip(user, dialog, CHARTER);
  expect(within(dialog).getByText('Marang Jetty → Pulau Damai Resort Jetty · One way')).toBeInTheDocument();
  await setTime(user, within(dialog).getByLabelText('Departure time'), '10:00');
  await user.click(within(dialog).getByRole('button', { name: 'Save transfer' }));

  const after = await waitFor(async () => {
    const read = await reservationOf(booking.id);
    expect(read.total).toBeGreaterThan(booking.total);
    return read;
  }, wait);
  expect(await screen.findByText(`Transfer added. The booking’s new total is ${rm(after.total)}.`, { normalizer: (s) => s.replace(/\s+/g, ' ') }, wait)).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const list = within(screen.getByRole('list', { name: 'Transfers' }));
  expect(list.getByText(CHARTER)).toBeInTheDocument();
  expect(list.getByText(/, 10:00$/)).toBeInTheDocument();
  expect(list.getByText('2 adults, 1 toddler')).toBeInTheDocument();
  // The server's quote: a charter line, and the new total.
  const quote = screen.getByRole('table', { name: 'Price' });
  expect(within(quote).getByText(/^Marang Jetty → Pulau Damai charter \(12 seats\), 1 × /)).toBeInTheDocument();
  await waitFor(() => expect(text(screen.getByTestId('quote-total'))).toBe(rm(after.total)));
  expect(text(within(screen.getByRole('region', { name: 'Pay this booking' })).getByTestId('amount-due'))).toBe(rm(after.total));
});

test('a departure the server refuses shows on the departure field, and the booking does not change', async () => {
  const booking = await bookAsAgent(34);
  await openDetail(booking.id, booking.bookingNo);
  const user = userEvent.setup();
  const dialog = await addTransferDialog(user, booking.bookingNo);
  await chooseTrip(user, dialog, CHARTER);
  const departure = within(dialog).getByLabelText('Departure time');
  await setTime(user, departure, '16:00');
  await user.click(within(dialog).getByRole('button', { name: 'Save transfer' }));

  await waitFor(() => expect(departure).toHaveAccessibleDescription('Charter boats depart between 8:00 am and 3:00 pm'), wait);
  expect(departure).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('dialog', { name: `Add a transfer to ${booking.bookingNo}` })).toBeInTheDocument();
  expect((await reservationOf(booking.id)).total).toBe(booking.total);
  expect(text(screen.getByTestId('quote-total'))).toBe(rm(booking.total));

  // Changing the time clears the message; cancelling leaves the booking as it was.
  await setTime(user, departure, '14:30');
  expect(departure).not.toHaveAccessibleDescription();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(within(screen.getByRole('region', { name: 'Transfers' })).getByText('No transfers booked.')).toBeInTheDocument();
});

test('removing a transfer asks first, then the booking is priced without it', async () => {
  const booking = await bookAsAgent(38);
  const ta = await tokenOf('ta@agency.test');
  const offered = (await call<Transfer[]>('GET', '/api/agent/transfers', { token: ta })).json;
  const shared = offered.find((tr) => tr.name === SHARED);
  const { json: checkIn } = await call<{ checkIn: string }>('GET', `/api/agent/agent-reservations/${booking.id}`, { token: ta });
  const added = await call<{ total: number }>('PUT', `/api/agent/agent-reservations/edit-transportation/${booking.id}`, {
    token: ta,
    body: { transport: [{ tripCostId: shared?.id, date: checkIn.checkIn, departureTime: '10:00', adults: 2, children: 0, toddlers: 1, infants: 0 }] },
  });
  expect(added.status).toBe(200);
  expect(added.json.total).toBeGreaterThan(booking.total);

  await openDetail(booking.id, booking.bookingNo);
  const user = userEvent.setup();
  const transfers = screen.getByRole('region', { name: 'Transfers' });
  expect(await within(transfers).findByText(SHARED, {}, wait)).toBeInTheDocument();
  await user.click(within(transfers).getByRole('button', { name: 'Edit transport' }));
  await user.click(within(transfers).getByRole('button', { name: `Remove ${SHARED}` }));
  const confirm = screen.getByRole('dialog', { name: `Remove ${SHARED}?` });
  await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect((await reservationOf(booking.id)).total).toBe(added.json.total);

  await user.click(within(transfers).getByRole('button', { name: `Remove ${SHARED}` }));
  await user.click(within(screen.getByRole('dialog', { name: `Remove ${SHARED}?` })).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText(`Transfer removed. The booking’s new total is ${rm(booking.total)}.`, { normalizer: (s) => s.replace(/\s+/g, ' ') }, wait)).toBeInTheDocument();
  expect(within(transfers).getByText('No transfers booked.')).toBeInTheDocument();
  await waitFor(() => expect(text(screen.getByTestId('quote-total'))).toBe(rm(booking.total)));
  expect((await reservationOf(booking.id)).total).toBe(booking.total);
});

test('an agency viewer, or an agent not approved, does not get "Edit transport"', async () => {
  const booking = await bookAsAgent(42);
  const { admin, id } = await taId();
  const set = (body: Record<string, string>) => call('PUT', `/api/admin/travelagent/${id}`, { token: admin, body });
  try {
    await set({ agencyRole: 'viewer' });
    await signIn('ta@agency.test');
    let view = renderPortal(`/booking/${booking.id}`);
    // Whether the page lets a viewer read the booking or not, it offers no change of transport.
    await screen.findByText(new RegExp(`^(Booking ${booking.bookingNo}|You do not have permission to open this page\\.)$`), {}, wait);
    expect(screen.queryByRole('button', { name: 'Edit transport' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Transfers' })).not.toBeInTheDocument();
    view.unmount();
    localStorage.clear();

    await set({ agencyRole: 'admin', status: 'P' });
    await signIn('ta@agency.test');
    view = renderPortal(`/booking/${booking.id}`);
    expect(await screen.findByRole('heading', { name: `Booking ${booking.bookingNo}` }, wait)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Price' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit transport' })).not.toBeInTheDocument();
    view.unmount();
  } finally {
    await set({ agencyRole: 'admin', status: 'A' });
  }
});

test('who may book, and where the server tells a transfer error', () => {
  const agent = (agencyRole: string, status = 'A') => ({ id: '1', email: 'a@b.c', firstName: 'A', lastName: 'B', kind: 'agent' as const, role: null, permissions: {}, type: { code: 'TA' }, status: { code: status }, agencyRole, bookmarks: [] });
  expect([mayBook(agent('admin')), mayBook(agent('editor')), mayBook(agent('viewer')), mayBook(agent('admin', 'P')), mayBook(null)]).toEqual([true, true, false, false, false]);
  expect(splitErrors({ 'transport.2.departureTime': 'Too late', 'transport.0.date': 'Required', adults: 'Too many', transport: 'Unknown trip' }, 2)).toEqual({
    fields: { departureTime: 'Too late', adults: 'Too many' },
    other: ['Required', 'Unknown trip'],
  });
});
