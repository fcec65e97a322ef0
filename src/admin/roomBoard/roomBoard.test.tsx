import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays } from '../../../server/app/pricing/nights';
import { DEFAULT_RESORT_TIME_ZONE, resortToday } from '../../../server/app/settings/resortZone';
import { login } from '../../portal/bookings/bookingFixtures';
import { bookAsAgent, type BookedReservation } from '../../test/booking';
import { renderAdmin, signIn, useMockApi } from '../../test/adminHarness';
import { ROW_HEIGHT } from './boardLayout';

useMockApi();

const wait = { timeout: 30_000 };
/** Far enough ahead that the demo resort has no booking of its own on these nights. */
const IN_DAYS = 240;
const checkIn = addDays(resortToday(new Date(), DEFAULT_RESORT_TIME_ZONE), IN_DAYS);

// jsdom lays nothing out: each room's row is placed ROW_HEIGHT below the one before, as the browser draws
// them, so that the board's virtual rows and dnd-kit's keyboard moves see the rows where they are.
beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest<HTMLElement>('[data-row-index]');
    const top = row ? 48 + Number(row.dataset.rowIndex) * ROW_HEIGHT : 0;
    const height = row ? ROW_HEIGHT : this.hasAttribute('data-board-scroll') ? 800 : 0;
    return { x: 0, y: top, top, left: 0, width: 1200, height, right: 1200, bottom: top + height, toJSON: () => ({}) } as DOMRect;
  });
  const boardSize = (size: number) =>
    function (this: HTMLElement) {
      return this.hasAttribute('data-board-scroll') ? size : 0;
    };
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: boardSize(800) });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: boardSize(1200) });
});

const staff = async (method: string, path: string, body?: object) => {
  const response = await fetch(new URL(path, window.location.href), {
    method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${await login('admin@resort.test')}` },
    body: body && JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
};
const roomOnServer = async (booking: BookedReservation) => ((await staff('GET', `/api/admin/reservations/${booking.id}`)).roomsAllocated as { roomNumber: number }[])[0].roomNumber;
const gardenChalets = async () => ((await staff('GET', `/api/admin/room-types?filter=${encodeURIComponent('{"code":"CHL-GDN"}')}`)) as unknown as { id: string }[])[0].id;

/** The board two days before the stays, Garden Chalets only (the rooms the test bookings take). */
const openBoard = async () => {
  await signIn('admin@resort.test');
  renderAdmin(`/admin/room-board?from=${addDays(checkIn, -2)}&roomTypeId=${await gardenChalets()}`);
};
const barOf = async (booking: BookedReservation) => (await screen.findAllByText((_, el) => el?.getAttribute('data-booking') === booking.bookingNo, {}, wait))[0];
const rowOf = (bar: HTMLElement) => bar.closest('[role="group"]')?.getAttribute('aria-label');
/** What the board announces to a screen reader during a move (dnd-kit's live region). */
const announced = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '';
/**
 * Picks a stay up with space, moves it one room down with the arrow key and drops it, as a keyboard user
 * does: each key once the board has announced the one before (pressed in one go, a loaded machine could
 * drop the stay before the board had measured the room under it, and nothing moved).
 */
const moveDown = async (bar: HTMLElement) => {
  const bookingNo = bar.getAttribute('data-booking') ?? '';
  const from = rowOf(bar);
  bar.focus();
  await act(async () => void fireEvent.keyDown(bar, { code: 'Space', key: ' ' }));
  await waitFor(() => expect(bar).toHaveAttribute('aria-pressed', 'true'), wait);
  await act(async () => void fireEvent.keyDown(bar, { code: 'ArrowDown', key: 'ArrowDown' }));
  await waitFor(() => expect(announced()).toMatch(new RegExp(`^${bookingNo} is over room (?!${from}\\.)\\d+\\.$`)), wait);
  await act(async () => void fireEvent.keyDown(bar, { code: 'Space', key: ' ' }));
};

let first: BookedReservation;
let second: BookedReservation;
beforeAll(async () => {
  // Two stays on the same nights: the second takes the next free Garden Chalet, the row below the first.
  first = await bookAsAgent(IN_DAYS, 2);
  second = await bookAsAgent(IN_DAYS, 2);
}, 60_000);

test('the board shows a booked stay on its room and dates, with the guest and booking number', async () => {
  await openBoard();
  const bar = await barOf(first);
  expect(bar).toHaveTextContent(`Nur Aisyah binti Ahmad · ${first.bookingNo}`);
  expect(rowOf(bar)).toBe(String(await roomOnServer(first)));
  expect(bar).toHaveAccessibleName(expect.stringContaining(`${new Intl.DateTimeFormat('en-MY', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${checkIn}T00:00:00Z`))}`));
  // Today is not in this window; back to today, its column is marked.
  expect(document.querySelector('[aria-current="date"]')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Today' }));
  await waitFor(() => expect(document.querySelector('[aria-current="date"]')).toHaveAttribute('aria-label', expect.stringContaining('Today')), wait);
});

test('a stay moved onto a taken room is refused with the reason, and stays where it was', async () => {
  await openBoard();
  const bar = await barOf(first);
  const room = rowOf(bar);
  expect(rowOf(await barOf(second))).not.toBe(room);
  await moveDown(bar);
  expect(await screen.findByText(`These nights are booked: booking ${second.bookingNo}`, {}, wait)).toBeInTheDocument();
  await waitFor(async () => expect(rowOf(await barOf(first))).toBe(room), wait);
  expect(String(await roomOnServer(first))).toBe(room);
});

test('a stay moved with the keyboard onto a free room changes room on the server and on the board', async () => {
  await openBoard();
  const bar = await barOf(second);
  const from = Number(rowOf(bar));
  await moveDown(bar);
  expect(await screen.findByText(new RegExp(`Booking ${second.bookingNo} moved to room \\d+`), {}, wait)).toBeInTheDocument();
  const to = await roomOnServer(second);
  expect(to).not.toBe(from);
  await waitFor(async () => expect(rowOf(await barOf(second))).toBe(String(to)), wait);
});

test('housekeeping changed from the room header shows on the board', async () => {
  await openBoard();
  const room = rowOf(await barOf(first)) as string;
  const row = screen.getByRole('group', { name: room });
  fireEvent.click(within(row).getByRole('button', { name: `Housekeeping of room ${room}: Clean` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Dirty' }, wait));
  expect(await screen.findByText(`Room ${room} is now Dirty`, {}, wait)).toBeInTheDocument();
  expect(await within(screen.getByRole('group', { name: room })).findByRole('button', { name: `Housekeeping of room ${room}: Dirty` }, wait)).toBeInTheDocument();
});
