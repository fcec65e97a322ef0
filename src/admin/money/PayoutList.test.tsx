import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAdmin, signIn, useMockApi } from '../../test/adminHarness';
import { askPayout, paidBooking, refundToWallet, rm } from './moneyFixtures';

useMockApi();

const wait = { timeout: 15_000 };

test('a payout request shows the agent, amount and bank account; approving it pays it out', async () => {
  await refundToWallet(await paidBooking(70, 70), 30_000);
  await askPayout(12_500);
  await signIn('admin@resort.test');
  renderAdmin('/admin/payouts');
  const row = (await screen.findByText('Siti Abdullah', {}, wait)).closest('tr') as HTMLElement;
  expect(within(row).getByText(rm(12_500))).toBeInTheDocument();
  expect(within(row).getByText('Maybank')).toBeInTheDocument();
  expect(within(row).getByText('5140-1234-5678')).toBeInTheDocument();
  expect(within(row).getByText('SITI BINTI ABDULLAH')).toBeInTheDocument();
  expect(within(row).getByText('Requested')).toBeInTheDocument();
  expect(screen.getByRole('menuitem', { name: 'Payout requests' })).toBeInTheDocument();

  fireEvent.click(await within(row).findByRole('button', { name: 'Approve' }, wait));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(`Pay ${rm(12_500)} out to Siti Abdullah?`)).toBeInTheDocument();
  expect(within(dialog).getByText(/Maybank, account 5140-1234-5678/)).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('Transfer reference'), { target: { value: 'IBG-778812' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

  expect(await screen.findByText('Payout approved', {}, wait)).toBeInTheDocument();
  // Off the queue of requests waiting…
  await waitFor(() => expect(screen.queryByText('Siti Abdullah')).not.toBeInTheDocument(), wait);
  // …and among the ones paid out, with the bank's reference.
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Paid out' }));
  const paid = (await screen.findByText('IBG-778812', {}, wait)).closest('tr') as HTMLElement;
  expect(within(paid).getByText('Paid out')).toBeInTheDocument();
  expect(within(paid).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
});

test('rejecting a payout needs the reason the agent is sent', async () => {
  await refundToWallet(await paidBooking(74, 74), 5_000);
  await askPayout(5_000);
  await signIn('admin@resort.test');
  renderAdmin('/admin/payouts');
  const row = (await screen.findByText(rm(5_000), {}, wait)).closest('tr') as HTMLElement;
  fireEvent.click(await within(row).findByRole('button', { name: 'Reject' }, wait));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await within(dialog).findByText('Required', {}, wait)).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Account name does not match the agency' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await screen.findByText('Payout rejected', {}, wait)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText(rm(5_000))).not.toBeInTheDocument(), wait);
});
