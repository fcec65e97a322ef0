import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_RESORT_TIME_ZONE, resortToday } from '../../../server/app/settings/resortZone';
import { DEMO_PASSWORD } from '../../../server/db/seed/demoPeople';
import { actAsStaff, bookAsAgent, confirmAsStaff } from '../../test/booking';
import { renderAdmin, signIn, useMockApi } from '../../test/adminHarness';

useMockApi();

const wait = { timeout: 20_000 };

/** A dashboard call's data as the server answers it, read with a staff token of its own. */
const server = async <T,>(path: string): Promise<T> => {
  const login = await fetch(new URL('/api/auth/login', window.location.href), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@resort.test', password: DEMO_PASSWORD }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const res = await fetch(new URL(`/api/admin${path}`, window.location.href), { headers: { Authorization: `Bearer ${accessToken}` } });
  return ((await res.json()) as { data: T }).data;
};

test("the cards show the server's counts for today, arrivals with how many are checked in and still to arrive, the arrivals list names today's arrival, and the menu badge counts what waits", async () => {
  const arriving = await bookAsAgent(0, 2);
  await confirmAsStaff(arriving.id);
  // A second arrival the desk has already checked in.
  const arrived = await bookAsAgent(0, 1);
  await confirmAsStaff(arrived.id);
  await actAsStaff(arrived.id, 'check-in');
  // An agent's booking left awaiting approval: something for the badge.
  await bookAsAgent(3, 1);
  const today = resortToday(new Date(), DEFAULT_RESORT_TIME_ZONE);
  const counts = await server<Record<string, number>>(`/dash/cards-count/${today}`);
  const waiting = await server<{ total: number }>('/dash/action-count');
  expect(counts.arrivalCounts).toBeGreaterThan(1);
  expect(counts.arrivalsCheckedIn).toBeGreaterThan(0);
  expect(counts.arrivalsCheckedIn).toBeLessThan(counts.arrivalCounts);
  expect(waiting.total).toBeGreaterThan(0);

  await signIn('admin@resort.test');
  renderAdmin('/admin');

  const shown = { current: counts.currentCounts, arrival: counts.arrivalCounts, departure: counts.deptCounts, endOfDay: counts.endDayCounts };
  for (const [card, count] of Object.entries(shown)) {
    await waitFor(() => expect(screen.getByTestId(`card-${card}`)).toHaveTextContent(new RegExp(`^${count}$`)), wait);
  }
  // The arrivals card says how many are in and how many the front desk still waits for, in words.
  const arrivals = screen.getByRole('button', { name: /Arrivals/ });
  expect(arrivals).toHaveTextContent(`${counts.arrivalsCheckedIn} of ${counts.arrivalCounts} checked in`);
  expect(arrivals).toHaveTextContent(`${counts.arrivalCounts - counts.arrivalsCheckedIn} still to arrive`);
  expect(arrivals).toHaveTextContent(/bookings checking in/);
  expect(screen.getByRole('button', { name: /In house/ })).toHaveTextContent(counts.currentCounts === 1 ? /booking in house all day/ : /bookings in house all day/);
  expect(screen.getByRole('button', { name: /End of day/ })).toHaveTextContent(/sleeping here tonight/);
  // The departures card speaks of check-outs only when there are departures.
  const departures = screen.getByRole('button', { name: /Departures/ });
  if (counts.deptCounts > 0) expect(departures).toHaveTextContent(`${counts.departuresCheckedOut} of ${counts.deptCounts} checked out`);
  else expect(departures).not.toHaveTextContent(/checked out/);
  const list = await screen.findByRole('region', { name: /^Arrivals on / }, wait);
  expect(await within(list).findByRole('link', { name: arriving.bookingNo }, wait)).toBeInTheDocument();
  expect(within(list).getByRole('link', { name: /Open in the front desk/ })).toHaveAttribute('href', `/admin/front-desk?date=${today}&tab=arrivals`);

  const badge = await screen.findByRole('status', { name: new RegExp(`^${waiting.total} items? needs? staff action$`) }, wait);
  expect(badge).toHaveTextContent(String(waiting.total));

  // Another card opens its own list.
  fireEvent.click(screen.getByRole('button', { name: /End of day/ }));
  expect(await screen.findByRole('region', { name: /^End of day on / }, wait)).toBeInTheDocument();
});
