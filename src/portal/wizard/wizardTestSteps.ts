import { fireEvent, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { renderPortal, signIn } from '../test/portalHarness';
import { addDays } from './roomChoice';

/** The wizard's steps as a person goes through them, for the wizard's UI tests (on the demo resort). */

type User = ReturnType<typeof userEvent.setup>;

export const LONG = { timeout: 15_000 };
/** A check-in inside the demo packages' low season, a month from now (the dates the server will accept). */
export const checkIn = addDays(new Date().toISOString().slice(0, 10), 30);

export const pick = async (user: User, label: RegExp | string, option: RegExp | string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  const [first] = await screen.findAllByRole('option', { name: option });
  await user.click(first);
};
export const typeInto = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
export const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));
export const heading = (name: string) => screen.findByRole('heading', { name, level: 2 }, LONG);

export const fillGuests = async (user: User) => {
  await heading('Guest details');
  const party = screen.getByRole('group', { name: 'Who is travelling' });
  fireEvent.change(within(party).getByLabelText('Adults'), { target: { value: '2' } });
  fireEvent.change(within(party).getByLabelText('Toddlers'), { target: { value: '1' } });
  typeInto(/^Booking name/, 'Tan family');
  await pick(user, /How did you find us/, /./);
  const lead = screen.getByRole('group', { name: 'Lead guest' });
  fireEvent.change(within(lead).getByLabelText(/^Full name/), { target: { value: 'Tan Mei Ling' } });
  fireEvent.change(within(lead).getByLabelText(/^Age/), { target: { value: '38' } });
  fireEvent.change(within(lead).getByLabelText(/^IC number/), { target: { value: '880412-10-5522' } });
  fireEvent.change(within(lead).getByLabelText(/^Phone/), { target: { value: '+60 12-345 6789' } });
  // Country is chosen from the list: type, then take the suggestion.
  fireEvent.change(within(lead).getByLabelText(/^Country(\s*\*)?$/), { target: { value: 'Malaysia' } });
  await user.click(await screen.findByRole('option', { name: 'Malaysia' }));
};

export const chooseStay = async (user: User) => {
  await heading('Package and rooms');
  await pick(user, /^Package( \*)?$/, '3D2N Island Escape');
  await pick(user, /^Package option/, /^Monsoon & low season/);
  typeInto(/^Check-in/, checkIn);
  expect(screen.getByLabelText(/^Check-out/)).toHaveValue(addDays(checkIn, 2));
  const garden = await screen.findByRole('article', { name: 'Garden Chalet' }, LONG);
  expect(within(garden).getByText('Your party needs 1 room')).toBeInTheDocument();
  await user.click(within(garden).getByRole('button', { name: 'Choose' }));
  expect(await screen.findByRole('timer', { name: 'Time left on the room hold' }, LONG)).toHaveTextContent(/Your rooms are held for [12]:\d\d/);
  await pick(user, /^Bed type/, /./);
};

/** A travel agent's new booking, from sign-in through the guests to rooms held on the room step; answers the rendered portal. */
export const toHeldRooms = async (user: User) => {
  await signIn('ta@agency.test');
  const rendered = renderPortal('/bookings/create');
  await fillGuests(user);
  await next(user);
  await chooseStay(user);
  return rendered;
};

/** …and on, choosing nothing, to the promo step. */
export const toPromoStep = async (user: User) => {
  const rendered = await toHeldRooms(user);
  await next(user);
  for (const step of ['Add-ons', 'Land and boat transport', 'Special requests']) {
    await heading(step);
    await next(user);
  }
  await heading('Promo code');
  return rendered;
};
