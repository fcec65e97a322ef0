import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn, renderPortal, usePortalApi } from '../test/portalHarness';
import { goToGateway } from './gateway';
import { loginAs, paymentsOf, topUpPaid } from './moneyTestApi';

vi.mock('./gateway', () => ({ goToGateway: vi.fn() }));

usePortalApi();
afterEach(() => vi.mocked(goToGateway).mockClear());

const region = (name: string) => screen.findByRole('region', { name }, { timeout: 15_000 });
/** Text with the non-breaking space Intl puts after "RM" read as a plain one. */
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\s/g, ' ');
/** A labelled figure of the balance card: its label and amount. */
const figure = (balance: HTMLElement, label: string) => text(within(balance).getByText(label).parentElement ?? balance);

test('credits shows the balance and the statement after a wallet credit, ten entries at a time', async () => {
  const token = await loginAs('freelancer@agent.test');
  await signIn('freelancer@agent.test');
  const empty = renderPortal('/credits');
  expect(await within(await region('Statement')).findByText('No Data Found')).toBeInTheDocument();
  empty.unmount();

  await topUpPaid(token, 50_000);
  for (let i = 0; i < 10; i += 1) await topUpPaid(token, 10_000);
  renderPortal('/credits');
  const balance = await region('Account balance');
  await within(balance).findAllByText('RM 1,500.00', { normalizer: (s) => s.replace(/\s/g, ' ') });
  expect(figure(balance, 'Account balance')).toBe('Account balanceRM 1,500.00');
  expect(figure(balance, 'Total credit')).toBe('Total creditRM 1,500.00');
  expect(figure(balance, 'Debit')).toBe('DebitRM 0.00');
  expect(figure(balance, 'Awaiting payout')).toBe('Awaiting payoutRM 0.00');

  const statement = await region('Statement');
  const table = await within(statement).findByRole('table', { name: 'Statement' });
  expect(within(table).getAllByRole('row')).toHaveLength(11);
  // Newest first: the last top-up of RM 100 made the balance RM 1,500.
  const newest = within(table).getAllByRole('row')[1];
  expect(text(newest)).toContain('Top-up');
  expect(text(newest)).toContain('+RM 100.00');
  expect(text(newest)).toContain('RM 1,500.00');
  expect(within(statement).queryByText('No more data is found')).not.toBeInTheDocument();

  await userEvent.click(within(statement).getByRole('button', { name: 'Show more' }));
  expect(await within(statement).findByText('No more data is found')).toBeInTheDocument();
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(12);
  expect(text(rows[11])).toContain('+RM 500.00');
});

test('a top-up below the minimum shows the spec message and sends nothing; a valid one goes to the gateway', async () => {
  const token = await loginAs('priya@lioncitytravel.test');
  await signIn('priya@lioncitytravel.test');
  const user = userEvent.setup();
  renderPortal('/credits');
  const topUp = await region('Top up credit');
  const amount = await within(topUp).findByRole('textbox', { name: /Amount/ });
  await user.type(amount, '99.99');
  await user.click(within(topUp).getByRole('button', { name: 'Top up' }));
  expect(await within(topUp).findByText('The minimum top-up is RM 100.00.', { normalizer: (s) => s.replace(/\s/g, ' ') })).toBeInTheDocument();
  await user.clear(amount);
  await user.type(amount, '1000.01');
  await user.click(within(topUp).getByRole('button', { name: 'Top up' }));
  expect(await within(topUp).findByText('The maximum top-up is RM 1,000.00.', { normalizer: (s) => s.replace(/\s/g, ' ') })).toBeInTheDocument();
  await user.clear(amount);
  await user.click(within(topUp).getByRole('button', { name: 'Top up' }));
  expect(await within(topUp).findByText('Amount is required')).toBeInTheDocument();
  expect((await paymentsOf(token)).total).toBe(0);
  expect(goToGateway).not.toHaveBeenCalled();

  await user.type(amount, '250');
  await user.click(within(topUp).getByRole('button', { name: 'Top up' }));
  expect(await within(topUp).findByText('Opening the payment page…')).toBeInTheDocument();
  expect(goToGateway).toHaveBeenCalledTimes(1);
  expect(vi.mocked(goToGateway).mock.calls[0][0]).toMatch(/^\/sandbox-gateway\/pay\?.*amount=25000/);
  const { payments } = await paymentsOf(token);
  expect(payments).toMatchObject([{ amount: 25_000, status: 'initiated' }]);
});

test('back from the gateway, the page says plainly whether the top-up went through', async () => {
  const token = await loginAs('ta@agency.test');
  const paid = await topUpPaid(token, 20_000);
  const declined = await topUpPaid(token, 30_000, 'failed');
  await signIn('ta@agency.test');
  const approved = renderPortal(`/credits?payment=${paid}&status=approved`);
  const message = await screen.findByRole('status', {}, { timeout: 15_000 });
  await within(message).findByText('Your top-up of RM 200.00 has been received and credited to your wallet.', { normalizer: (s) => s.replace(/\s/g, ' ') });
  await userEvent.click(within(message).getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByText(/Your top-up/)).not.toBeInTheDocument();
  expect(approved.currentPath()).toBe('/credits');
  approved.unmount();

  renderPortal(`/credits?payment=${declined}&status=failed`);
  expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('The top-up payment did not go through. Nothing was charged.');
});
