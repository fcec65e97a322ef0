import { readFile } from 'node:fs/promises';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../server/app/reports/csv.testkit';
import type { RoomBoard } from '../server/app/roomBoard/roomBoard.service';
import { HEADER_HEIGHT, ROW_HEIGHT } from '../src/admin/roomBoard/boardLayout';
import { boardView } from '../src/admin/roomBoard/boardView';
import { pdfText } from '../server/test/pdfText';
import { formatViolations, seriousViolations } from './axe';
import { closeJourney, openJourney, screenshots, type Journey } from './harness';

/**
 * A day at the front desk of the lived-in demo resort: staff sign in to today's cards, check an arriving
 * party in, move a stay to a free room on the room board with the keyboard, print today's transport
 * manifest and export the year's monthly report. The dashboard, the board and a report are checked with axe-core.
 */
let server: Journey['server'];
let browser: Browser;
let page: Page;
const shot = screenshots('staff-day');

beforeAll(async () => {
  ({ server, browser, page } = await openJourney());
});
afterAll(() => closeJourney({ server, browser }));

const accessible = async (name: string) => {
  await shot(page, name);
  const violations = await seriousViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);
};

/** The back office's own bearer token, to ask the server what it holds as the page would. */
const adminApi = async <T>(path: string): Promise<T> => {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('loginData') ?? '{}') as { accessToken?: string }).accessToken ?? '');
  const res = await fetch(`${server.url}/api/admin${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};

/** The room board for a query, as the screen draws it from the server's answer. */
const boardAt = async (query: string): Promise<Board> => boardView(await adminApi<RoomBoard & { days: number }>(`/room-board?${query}`));

/** A change asked of the server with the back office's token, as the page would: answers the status. */
const adminCall = async (method: string, path: string, body: unknown) => {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('loginData') ?? '{}') as { accessToken?: string }).accessToken ?? '');
  return fetch(`${server.url}/api/admin${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
};

/** What a download button hands over: its suggested name and its bytes. */
const downloaded = async (button: string) => {
  const [download] = (await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()])) as [Download, void];
  return { name: download.suggestedFilename(), bytes: new Uint8Array(await readFile(await download.path())) };
};

/** A desk tab's count, as its chip shows it. */
const tabCount = async (tab: string) => Number((await page.getByRole('tab', { name: new RegExp(`^${tab} \\d+$`) }).textContent())?.replace(/\D/g, ''));

interface Bar { kind: string; id: string; reservationId?: string; bookingNo?: string; status?: string; from: string; to: string }
interface BoardRoom { id: string; roomNumber: number; roomType: { id: string; name: string }; outOfOrder: { from: string; to: string }[]; bars: Bar[] }
interface Board { from: string; rooms: BoardRoom[] }

const overlaps = (a: { from: string; to: string }, b: { from: string; to: string }) => a.from < b.to && b.from < a.to;

/**
 * A booking that may still change room (one room, inside the window) and the nearest room of the same
 * type free for all of its nights, so the keyboard moves it a few rows at most.
 */
const pickMove = (board: Board) => {
  const counts = new Map<string, number>();
  for (const room of board.rooms) for (const bar of room.bars) if (bar.bookingNo) counts.set(bar.bookingNo, (counts.get(bar.bookingNo) ?? 0) + 1);
  const candidates = [];
  for (const room of board.rooms) {
    const sameType = board.rooms.filter((r) => r.roomType.id === room.roomType.id);
    for (const bar of room.bars) {
      if (bar.kind !== 'reservation' || !['Upcoming', 'InHouse'].includes(bar.status ?? '') || counts.get(bar.bookingNo ?? '') !== 1 || bar.from < board.from) continue;
      const from = sameType.indexOf(room);
      for (const [to, target] of sameType.entries()) {
        const free = target !== room && !target.bars.some((b) => overlaps(b, bar)) && !target.outOfOrder.some((p) => overlaps(p, bar));
        // The rooms the stay passes over, one arrow press each, the target last.
        const path = to > from ? sameType.slice(from + 1, to + 1) : sameType.slice(to, from).reverse();
        if (free) candidates.push({ bar, room, target, steps: to - from, path });
      }
    }
  }
  candidates.sort((a, b) => Math.abs(a.steps) - Math.abs(b.steps) || a.bar.bookingNo!.localeCompare(b.bar.bookingNo!) || a.target.roomNumber - b.target.roomNumber);
  return candidates[0];
};

/**
 * For a mouse drag toward the bottom of the whole board: a free room in its last three rows (near the board's
 * bottom edge once scrolled to its end) and a movable stay four to ten rows above it (in view with the board
 * two rows short of its end), of the same room type when there is one (the server moves a stay to any free room).
 */
const pickBottomMove = (board: Board) => {
  const counts = new Map<string, number>();
  for (const room of board.rooms) for (const bar of room.bars) if (bar.bookingNo) counts.set(bar.bookingNo, (counts.get(bar.bookingNo) ?? 0) + 1);
  const n = board.rooms.length;
  const candidates = [];
  for (let t = n - 1; t >= n - 3; t--) {
    const target = board.rooms[t];
    for (let i = t - 4; i >= Math.max(0, t - 10); i--) {
      const room = board.rooms[i];
      for (const bar of room.bars) {
        if (bar.kind !== 'reservation' || !['Upcoming', 'InHouse'].includes(bar.status ?? '') || counts.get(bar.bookingNo ?? '') !== 1 || bar.from < board.from) continue;
        if (!target.bars.some((b) => overlaps(b, bar)) && !target.outOfOrder.some((p) => overlaps(p, bar))) candidates.push({ bar, room, target, otherType: room.roomType.id !== target.roomType.id });
      }
    }
  }
  return candidates.sort((a, b) => Number(a.otherType) - Number(b.otherType))[0];
};

/**
 * When the demo has no such pair, one is made the way the desk would: a movable stay anywhere on the board
 * is first moved (through the same room-change call) to a free room six rows above a free room of the last
 * three. Answers the stay, the room it now sits in and that free room, or nothing when the board is full.
 */
const stageBottomMove = async (board: Board) => {
  const counts = new Map<string, number>();
  for (const room of board.rooms) for (const bar of room.bars) if (bar.bookingNo) counts.set(bar.bookingNo, (counts.get(bar.bookingNo) ?? 0) + 1);
  const free = (room: BoardRoom, bar: Bar) => !room.bars.some((b) => overlaps(b, bar)) && !room.outOfOrder.some((p) => overlaps(p, bar));
  const n = board.rooms.length;
  for (const home of board.rooms)
    for (const bar of home.bars) {
      if (bar.kind !== 'reservation' || !['Upcoming', 'InHouse'].includes(bar.status ?? '') || counts.get(bar.bookingNo ?? '') !== 1 || bar.from < board.from) continue;
      for (let t = n - 1; t >= n - 3; t--) {
        const target = board.rooms[t];
        const source = board.rooms[t - 6];
        if (target === home || !free(target, bar) || (source !== home && !free(source, bar))) continue;
        if (source !== home) {
          const moved = await adminCall('POST', `/rooms-change/${bar.reservationId}`, { fromRoomId: home.id, toRoomId: source.id });
          if (moved.status !== 200) continue;
        }
        return { bar, room: source, target };
      }
    }
  return undefined;
};

describe('a day at the front desk', () => {
  /** The arrivals still to arrive, as the dashboard's card says: the front desk's arrivals list. */
  let arrivals = 0;

  it('signs in to the dashboard and its cards of the day', async () => {
    await page.goto(`${server.url}/admin`);
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('admin@resort.test');
    await page.getByRole('textbox', { name: /^Password/ }).fill('Demo!2345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    for (const card of ['In house', 'Arrivals', 'Departures', 'End of day']) await page.getByRole('heading', { name: card, exact: true, level: 2 }).waitFor();
    // The count shows once the server has answered (a placeholder before), with how many are in and how many still to come.
    const arrivalsCard = page.getByRole('button', { name: /^\d+ Arrivals bookings? checking in \d+ of \d+ checked in/ });
    await arrivalsCard.waitFor();
    const card = (await arrivalsCard.innerText()).replace(/\s+/g, ' ');
    const [, total, checkedIn, ofTotal] = card.match(/^(\d+) Arrivals .*?(\d+) of (\d+) checked in/) ?? [];
    expect(ofTotal).toBe(total);
    arrivals = Number(total) - Number(checkedIn);
    expect(arrivals, card).toBeGreaterThan(0);
    expect(card).toContain(`${arrivals} still to arrive`);
    await page.getByRole('heading', { name: /^Arrivals on / }).waitFor();
    await accessible('dashboard');
  });

  it("opens today's arrivals and checks a party in: the row moves to In house", async () => {
    await page.getByRole('link', { name: 'Open in the front desk' }).click();
    await page.waitForURL(/\/admin\/front-desk\?.*tab=arrivals/);
    await page.getByRole('tab', { name: /^Arrivals \d+$/, selected: true }).waitFor();
    expect(await tabCount('Arrivals')).toBe(arrivals);
    const inHouse = await tabCount('In house');
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Check in', disabled: false }) }).first();
    const bookingNo = (await row.textContent())?.match(/[A-Z]+\d*-\d+/)?.[0] ?? '';
    expect(bookingNo).not.toBe('');
    await shot(page, 'arrivals');
    await row.getByRole('button', { name: 'Check in' }).click();
    const dialog = page.getByRole('dialog', { name: `Check in reservation ${bookingNo}?` });
    await dialog.getByRole('button', { name: 'Check in' }).click();
    await page.getByText('Guests checked in').waitFor();
    await expect.poll(() => tabCount('In house')).toBe(inHouse + 1);
    await page.getByRole('tab', { name: /^In house \d+$/ }).click();
    await page.getByRole('row').filter({ hasText: bookingNo }).waitFor();
    await shot(page, 'in-house');
  });

  it('moves a stay to a free room of its type on the room board, with the keyboard', async () => {
    await page.getByRole('menuitem', { name: 'Room board' }).click();
    await page.waitForURL(/\/admin\/room-board/);
    const board = await boardAt('days=14');
    const move = pickMove(board);
    expect(move, 'a movable stay and a free room of its type').toBeDefined();
    const { bar, room, target, steps, path } = move;
    await page.getByRole('combobox', { name: 'Room type' }).click();
    await page.getByRole('option', { name: room.roomType.name }).click();
    await page.waitForURL(new RegExp(`roomTypeId=${room.roomType.id}`));
    const stay = page.locator(`[data-room="${room.roomNumber}"] [data-booking="${bar.bookingNo}"]`);
    await stay.waitFor();
    await page.locator(`[data-room="${target.roomNumber}"]`).waitFor();
    await accessible('room-board');
    // No scrolling the page first: the board's keyboard sensor leaves the page alone, so the first arrow moves the stay.
    await stay.focus();
    await page.keyboard.press('Space');
    await page.getByText(`${bar.bookingNo} is over room ${room.roomNumber}.`).waitFor({ state: 'attached' });
    // One room a press, as a screen reader hears it; the next press once the stay is over the room (the sensor
    // steps from where the board last drew the stay, so presses faster than the board draws would not all count).
    for (const passed of path) {
      await page.keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
      await page.getByText(`${bar.bookingNo} is over room ${passed.roomNumber}.`).waitFor({ state: 'attached' });
    }
    await page.keyboard.press('Space');
    await page.getByText(`Booking ${bar.bookingNo} moved to room ${target.roomNumber}`).waitFor();
    const moved = page.locator(`[data-room="${target.roomNumber}"] [data-booking="${bar.bookingNo}"]`);
    await moved.waitFor();
    // The page is left where it was, not scrolled sideways with the room numbers half hidden.
    expect(await page.evaluate(() => [window.scrollX, document.documentElement.scrollWidth <= window.innerWidth])).toEqual([0, true]);
    const sideways = await page.evaluate(() => [...document.querySelectorAll('body *')].filter((el) => el.scrollLeft > 0 && !el.closest('[data-board-scroll]')).length);
    expect(sideways, 'boxes outside the board scrolled sideways').toBe(0);
    await shot(page, 'room-board-moved');
    await page.reload();
    await moved.waitFor();
    expect(await page.locator(`[data-room="${room.roomNumber}"] [data-booking="${bar.bookingNo}"]`).count()).toBe(0);
    const after = await boardAt(`days=14&roomTypeId=${room.roomType.id}`);
    expect(after.rooms.find((r) => r.id === target.id)?.bars.map((b) => b.bookingNo)).toContain(bar.bookingNo);
  });

  it("drags a stay with the mouse toward the board's bottom right corner: only the board scrolls, never the page, and the drop moves the stay", async () => {
    await page.goto(`${server.url}/admin/room-board`);
    const board = await boardAt('days=14');
    const move = pickBottomMove(board) ?? (await stageBottomMove(board));
    expect(move, 'a movable stay a few rows above a free room in the last three rows').toBeDefined();
    if (!move) return;
    await page.reload();
    const { bar, room, target } = move;
    const scroller = page.locator('[data-board-scroll]');
    const stay = page.locator(`[data-room="${room.roomNumber}"] [data-booking="${bar.bookingNo}"]`);
    await page.locator('[data-board-scroll] [data-room]').first().waitFor();
    // The page itself can scroll (it is a little taller than the window): the drag must leave it alone all the same.
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    const boardScroll = () => scroller.evaluate((el) => ({ top: el.scrollTop, left: el.scrollLeft, maxTop: el.scrollHeight - el.clientHeight }));
    const pageScroll = () => page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
    // Where the free room sits with the board scrolled to its end: the pointer is held there, near the board's (and the window's) bottom right.
    await scroller.evaluate((el) => (el.scrollTop = el.scrollHeight));
    const targetBox = (await page.locator(`[data-room="${target.roomNumber}"]`).boundingBox())!;
    const boardBox = (await scroller.boundingBox())!;
    const hold = { x: boardBox.x + boardBox.width - 40, y: targetBox.y + targetBox.height / 2 };
    // Two rows short of the end, so holding the pointer by the edge has the board scroll the rest.
    const { maxTop } = await boardScroll();
    await scroller.evaluate((el, top) => (el.scrollTop = top), maxTop - 2 * ROW_HEIGHT);
    await expect.poll(async () => (await boardScroll()).top).toBe(maxTop - 2 * ROW_HEIGHT);
    const start = (await stay.boundingBox())!;
    expect(start.y, 'the stay is in view below the header').toBeGreaterThan(boardBox.y + HEADER_HEIGHT);
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(start.x + start.width / 2 + 8, start.y + start.height / 2 + 8, { steps: 2 });
    await page.mouse.move(hold.x, hold.y, { steps: 8 });
    // The board scrolls to its end under the held pointer; the window stays where it was.
    await expect.poll(async () => (await boardScroll()).top, { timeout: 5_000 }).toBe(maxTop);
    await page.getByText(`${bar.bookingNo} is over room ${target.roomNumber}.`).waitFor({ state: 'attached' });
    await page.waitForTimeout(300);
    expect(await pageScroll()).toEqual({ x: 0, y: 0 });
    // The window, not the full page: a full-page capture resizes the viewport mid-drag.
    await page.screenshot({ path: 'e2e/output/staff-day/room-board-mouse-drag.png' });
    await page.mouse.up();
    await page.getByText(`Booking ${bar.bookingNo} moved to room ${target.roomNumber}`).waitFor();
    await page.locator(`[data-room="${target.roomNumber}"] [data-booking="${bar.bookingNo}"]`).waitFor();
    expect(await pageScroll()).toEqual({ x: 0, y: 0 });
    const after = await boardAt('days=14');
    expect(after.rooms.find((r) => r.id === target.id)?.bars.map((b) => b.bookingNo)).toContain(bar.bookingNo);
    expect(after.rooms.find((r) => r.id === room.id)?.bars.map((b) => b.bookingNo)).not.toContain(bar.bookingNo);
  });

  it("prints today's transport manifest: the PDF names a party shown on screen", async () => {
    await page.goto(`${server.url}/admin/manifest`);
    await page.getByRole('heading', { name: 'Transport manifest', level: 1 }).waitFor();
    // The resort's today (Malaysia), whatever the browser's own calendar says.
    const { data: serverDay } = (await (await fetch(`${server.url}/api/serverDate`)).json()) as { data: { date: string } };
    await expect.poll(() => page.getByLabel('Date').inputValue()).toBe(serverDay.date);
    const firstParty = page.getByRole('row').filter({ hasText: /[A-Z]+\d*-\d+/ }).first();
    await firstParty.waitFor();
    const cells = await firstParty.getByRole('cell').allTextContents();
    const [bookingNo, leadGuest] = cells;
    expect(bookingNo).toMatch(/^[A-Z]+\d*-\d+$/);
    await shot(page, 'manifest');
    const pdf = await downloaded('Print PDF');
    expect(pdf.name).toMatch(/^transport-manifest-\d{4}-\d{2}-\d{2}\.pdf$/);
    const { text } = await pdfText(pdf.bytes);
    expect(text).toContain(bookingNo);
    expect(text).toContain(leadGuest);
  });

  it("exports the monthly report's CSV: its header and twelve months", async () => {
    await page.goto(`${server.url}/admin/reports`);
    await page.getByRole('link', { name: /^Monthly rooms report/ }).click();
    await page.waitForURL(/\/admin\/reports\/monthly/);
    await page.getByRole('heading', { name: 'Monthly rooms report', level: 1 }).waitFor();
    await page.getByRole('table').first().waitFor();
    await accessible('monthly-report');
    const csv = await downloaded('Export CSV');
    const year = new Date().getFullYear();
    expect(csv.name).toBe(`monthly-report-${year}.csv`);
    const [header, ...rows] = parseCsv(new TextDecoder().decode(csv.bytes));
    expect(header).toEqual(['Month', 'Room type', 'Available room nights', 'Room nights sold', 'Occupancy %', 'Room revenue', 'Average daily rate', 'Revenue per available room']);
    const months = rows.filter((r) => r[1] === 'All room types').map((r) => r[0]);
    expect(months).toEqual(Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`));
    expect(rows.some((r) => Number(r[3]) > 0), 'room nights sold in the demo year').toBe(true);
  });
});
