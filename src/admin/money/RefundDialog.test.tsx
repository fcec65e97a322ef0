import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAdmin, signIn, useMockApi } from '../../test/adminHarness';
import { paidBooking, rm } from './moneyFixtures';

useMockApi();

const wait = { timeout: 15_000 };

test('the refund dialog previews what was paid; a refund above it is refused on its field, then one within it is recorded', async () => {
  const booking = await paidBooking(80, 80);
  await signIn('admin@resort.test');
  renderAdmin(`/admin/reservations/${booking.id}/show`);
  expect(await screen.findByText('Fully paid', {}, wait)).toBeInTheDocument();
  fireEvent.click(await screen.findByRole('button', { name: 'Refund' }, wait));

  const dialog = await screen.findByRole('dialog', { name: `Refund booking ${booking.bookingNo}` });
  const preview = await within(dialog).findByTestId('refund-preview', {}, wait);
  expect(within(preview).getByText('Paid').nextSibling).toHaveTextContent(rm(booking.total));
  expect(within(preview).getByText('Refundable').nextSibling).toHaveTextContent(rm(booking.total));
  expect(within(preview).getByText('Already refunded').nextSibling).toHaveTextContent(rm(0));

  // More than was paid: the server's check, on the amount's field, back on step 1.
  const amount = within(dialog).getByLabelText(/^Refund amount/);
  fireEvent.change(amount, { target: { value: String(booking.total / 100 + 1) } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Confirm refund' }, wait));
  expect(await within(dialog).findByText(`Refund and cancel fee together may be at most ${rm(booking.total)}.`, {}, wait)).toBeInTheDocument();

  fireEvent.change(within(dialog).getByLabelText(/^Refund amount/), { target: { value: '150' } });
  fireEvent.change(within(dialog).getByLabelText(/^Cancel fee/), { target: { value: '20' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  const summary = await within(dialog).findByTestId('refund-summary', {}, wait);
  expect(summary).toHaveTextContent(`Refund ${rm(15_000)} to the agent’s wallet?`);
  expect(summary).toHaveTextContent(`Cancel fee kept by the resort: ${rm(2_000)}`);
  expect(summary).toHaveTextContent(`Still refundable afterwards: ${rm(booking.total - 15_000)}`);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm refund' }));

  expect(await screen.findByText(`Refund of ${rm(15_000)} recorded`, {}, wait)).toBeInTheDocument();
  expect(await screen.findByText('Partly paid', {}, wait)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: `Refund booking ${booking.bookingNo}` })).not.toBeInTheDocument());

  // The next opening previews what is left.
  fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
  const again = await within(await screen.findByRole('dialog')).findByTestId('refund-preview', {}, wait);
  expect(within(again).getByText('Already refunded').nextSibling).toHaveTextContent(rm(15_000));
  expect(within(again).getByText('Refundable').nextSibling).toHaveTextContent(rm(booking.total - 15_000));
});
