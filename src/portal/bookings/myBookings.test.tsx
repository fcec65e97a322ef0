import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enApp } from '../../../i18n/app.en';
import { myApp } from '../../../i18n/app.my';
import { i18nProvider } from '../../shared/i18nProvider';
import { bookAsAgent, type BookedReservation } from '../../test/booking';
import { renderPortal, signIn, usePortalApi } from '../test/portalHarness';
import { approveAndConfirm, cancelAsAgent, createViewer, VIEWER } from './bookingFixtures';

usePortalApi();
afterEach(() => i18nProvider.changeLocale('en'));

let pending: BookedReservation;
let upcoming: BookedReservation;
let cancelled: BookedReservation;
const more: BookedReservation[] = [];

beforeAll(async () => {
  pending = await bookAsAgent(30);
  upcoming = await bookAsAgent(34);
  cancelled = await bookAsAgent(38);
  await approveAndConfirm(upcoming.id);
  await cancelAsAgent(cancelled.id);
  // Eleven in all: the list shows ten, then "Load more".
  for (const days of [42, 46, 50, 54, 58, 62, 66, 70]) more.push(await bookAsAgent(days));
  await createViewer();
});

const table = () => screen.getByRole('table', { name: 'My Bookings' });
const bookingNos = () => within(table()).queryAllByRole('link').map((link) => link.textContent);
const rowOf = (bookingNo: string) => within(table()).getByRole('link', { name: bookingNo }).closest('tr') as HTMLElement;

test('My Bookings lists the bookings newest first, ten at a time, and filters them by status', async () => {
  await signIn('ta@agency.test');
  const view = renderPortal('/booking/listing');
  expect(await screen.findByRole('heading', { name: 'My Bookings' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(await screen.findByText('11 bookings', {}, { timeout: 15_000 })).toBeInTheDocument();
  const newestFirst = [...more].reverse().map((b) => b.bookingNo);
  expect(bookingNos()).toEqual([...newestFirst, cancelled.bookingNo, upcoming.bookingNo]);
  expect(screen.queryByText('No more data is found')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(bookingNos()).toHaveLength(11));
  expect(bookingNos().at(-1)).toBe(pending.bookingNo);
  expect(screen.getByText('No more data is found')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

  // A row: its link to the detail, the guest, the status chips and the total.
  const row = rowOf(pending.bookingNo);
  expect(within(row).getByRole('link', { name: pending.bookingNo })).toHaveAttribute('href', `/booking/${pending.id}`);
  expect(within(row).getByText('Nur Aisyah binti Ahmad')).toBeInTheDocument();
  expect(within(row).getByText('Pending')).toBeInTheDocument();
  expect(within(row).getByText('Awaiting approval')).toBeInTheDocument();
  expect(within(row).getByText('Unpaid')).toBeInTheDocument();
  expect(within(row).getByText('1 room')).toBeInTheDocument();
  expect(within(row).getByText('3 guests')).toBeInTheDocument();

  const filters = screen.getByRole('tablist', { name: 'Filter by status' });
  expect(within(filters).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Pending', 'Upcoming', 'In house', 'Completed', 'Cancelled', 'Expired', 'Not available']);
  await userEvent.click(within(filters).getByRole('tab', { name: 'Upcoming' }));
  await waitFor(() => expect(bookingNos()).toEqual([upcoming.bookingNo]));
  expect(view.currentPath()).toBe('/booking/listing?status=Upcoming');
  expect(within(rowOf(upcoming.bookingNo)).getByText('Upcoming')).toBeInTheDocument();
  expect(screen.getByText('1 booking')).toBeInTheDocument();
  expect(screen.getByText('No more data is found')).toBeInTheDocument();

  await userEvent.click(within(filters).getByRole('tab', { name: 'Cancelled' }));
  await waitFor(() => expect(bookingNos()).toEqual([cancelled.bookingNo]));
  expect(within(rowOf(cancelled.bookingNo)).getByText('Cancelled')).toBeInTheDocument();

  await userEvent.click(within(filters).getByRole('tab', { name: 'In house' }));
  expect(await screen.findByText('No Data Found')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByText('No more data is found')).not.toBeInTheDocument();

  await userEvent.click(within(filters).getByRole('tab', { name: 'Pending' }));
  await waitFor(() => expect(bookingNos()).toHaveLength(9));
  expect(bookingNos()).not.toContain(upcoming.bookingNo);
  expect(bookingNos()).not.toContain(cancelled.bookingNo);

  // The search finds a booking by its number within the chosen status.
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search by booking no. or guest name' }), pending.bookingNo);
  await waitFor(() => expect(bookingNos()).toEqual([pending.bookingNo]));
});

test('Awaiting Approvals lists the bookings the resort has not approved yet', async () => {
  await signIn('ta@agency.test');
  renderPortal('/booking/unApprovedBookingList');
  expect(await screen.findByRole('heading', { name: 'Awaiting Approvals' }, { timeout: 15_000 })).toBeInTheDocument();
  // Every Pending one: the approved (Upcoming) and the cancelled booking are not waiting.
  expect(await screen.findByText('9 bookings', {}, { timeout: 15_000 })).toBeInTheDocument();
  const shown = bookingNos();
  expect(shown).toHaveLength(9);
  expect(screen.getByText('No more data is found')).toBeInTheDocument();
  expect(shown).not.toContain(upcoming.bookingNo);
  expect(shown).not.toContain(cancelled.bookingNo);
  expect(shown).toContain(pending.bookingNo);
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
});

test("an agency viewer cannot reach My Bookings, Awaiting Approvals or a booking's detail", async () => {
  await signIn(VIEWER.email, VIEWER.password);
  for (const path of ['/booking/listing', '/booking/unApprovedBookingList', `/booking/${pending.id}`]) {
    const view = renderPortal(path);
    expect(await screen.findByText('You do not have permission to open this page.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(view.currentPath()).toBe('/misc/not-authorized');
    view.unmount();
  }
});

/** Every message of `english` (dotted path → text), flattened. */
const flatten = (messages: object, prefix = ''): Map<string, string> => {
  const leaves = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') leaves.set(path, value);
    else if (value && typeof value === 'object') for (const [p, v] of flatten(value as object, path)) leaves.set(p, v);
  }
  return leaves;
};

/** The English words of the messages the list shows that Malay words differently (placeholders and plural forms split off). */
const englishFragments = () => {
  const english = flatten({ list: enApp.portalBookings.list, status: enApp.reservations.status, payment: enApp.reservations.payment_status, fields: enApp.reservations.fields });
  const malay = flatten({ list: myApp.portalBookings.list, status: myApp.reservations.status, payment: myApp.reservations.payment_status, fields: myApp.reservations.fields });
  const fragments = new Set<string>();
  for (const [path, text] of english) {
    const translated = malay.get(path) ?? '';
    if (translated === text) continue;
    for (const part of text.split(/%\{[^}]+\}|\|\|\|\|/)) {
      const fragment = part.trim().replace(/[.:,]$/, '');
      if (/[a-z]{3}/i.test(fragment) && !translated.includes(fragment)) fragments.add(fragment);
    }
  }
  return [...fragments];
};

test('in Malay the list is worded in Malay, with no English left over', async () => {
  await i18nProvider.changeLocale('my');
  await signIn('ta@agency.test');
  renderPortal('/booking/listing');
  expect(await screen.findByRole('heading', { name: 'Tempahan Saya' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(await screen.findByText('11 tempahan', {}, { timeout: 15_000 })).toBeInTheDocument();
  const filters = screen.getByRole('tablist', { name: 'Tapis mengikut status' });
  expect(within(filters).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Semua', 'Belum selesai', 'Akan datang', 'Sedang menginap', 'Selesai', 'Dibatalkan', 'Tamat tempoh', 'Tiada kekosongan']);
  expect(screen.getByRole('button', { name: 'Muatkan lagi' })).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: 'Tempahan Saya' })).getAllByText('Menunggu kelulusan').length).toBeGreaterThan(0);

  const text = document.querySelector('main')?.textContent ?? '';
  const fragments = englishFragments();
  expect(fragments).toContain('Awaiting approval');
  expect(fragments).toContain('Pending');
  const leftOver = fragments.filter((fragment) => new RegExp(`\\b${fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(text));
  expect(leftOver).toEqual([]);
});
