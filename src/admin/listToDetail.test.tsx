import { fireEvent, screen, within } from '@testing-library/react';
import { bookAsAgent } from '../test/booking';
import { renderAdmin, signIn, useMockApi } from '../test/adminHarness';

useMockApi();

// Generous: the machine running the suite is shared and slow.
const wait = { timeout: 30_000 };

/** Clicks the list row holding `text`, as staff do. */
const openRow = async (text: string) => {
  const cell = await screen.findByText(text, {}, wait);
  fireEvent.click(cell.closest('tr') as HTMLElement);
};

/** The reservation's detail as the desk reads it: the guests table, the rooms and the quote's total. */
const expectReservationDetail = async (bookingNo: string) => {
  expect(await screen.findByTestId('quote-total', {}, wait)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: bookingNo })).toBeInTheDocument();
  const guests = screen.getByRole('region', { name: 'Guests' });
  expect(within(guests).getByText('920314-11-5566')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Rooms' })).toHaveTextContent(/[A-Z]-\d{3}/);
  expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
};

test('a reservation opened from the Reservations list by clicking its row shows its guests, rooms and quote', async () => {
  const booked = await bookAsAgent(40);
  await signIn('admin@resort.test');
  renderAdmin('/admin/reservations');
  await openRow(booked.bookingNo);
  await expectReservationDetail(booked.bookingNo);
});

test('a reservation opened from Awaiting Approvals by clicking its row shows its detail', async () => {
  const booked = await bookAsAgent(42);
  await signIn('admin@resort.test');
  renderAdmin('/admin/awaiting-approvals');
  await openRow(booked.bookingNo);
  await expectReservationDetail(booked.bookingNo);
});

test('a generated list opens its record by clicking the row: the edit form, filled in', async () => {
  await signIn('admin@resort.test');
  renderAdmin('/admin/rooms');
  await openRow('A-101');
  const roomNumber = await screen.findByRole('spinbutton', { name: /Room number/ }, wait);
  expect(roomNumber).toHaveValue(101);
  expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
});

test('the read-only audit log opens its entry by clicking the row: the entry shown', async () => {
  await signIn('admin@resort.test');
  renderAdmin('/admin/audit-log');
  const rows = await screen.findAllByRole('row', {}, wait);
  fireEvent.click(rows[1]);
  // Fields the list leaves out are on the entry's page.
  expect(await screen.findByText('IP address', {}, wait)).toBeInTheDocument();
  expect(screen.getByText('After')).toBeInTheDocument();
  expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
});
