import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDay } from '../../../i18n/dateFormat';
import { addDays } from '../../../server/app/pricing/nights';
import { DEFAULT_RESORT_TIME_ZONE, resortToday } from '../../../server/app/settings/resortZone';
import { bookAsAgent, confirmAsStaff, statusOnServer } from '../../test/booking';
import { renderAdmin, signIn, useMockApi } from '../../test/adminHarness';

useMockApi();

const wait = { timeout: 15_000 };
const button = (name: string) => screen.queryByRole('button', { name });
const day = (inDays: number) => formatDay(addDays(resortToday(new Date(), DEFAULT_RESORT_TIME_ZONE), inDays), 'en');

test('check-in asks first, naming the guests, dates and rooms; "Not now" changes nothing; then it can be undone', async () => {
  const booked = await bookAsAgent(0, 2);
  await confirmAsStaff(booked.id);
  await signIn('admin@resort.test');
  renderAdmin(`/admin/reservations/${booked.id}/show`);

  fireEvent.click(await screen.findByRole('button', { name: 'Check in' }, wait));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(`Check in reservation ${booked.bookingNo}?`)).toBeInTheDocument();
  expect(within(dialog).getByText(new RegExp(`^Nur Aisyah binti Ahmad, ${day(0)} to ${day(2)}, room \\d+\\.`))).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await statusOnServer(booked.id)).toBe('Upcoming');
  expect(button('Undo check-in')).not.toBeInTheDocument();

  // Nothing is paid yet: the question offers the payment too; the desk checks in without it here.
  fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Check in without payment' }));
  expect(await screen.findByText('In house', {}, wait)).toBeInTheDocument();
  expect(await statusOnServer(booked.id)).toBe('InHouse');

  // A mistaken check-in is undone the same day, after its own question.
  fireEvent.click(await screen.findByRole('button', { name: 'Undo check-in' }, wait));
  const undo = await screen.findByRole('dialog');
  expect(within(undo).getByText(/the commission credited for this check-in is taken back/)).toBeInTheDocument();
  fireEvent.click(within(undo).getByRole('button', { name: 'Undo check-in' }));
  await waitFor(async () => expect(await statusOnServer(booked.id)).toBe('Upcoming'), wait);
  expect(await screen.findByRole('button', { name: 'Check in' }, wait)).toBeInTheDocument();
});

test('a stay checking in later cannot be checked in yet: the button is off and says from when', async () => {
  const booked = await bookAsAgent(30, 2);
  await confirmAsStaff(booked.id);
  await signIn('admin@resort.test');
  renderAdmin(`/admin/reservations/${booked.id}/show`);
  expect(await screen.findByText(`Check-in opens on ${day(30)}.`, {}, wait)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Check in' })).toBeDisabled();
});
