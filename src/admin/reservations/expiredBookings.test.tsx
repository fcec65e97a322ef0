import { screen, waitFor, within } from '@testing-library/react';
import { bookAsAgent } from '../../test/booking';
import { renderAdmin, signIn, useMockApi } from '../../test/adminHarness';

useMockApi();

const wait = { timeout: 30_000 };

test('Expired Bookings is in the menu and lists only bookings whose payment ran out, still filtered by payment status', async () => {
  const pending = await bookAsAgent(44);
  await signIn('admin@resort.test');
  renderAdmin('/admin/expired-bookings');
  expect(await screen.findByRole('menuitem', { name: 'Expired Bookings' }, wait)).toHaveAttribute('href', '/admin/expired-bookings');
  expect(await screen.findByText('Expired Bookings', { selector: 'h2, h6, span' }, wait)).toBeInTheDocument();
  // The status is fixed; the payment status, check-in and agency filters stay.
  expect(await screen.findByRole('combobox', { name: 'Payment status' }, wait)).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
  // A booking still waiting for its payment is not expired.
  await waitFor(() => expect(screen.getByText(/^No .+ found/)).toBeInTheDocument(), wait);
  expect(screen.queryByText(pending.bookingNo)).not.toBeInTheDocument();
});

test('the Reservations list still shows that booking, with its status filter', async () => {
  const pending = await bookAsAgent(46);
  await signIn('admin@resort.test');
  renderAdmin('/admin/reservations');
  const row = (await screen.findByText(pending.bookingNo, {}, wait)).closest('tr') as HTMLElement;
  expect(within(row).getByText('Pending', { exact: false })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
});
