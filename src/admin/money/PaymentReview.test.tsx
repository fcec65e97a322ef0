import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bookAsAgent } from '../../test/booking';
import { renderAdmin, signIn, useMockApi } from '../../test/adminHarness';
import { rm, sendSlip } from './moneyFixtures';

useMockApi();

const wait = { timeout: 15_000 };
const rowOf = async (text: string) => (await screen.findByText(text, {}, wait)).closest('tr') as HTMLElement;

// jsdom has no object URLs: the slip shows from this one.
beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:slip', revokeObjectURL: () => undefined });
});

test('a waiting slip is listed with its amount; approving it takes it off the queue and the booking is paid', async () => {
  const booking = await bookAsAgent(50);
  await sendSlip(booking, booking.total, 'MBB-50001', 50);
  await signIn('admin@resort.test');
  const { unmount } = renderAdmin('/admin/payments');
  const row = await rowOf(booking.bookingNo);
  expect(within(row).getByText(rm(booking.total))).toBeInTheDocument();
  expect(within(row).getByText(/MBB-50001/)).toBeInTheDocument();
  expect(within(row).getByText('Siti Abdullah')).toBeInTheDocument();
  expect(within(row).getByText('Bank-in slip')).toBeInTheDocument();
  expect(within(row).getByText('Waiting for review')).toBeInTheDocument();
  expect(screen.getByRole('menuitem', { name: 'Unconfirmed payments' })).toBeInTheDocument();

  fireEvent.click(within(row).getByText(booking.bookingNo));
  expect(await screen.findByRole('heading', { name: `Payment for ${booking.bookingNo}` }, wait)).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: `Slip of payment ${booking.bookingNo}` }, wait)).toHaveAttribute('src', 'blob:slip');
  fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(`Approve this payment of ${rm(booking.total)}?`)).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

  expect(await screen.findByText('Payment approved', {}, wait)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText(booking.bookingNo)).not.toBeInTheDocument(), wait);
  unmount();
  renderAdmin(`/admin/reservations/${booking.id}/show`);
  expect(await screen.findByText('Fully paid', {}, wait)).toBeInTheDocument();
});

test('rejecting needs a reason; the same slip sent again is flagged as a duplicate', async () => {
  const first = await bookAsAgent(54);
  const second = await bookAsAgent(56);
  await sendSlip(first, 10_000, 'CIMB-1', 54);
  const copy = await sendSlip(second, 10_000, 'CIMB-2', 54);
  await signIn('admin@resort.test');
  renderAdmin('/admin/payments');
  const row = await rowOf(second.bookingNo);
  expect(within(row).getByText('Duplicate slip')).toBeInTheDocument();
  expect(within(await rowOf(first.bookingNo)).queryByText('Duplicate slip')).not.toBeInTheDocument();

  fireEvent.click(within(row).getByText(second.bookingNo));
  expect(await screen.findByText('The same slip file was already sent with another payment.', {}, wait)).toBeInTheDocument();
  fireEvent.click(await screen.findByRole('button', { name: 'Reject' }, wait));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await within(dialog).findByText('Required', {}, wait)).toBeInTheDocument();

  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'The slip belongs to booking ' + first.bookingNo } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await screen.findByText('Payment rejected', {}, wait)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText(second.bookingNo)).not.toBeInTheDocument(), wait);
  expect(screen.getByText(first.bookingNo)).toBeInTheDocument();
  expect(copy.duplicateOfId).not.toBeNull();
});
