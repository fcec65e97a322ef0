import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRAFT_KEY } from '../../../wizard/draft';
import { renderPortal, signIn, usePortalApi } from '../test/portalHarness';
import { checkIn, chooseStay, fillGuests, heading, LONG, next, pick, typeInto } from './wizardTestSteps';

usePortalApi();

test('the steps refuse to go on with missing details, and show why on the fields', async () => {
  await signIn('ta@agency.test');
  const user = userEvent.setup();
  renderPortal('/bookings/create');
  await heading('Guest details');
  await next(user);
  expect(await screen.findByText('Booking name is required')).toBeInTheDocument();
  expect(screen.getByText('Full name is required')).toBeInTheDocument();
  expect(screen.getByText('Passport or IC number is required')).toBeInTheDocument();
  fireEvent.change(within(screen.getByRole('group', { name: 'Lead guest' })).getByLabelText(/^IC number/), { target: { value: '12345' } });
  expect(await screen.findByText('Invalid IC number')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Guest details', level: 2 })).toBeInTheDocument();
});

test('a TA books a stay with an add-on and a charter boat, pays by cheque, and the booking waits for the resort', async () => {
  await signIn('ta@agency.test');
  const user = userEvent.setup();
  renderPortal('/bookings/create');
  await fillGuests(user);
  await next(user);
  await chooseStay(user);
  await next(user);

  await heading('Add-ons');
  const bbq = await screen.findByRole('group', { name: 'Beach seafood BBQ dinner' }, LONG);
  fireEvent.change(within(bbq).getByLabelText('Adults'), { target: { value: '2' } });
  await next(user);

  await heading('Land and boat transport');
  expect(screen.getByText('Charter boats take 12 / 24 seats and leave between 08:00 and 15:00.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add transfer' }));
  await pick(user, /^Transfer/, /charter \(12 seats\)/);
  typeInto(/^Departure time/, '16:30');
  // The server holds charters to its window and says so on the field.
  await waitFor(() => expect(screen.getByLabelText(/^Departure time/)).toHaveAccessibleDescription('Charter boats depart between 8:00 am and 3:00 pm'), LONG);
  expect(screen.queryByRole('region', { name: 'Transfers' })).toBeNull();
  typeInto(/^Departure time/, '10:00');
  const priced = await screen.findByRole('region', { name: 'Transfers' }, LONG);
  expect(within(priced).getByText(/charter/i)).toBeInTheDocument();
  await next(user);

  await heading('Special requests');
  fireEvent.change(screen.getByRole('textbox', { name: 'Special requests' }), { target: { value: 'Cot for the toddler please' } });
  await next(user);
  await heading('Promo code');
  await next(user);

  await heading('Review');
  const price = await screen.findByRole('table', { name: 'Price' }, LONG);
  expect(within(price).getByText(/Beach seafood BBQ dinner/)).toBeInTheDocument();
  expect(within(price).getAllByText(/charter/i).length).toBeGreaterThan(0);
  await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

  expect(await screen.findByRole('timer', { name: 'Time left to pay' }, LONG)).toHaveTextContent(/Pay within \d+:\d\d or the booking is cancelled/);
  expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}').step).toBe('payment');
  await user.click(screen.getByRole('radio', { name: 'Cheque' }));
  typeInto(/^Cheque number/, '004512');
  fireEvent.change(screen.getByRole('textbox', { name: 'Bank' }), { target: { value: 'Maybank' } });
  await user.click(screen.getByRole('button', { name: 'Send' }));
  // The agent lands on the booking, told what was sent and what happens next.
  expect(await screen.findByRole('status', {}, LONG)).toHaveTextContent(/^Cheque details received for RM [\d,.]+ on booking \S+: the resort confirms the payment once the cheque clears\.$/);
  expect(await screen.findByRole('heading', { level: 1, name: /^Booking / }, LONG)).toBeInTheDocument();
  await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toBeNull());
}, 60_000);

test('a reload resumes the draft at the step it was on, with what was entered', async () => {
  await signIn('ta@agency.test');
  const user = userEvent.setup();
  const first = renderPortal('/bookings/create');
  await fillGuests(user);
  await next(user);
  await chooseStay(user);
  await waitFor(() => expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}').hold).not.toBeNull());
  first.unmount();
  renderPortal('/bookings/create');
  await heading('Package and rooms');
  expect(screen.getByLabelText(/^Check-in/)).toHaveValue(checkIn);
  expect(await screen.findByRole('timer', { name: 'Time left on the room hold' }, LONG)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await heading('Guest details');
  expect(within(screen.getByRole('group', { name: 'Lead guest' })).getByLabelText(/^Full name/)).toHaveValue('Tan Mei Ling');
}, 60_000);
