import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { approveAsStaff, bookAsAgent } from '../test/booking';
import { renderAdmin, signIn, useMockApi } from '../test/adminHarness';
import { formatMoney } from './fields/money';
import { reservationOf } from '../portal/bookings/bookingFixtures';

useMockApi();

const wait = { timeout: 15_000 };
/** Money as the screen reads once whitespace is normalised (Intl puts a no-break space after RM). */
const rm = (sen: number) => formatMoney(sen).replace(/\s+/g, ' ');
const button = (name: string) => screen.queryByRole('button', { name });

test('the reservations list shows agent bookings; Awaiting Approvals only the unapproved ones', async () => {
  const waiting = await bookAsAgent(30);
  const approved = await bookAsAgent(31);
  await approveAsStaff(approved.id);
  await signIn('admin@resort.test');
  renderAdmin('/admin/reservations');
  const cell = await screen.findByText(waiting.bookingNo, {}, wait);
  const row = cell.closest('tr') as HTMLElement;
  expect(within(row).getByText('Pending')).toBeInTheDocument();
  expect(within(row).getByText(rm(waiting.total))).toBeInTheDocument();
  // One stay column: the dates and the nights, so the desk's table fits a laptop screen.
  expect(within(row).getByText('2 nights')).toBeInTheDocument();
  expect(within(row).getByText(/^\d{1,2} \w{3} \d{4} – \d{1,2} \w{3} \d{4}$/)).toBeInTheDocument();
  // Under the stay, the package option it was booked under.
  const { packageOption } = await reservationOf(waiting.id);
  expect(within(row).getByText(packageOption?.name ?? 'no option stored')).toBeInTheDocument();
  expect(screen.getByText(approved.bookingNo)).toBeInTheDocument();
  expect(screen.getByRole('menuitem', { name: 'Reservations' })).toBeInTheDocument();

  fireEvent.click(screen.getByRole('menuitem', { name: 'Awaiting Approvals' }));
  await waitFor(() => expect(screen.queryByText(approved.bookingNo)).not.toBeInTheDocument(), wait);
  expect(await screen.findByText(waiting.bookingNo, {}, wait)).toBeInTheDocument();
});

test('the detail shows the quote in RM; Approve, then Confirm; illegal actions are not offered', async () => {
  const booked = await bookAsAgent(32);
  await signIn('admin@resort.test');
  renderAdmin(`/admin/reservations/${booked.id}/show`);
  const total = await screen.findByTestId('quote-total', {}, wait);
  expect(total).toHaveTextContent(rm(booked.total));
  expect(total.textContent).toMatch(/^RM\s[\d,]+\.\d{2}$/);
  // The reservation's name (the lead guest's) under the number, and the guest in the guests table.
  expect(screen.getAllByText('Nur Aisyah binti Ahmad')).toHaveLength(2);
  expect(screen.getByText('No seafood')).toBeInTheDocument();
  // Who is coming: only the bands with somebody, each in its plural form.
  expect(screen.getByText('2 adults, 1 toddler')).toBeInTheDocument();

  expect(await screen.findByRole('button', { name: 'Approve' }, wait)).toBeInTheDocument();
  // Not approved yet: no Confirm; Pending: no Check in or Check out.
  expect(button('Confirm')).not.toBeInTheDocument();
  expect(button('Check in')).not.toBeInTheDocument();
  expect(button('Check out')).not.toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
  expect(await screen.findByRole('button', { name: 'Confirm' }, wait)).toBeInTheDocument();
  expect(button('Approve')).not.toBeInTheDocument();
  expect(button('Check in')).not.toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByRole('button', { name: 'Check in' }, wait)).toBeInTheDocument();
  expect(button('Not available')).not.toBeInTheDocument();
});

test('cancelling asks first, then frees the reservation of every further action', async () => {
  const booked = await bookAsAgent(34);
  await signIn('admin@resort.test');
  renderAdmin(`/admin/reservations/${booked.id}/show`);
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }, wait));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(`Cancel reservation ${booked.bookingNo}?`)).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
  expect(await screen.findByText('Cancelled', {}, wait)).toBeInTheDocument();
  // The dialog (and its button) leaves with a short closing animation.
  await waitFor(() => expect(button('Cancel booking')).not.toBeInTheDocument());
  expect(button('Approve')).not.toBeInTheDocument();
});
