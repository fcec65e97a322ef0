import { screen } from '@testing-library/react';
import { renderAdmin, signIn, useMockApi } from '../../test/adminHarness';
import { paidBooking, sendSlip, staffWith } from './moneyFixtures';
import { bookAsAgent } from '../../test/booking';

useMockApi();

const wait = { timeout: 15_000 };
const menuItem = (name: string) => screen.queryByRole('menuitem', { name });

test('a cashier who may only read payments sees the queue but no Approve, no payouts and no Refund', async () => {
  await staffWith('cashier@resort.test', { dashboard: ['list'], reservations: ['list', 'show'], payments: ['list', 'show'] });
  const waiting = await bookAsAgent(100);
  const payment = await sendSlip(waiting, 10_000, 'RHB-100', 100);
  const paid = await paidBooking(102, 102);
  await signIn('cashier@resort.test');

  const first = renderAdmin(`/admin/payments/${payment.id}/show`);
  expect(await screen.findByRole('heading', { name: `Payment for ${waiting.bookingNo}` }, wait)).toBeInTheDocument();
  expect(menuItem('Unconfirmed payments')).toBeInTheDocument();
  expect(menuItem('Payout requests')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  first.unmount();

  const second = renderAdmin(`/admin/reservations/${paid.id}/show`);
  expect(await screen.findByText('Fully paid', {}, wait)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  second.unmount();

  renderAdmin('/admin/payouts');
  expect(await screen.findByText('You do not have permission to open this page.', {}, wait)).toBeInTheDocument();
});
