import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRAFT_KEY } from '../../../wizard/draft';
import { reservationBodyOf } from '../../../wizard/requestBodies';
import type { WizardValues } from '../../../wizard/model';
import { renderPortal, signIn, usePortalApi } from '../test/portalHarness';
import { fillGuests, heading, LONG, next } from './wizardTestSteps';

usePortalApi();

test("a guest gets extra phone numbers under one country code, and a Malaysian lead guest's state is chosen from the list", async () => {
  const user = userEvent.setup();
  await signIn('ta@agency.test');
  renderPortal('/bookings/create');
  await fillGuests(user);
  const lead = within(screen.getByRole('group', { name: 'Lead guest' }));
  // The country code follows the guest's country until another is chosen.
  expect(lead.getByRole('combobox', { name: 'Country code' })).toHaveValue('+60');

  await user.click(lead.getByRole('button', { name: 'Add a phone number' }));
  await user.type(lead.getByRole('textbox', { name: 'Other phone 1' }), 'not a number');
  await user.click(lead.getByRole('combobox', { name: 'State' }));
  expect(screen.getAllByRole('option').map((o) => o.textContent?.trim()).filter(Boolean)).toHaveLength(16);
  await user.click(screen.getByRole('option', { name: 'Pulau Pinang' }));
  await user.type(lead.getByRole('textbox', { name: 'Area' }), 'Tanjung Bungah');
  await next(user);
  expect(await lead.findByText('Invalid number')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Guest details', level: 2 })).toBeInTheDocument();

  await user.clear(lead.getByRole('textbox', { name: 'Other phone 1' }));
  await user.type(lead.getByRole('textbox', { name: 'Other phone 1' }), '04-899 1234');
  await next(user);
  await heading('Package and rooms');

  // What is booked is what the form showed: both numbers, the country code shown, the area and the state.
  const draft = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}') as { values: WizardValues };
  const [guest] = reservationBodyOf(draft.values, 'hold').guests;
  expect(guest).toMatchObject({ phones: ['+60 12-345 6789', '04-899 1234'], countryCode: '+60', area: 'Tanjung Bungah', state: 'Pulau Pinang' });
}, 60_000);

test('an extra phone number can be removed again, and at most five are offered', async () => {
  const user = userEvent.setup();
  await signIn('ta@agency.test');
  renderPortal('/bookings/create');
  await fillGuests(user);
  const lead = within(screen.getByRole('group', { name: 'Lead guest' }));
  for (let i = 0; i < 4; i += 1) await user.click(lead.getByRole('button', { name: 'Add a phone number' }));
  expect(lead.getByRole('textbox', { name: 'Other phone 4' })).toBeInTheDocument();
  expect(lead.queryByRole('button', { name: 'Add a phone number' })).not.toBeInTheDocument();
  await user.click(lead.getByRole('button', { name: 'Remove phone 4' }));
  expect(lead.queryByRole('textbox', { name: 'Other phone 4' })).not.toBeInTheDocument();
  expect(lead.getByRole('button', { name: 'Add a phone number' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Guest details', level: 2 })).toBeInTheDocument();
}, LONG.timeout * 4);
