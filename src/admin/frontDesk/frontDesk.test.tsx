import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays } from '../../../server/app/pricing/nights';
import { DEFAULT_RESORT_TIME_ZONE, resortToday } from '../../../server/app/settings/resortZone';
import { actAsStaff, bookAsAgent, confirmAsStaff, statusOnServer } from '../../test/booking';
import { renderAdmin, signIn, useMockApi } from '../../test/adminHarness';

useMockApi();

const wait = { timeout: 20_000 };
/** The row (a table row, or a card on a narrow screen) of one booking, found by its number. */
const rowOf = async (bookingNo: string) => {
  const link = await screen.findByRole('link', { name: bookingNo }, wait);
  return link.closest('tr, [data-testid="desk-card"]') as HTMLElement;
};
/** A tab's count, as its chip shows it. */
const countOn = (tab: RegExp) => Number(screen.getByRole('tab', { name: tab }).textContent?.replace(/\D/g, ''));
const confirmIn = async (name: string) => fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name }));

test("today's arrival is listed with its rooms, guests and balance; Check in moves it to In house", async () => {
  const booked = await bookAsAgent(0, 2);
  await confirmAsStaff(booked.id);
  await signIn('admin@resort.test');
  renderAdmin('/admin/front-desk');

  const row = await rowOf(booked.bookingNo);
  expect(within(row).getByText('Nur Aisyah binti Ahmad')).toBeInTheDocument();
  expect(within(row).getByText('2 adults, 1 toddler')).toBeInTheDocument();
  expect(within(row).getByText('Ground floor if possible')).toBeInTheDocument();
  expect(within(row).getByText(/^RM [\d,.]+ due$/)).toBeInTheDocument();
  const arrivals = countOn(/^Arrivals/);
  const inHouse = countOn(/^In house/);

  fireEvent.click(await within(row).findByRole('button', { name: 'Check in' }, wait));
  expect(within(await screen.findByRole('dialog')).getByText(`Check in reservation ${booked.bookingNo}?`)).toBeInTheDocument();
  await confirmIn('Check in');
  await waitFor(() => expect(screen.queryByRole('link', { name: booked.bookingNo })).not.toBeInTheDocument(), wait);
  await waitFor(() => expect(countOn(/^Arrivals/)).toBe(arrivals - 1), wait);
  expect(countOn(/^In house/)).toBe(inHouse + 1);

  fireEvent.click(screen.getByRole('tab', { name: /^In house/ }));
  expect(await rowOf(booked.bookingNo)).toBeInTheDocument();
  expect(await statusOnServer(booked.id)).toBe('InHouse');
});

test("a departure is checked out from the day's departures", async () => {
  const booked = await bookAsAgent(0, 1);
  await confirmAsStaff(booked.id);
  await actAsStaff(booked.id, 'check-in');
  await signIn('admin@resort.test');
  renderAdmin(`/admin/front-desk?date=${addDays(resortToday(new Date(), DEFAULT_RESORT_TIME_ZONE), 1)}&tab=departures`);

  fireEvent.click(await within(await rowOf(booked.bookingNo)).findByRole('button', { name: 'Check out' }, wait));
  await confirmIn('Check out');
  await waitFor(() => expect(screen.queryByRole('link', { name: booked.bookingNo })).not.toBeInTheDocument(), wait);
  expect(await statusOnServer(booked.id)).toBe('Completed');
});

test('a check-in the server refuses (cancelled meanwhile at another desk) says why and leaves it unchanged', async () => {
  const booked = await bookAsAgent(0, 2);
  await confirmAsStaff(booked.id);
  await signIn('admin@resort.test');
  renderAdmin('/admin/front-desk?tab=arrivals');
  const row = await rowOf(booked.bookingNo);
  await actAsStaff(booked.id, 'cancel');

  fireEvent.click(await within(row).findByRole('button', { name: 'Check in' }, wait));
  await confirmIn('Check in');
  expect(await screen.findByText('This reservation cannot do that now', {}, wait)).toBeInTheDocument();
  expect(await statusOnServer(booked.id)).toBe('Cancelled');
});

test('Room change moves the booking to a free room of its type for the whole stay, and the row shows the new room', async () => {
  const booked = await bookAsAgent(0, 2);
  await confirmAsStaff(booked.id);
  await signIn('admin@resort.test');
  renderAdmin('/admin/front-desk');
  const row = await rowOf(booked.bookingNo);
  const before = (await within(row).findByText(/^[A-Z]-\d+$/, {}, wait)).textContent;

  fireEvent.click(await within(row).findByRole('button', { name: 'Room change' }, wait));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(`Move ${booked.bookingNo} to another room`)).toBeInTheDocument();
  fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: /^Free .+ room for the whole stay$/ }, wait));
  const options = await screen.findAllByRole('option');
  const target = options[0].textContent as string;
  expect(options.map((o) => o.textContent)).not.toContain(before);
  fireEvent.click(options[0]);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));

  expect(await screen.findByText(`Moved to room ${target}.`, {}, wait)).toBeInTheDocument();
  await waitFor(async () => expect(within(await rowOf(booked.bookingNo)).getByText(target)).toBeInTheDocument(), wait);
});
