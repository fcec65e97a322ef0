import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAdmin, signIn, useMockApi } from '../../test/adminHarness';
import { agentId, askPayout, paidBooking, refundToWallet, rm } from './moneyFixtures';

useMockApi();

const wait = { timeout: 15_000 };

test("the travel agent's record leads to the wallet statement: totals, and each entry with its balance", async () => {
  const booking = await paidBooking(90, 90);
  await refundToWallet(booking, 40_000);
  await askPayout(15_000);
  const id = await agentId();
  await signIn('admin@resort.test');
  renderAdmin(`/admin/travelagent/${id}`);
  const balance = await screen.findByTestId('agent-wallet-balance', {}, wait);
  await waitFor(() => expect(balance).toHaveTextContent(rm(25_000)), wait);
  fireEvent.click(screen.getByRole('link', { name: 'Wallet statement' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Wallet statement of Siti Abdullah' }, wait)).toBeInTheDocument();
  expect(await screen.findByTestId('wallet-balance', {}, wait)).toHaveTextContent(rm(25_000));
  expect(screen.getByTestId('wallet-credited')).toHaveTextContent(rm(40_000));
  expect(screen.getByTestId('wallet-debited')).toHaveTextContent(rm(0));
  expect(screen.getByTestId('wallet-requested')).toHaveTextContent(rm(15_000));

  const rows = within(screen.getByRole('table', { name: 'Wallet statement' })).getAllByRole('row').slice(1);
  // Newest first: the payout asked for, then the refund credited for the booking.
  expect(rows).toHaveLength(2);
  expect(within(rows[0]).getByText('Payout requested')).toBeInTheDocument();
  expect(rows[0]).toHaveTextContent(`−${rm(15_000)}`);
  expect(rows[0]).toHaveTextContent(new RegExp(`${rm(25_000)}$`));
  expect(within(rows[1]).getByText('Refund')).toBeInTheDocument();
  expect(within(rows[1]).getByText(booking.bookingNo)).toBeInTheDocument();
  expect(rows[1]).toHaveTextContent(`+${rm(40_000)}`);
  expect(rows[1]).toHaveTextContent(new RegExp(`${rm(40_000)}$`));
});
