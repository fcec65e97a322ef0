import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRAFT_KEY } from '../../../wizard/draft';
import { usePortalApi } from '../test/portalHarness';
import { heading, LONG, next, toHeldRooms, toPromoStep } from './wizardTestSteps';

const { call, tokenOf } = usePortalApi();

test('leaving the wizard gives the held rooms back at once and says so', async () => {
  const user = userEvent.setup();
  await toHeldRooms(user);
  const holdId = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}').hold?.id as string;
  expect(holdId).toMatch(/^[0-9a-f-]{36}$/);
  await user.click(screen.getByRole('button', { name: 'Leave this booking' }));
  const dialog = screen.getByRole('dialog', { name: 'Leave this booking?' });
  await user.click(within(dialog).getByRole('button', { name: 'Leave this booking' }));
  expect(await screen.findByRole('status', {}, LONG)).toHaveTextContent('You left the booking. Nothing was booked and the held rooms went back to the resort.');
  const timer = await call<{ secondsLeft: number }>('GET', `/api/agent/room-timer?holdId=${holdId}`, { token: await tokenOf('ta@agency.test') });
  expect(timer.json.secondsLeft).toBe(0);
  expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  // A new booking starts from a blank form.
  await user.click(screen.getByRole('button', { name: 'New booking' }));
  await heading('Guest details');
  expect(within(screen.getByRole('group', { name: 'Lead guest' })).getByLabelText(/^Full name/)).toHaveValue('');
}, 60_000);

test('a promo code the server refuses is marked on its field; an empty wallet is not offered first, its refusal goes with it, and a bank-in shows the resort\'s account', async () => {
  const user = userEvent.setup();
  await toPromoStep(user);
  const code = screen.getByRole('textbox', { name: 'Promo code' });
  fireEvent.change(code, { target: { value: 'nosuchcode' } });
  expect(code).toHaveValue('NOSUCHCODE');
  await next(user);
  await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'), LONG);
  expect(code).not.toHaveAccessibleDescription('Leave empty to book without one.');
  expect(screen.getByRole('heading', { name: 'Promo code', level: 2 })).toBeInTheDocument();
  fireEvent.change(code, { target: { value: '' } });
  await next(user);

  await heading('Review');
  await screen.findByRole('table', { name: 'Price' }, LONG);
  await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
  await screen.findByRole('timer', { name: 'Time left to pay' }, LONG);
  // The demo agent's wallet is empty: the card is offered first, the wallet shows its balance.
  await waitFor(() => expect(screen.getByRole('radio', { name: /^Wallet \(balance RM\s0\.00\)$/ })).not.toBeChecked(), LONG);
  expect(screen.getByRole('radio', { name: 'Online (card)' })).toBeChecked();
  await user.click(screen.getByRole('radio', { name: /^Wallet \(balance RM\s0\.00\)$/ }));
  await user.click(screen.getByRole('button', { name: 'Pay' }));
  // The server refuses, and the booking still waits to be paid.
  expect(await screen.findByRole('alert', {}, LONG)).toHaveTextContent('Your wallet balance does not cover this amount.');
  await user.click(screen.getByRole('radio', { name: 'Online (card)' }));
  // The message was about the wallet: it goes with it.
  expect(screen.queryByText('Your wallet balance does not cover this amount.')).toBeNull();
  expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
  expect(screen.getByRole('timer', { name: 'Time left to pay' })).toBeInTheDocument();

  // A bank-in shows where to pay: the resort's account from its settings.
  await user.click(screen.getByRole('radio', { name: 'Bank-in slip or cash deposit' }));
  const bank = await screen.findByRole('region', { name: "Pay to the resort's bank account" }, LONG);
  expect(within(bank).getByText('Maybank')).toBeInTheDocument();
  expect(within(bank).getByText('Pulau Damai Resort Sdn. Bhd.')).toBeInTheDocument();
  expect(within(bank).getByText('MBBEMYKL')).toBeInTheDocument();
  expect(within(bank).getByText(/booking number/)).toBeInTheDocument();
}, 60_000);
