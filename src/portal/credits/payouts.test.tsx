import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn, renderPortal, usePortalApi } from '../test/portalHarness';
import { createAgencyMember, loginAs, topUpPaid, walletOf } from './moneyTestApi';

usePortalApi();

const region = (name: string) => screen.findByRole('region', { name }, { timeout: 15_000 });
const spaces = (s: string) => s.replace(/\s/g, ' ');
const figure = (balance: HTMLElement, label: string) => spaces(within(balance).getByText(label).closest('div')?.textContent ?? '');

test('an agency admin adds bank details, asks for a payout, and sees it listed with the amount held', async () => {
  const token = await loginAs('ta@agency.test');
  await topUpPaid(token, 50_000);
  await signIn('ta@agency.test');
  const user = userEvent.setup();
  renderPortal('/credits');

  const payouts = await region('Payout requests');
  expect(await within(payouts).findByText('Add your bank details before asking for a payout.')).toBeInTheDocument();
  expect(within(payouts).getByText('No Data Found')).toBeInTheDocument();

  const bank = await region('Bank details');
  await user.type(await within(bank).findByRole('textbox', { name: 'Account name' }), 'Terengganu Island Holidays');
  await user.type(within(bank).getByRole('textbox', { name: 'Account number' }), '12ab');
  await user.type(within(bank).getByRole('textbox', { name: 'Bank name' }), 'Maybank');
  await user.click(within(bank).getByRole('button', { name: 'Save bank details' }));
  expect(await within(bank).findByText('Enter the account number as digits (5 to 34).')).toBeInTheDocument();
  await user.clear(within(bank).getByRole('textbox', { name: 'Account number' }));
  await user.type(within(bank).getByRole('textbox', { name: 'Account number' }), '5140-1234-5678');
  await user.click(within(bank).getByRole('button', { name: 'Save bank details' }));
  expect(await within(bank).findByText('Bank details saved')).toBeInTheDocument();

  const amount = await within(payouts).findByRole('textbox', { name: /Payout amount/ });
  expect(within(payouts).getByText(/Paid to Maybank, account ending 5678/)).toBeInTheDocument();
  await user.type(amount, '600');
  await user.click(within(payouts).getByRole('button', { name: 'Request payout' }));
  expect(await within(payouts).findByText('Your wallet balance does not cover this amount.')).toBeInTheDocument();
  await user.clear(amount);
  await user.type(amount, '150');
  await user.click(within(payouts).getByRole('button', { name: 'Request payout' }));
  expect(await within(payouts).findByText('Payout of RM 150.00 requested', { normalizer: spaces })).toBeInTheDocument();

  const table = await within(payouts).findByRole('table', { name: 'Payout requests' });
  const [, row] = within(table).getAllByRole('row');
  expect(spaces(row.textContent ?? '')).toContain('RM 150.00');
  expect(within(row).getByText('Requested')).toBeInTheDocument();
  expect(within(row).getByText('Maybank, account ending 5678')).toBeInTheDocument();

  const balance = await region('Account balance');
  await within(balance).findByText('RM 350.00', { normalizer: spaces });
  expect(figure(balance, 'Awaiting payout')).toContain('RM 150.00');
  expect(await walletOf(token)).toMatchObject({ totalReqAmount: 15_000, balance: 35_000 });
  const statement = await region('Statement');
  expect(await within(statement).findByText('Payout requested')).toBeInTheDocument();
});

test('an agency editor sees why it cannot ask for payouts, and the server refuses one too', async () => {
  const editor = await createAgencyMember('omar.editor@agency.test', 'editor');
  const token = await loginAs(editor.email, editor.password);
  // The editor tops up the agency's one wallet (the admin's payout request above is still held in it).
  const before = await walletOf(token);
  await topUpPaid(token, 30_000);
  await signIn(editor.email, editor.password);
  renderPortal('/credits');
  const payouts = await region('Payout requests');
  expect(await within(payouts).findByText(/only your agency's admin can request them/)).toBeInTheDocument();
  expect(within(payouts).queryByRole('button', { name: 'Request payout' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Bank details' })).not.toBeInTheDocument();
  // An editor may still top up (it may book).
  expect(within(await region('Top up credit')).getByRole('button', { name: 'Top up' })).toBeInTheDocument();

  const asked = await fetch(new URL('/api/agent/wallet/payout', window.location.href), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ amount: 10_000 }),
  });
  expect(asked.status).toBe(403);
  expect(await walletOf(token)).toMatchObject({ totalReqAmount: before.totalReqAmount, balance: before.balance + 30_000 });
  expect(await walletOf(await loginAs('ta@agency.test'))).toEqual(await walletOf(token));
});
