import { fireEvent, screen, within } from '@testing-library/react';
import { bookAsAgent } from '../test/booking';
import { renderAdmin, signIn, useMockApi } from '../test/adminHarness';
import { login } from '../portal/bookings/bookingFixtures';
import { sendSlip } from './money/moneyFixtures';

useMockApi();

const wait = { timeout: 30_000 };

// jsdom has no object URLs: the slip shows from this one.
beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:slip', revokeObjectURL: () => undefined });
});

/** Staff (or the agent) call the API as the screens' users would, with their own tokens. */
const api = async (method: string, path: string, email: string, body?: object) => {
  const response = await fetch(new URL(path, window.location.href), {
    method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${await login(email)}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
};

test('the reservation shows the agency and who booked, the package option, the transfers, and each payment with its decision and slip', async () => {
  const booking = await bookAsAgent(45);
  const { checkIn } = (await api('GET', `/api/agent/agent-reservations/${booking.id}`, 'ta@agency.test')) as { checkIn: string };
  const [van] = (await api('GET', `/api/admin/trip-costs?filter=${encodeURIComponent('{"name":"KT Airport → Marang Jetty (van)"}')}`, 'admin@resort.test')) as unknown as { id: string }[];
  await api('PUT', `/api/agent/agent-reservations/edit-transportation/${booking.id}`, 'ta@agency.test', {
    transport: [{ tripCostId: van.id, date: checkIn, departureTime: '07:15', pickupPoint: 'Arrivals hall', dropLocation: 'Marang Jetty', dropTime: '08:00', adults: 2, children: 0, toddlers: 1, infants: 0 }],
  });
  const payment = await sendSlip(booking, 5_000, 'MBB-4501', 45);
  await api('PUT', `/api/admin/payments/${payment.id}/reject`, 'admin@resort.test', { rejectionNotes: 'The slip shows another account' });

  await signIn('admin@resort.test');
  renderAdmin('/admin/reservations');
  fireEvent.click((await screen.findByText(booking.bookingNo, {}, wait)).closest('tr') as HTMLElement);
  // The list names the agency too: wait for the reservation's own fields before reading them.
  expect(await screen.findByText('Booked by', {}, wait)).toBeInTheDocument();
  expect(screen.getByText('Terengganu Island Holidays Sdn Bhd')).toBeInTheDocument();
  expect(screen.getByText('Package option')).toBeInTheDocument();

  const transfers = screen.getByRole('region', { name: 'Transfers' });
  const leg = within(transfers).getByText('KT Airport → Marang Jetty (van)').closest('tr') as HTMLElement;
  expect(within(leg).getByText('07:15 at Arrivals hall')).toBeInTheDocument();
  expect(within(leg).getByText('08:00 at Marang Jetty')).toBeInTheDocument();
  expect(within(leg).getByText('Toyota Hiace Van 1')).toBeInTheDocument();
  expect(within(leg).getByText('3')).toBeInTheDocument();

  const payments = screen.getByRole('region', { name: 'Payments and slips' });
  const row = within(payments).getByText(/MBB-4501/).closest('tr') as HTMLElement;
  expect(within(row).getByText('Rejected')).toBeInTheDocument();
  expect(within(row).getByText('The slip shows another account')).toBeInTheDocument();
  expect(within(row).getByText('Aisyah Rahman')).toBeInTheDocument();
  fireEvent.click(within(row).getByRole('button', { name: 'View slip' }));
  const dialog = await screen.findByRole('dialog', {}, wait);
  expect(await within(dialog).findByRole('img', {}, wait)).toHaveAttribute('src', 'blob:slip');
});
