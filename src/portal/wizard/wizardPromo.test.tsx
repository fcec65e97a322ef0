import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePortalApi } from '../test/portalHarness';
import { LONG, toPromoStep } from './wizardTestSteps';

usePortalApi();

test('a refused promo code says which rule, with its values, shows the code\'s rules, and the refusal goes once the code is edited', async () => {
  const user = userEvent.setup();
  await toPromoStep(user);
  const code = screen.getByRole('textbox', { name: 'Promo code' });
  fireEvent.change(code, { target: { value: 'DAMAI-EARLYBIRD27' } });
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  // The server's reason, word for word, on the field.
  await waitFor(() => expect(code).toHaveAccessibleDescription('This promo code is for check-in from 1 Mar 2027 to 30 Jun 2027'), LONG);
  const rules = await screen.findByRole('region', { name: 'Rules of DAMAI-EARLYBIRD27' }, LONG);
  for (const line of ['Book from 1 Nov 2026 to 28 Feb 2027', 'Check-in from 1 Mar 2027 to 30 Jun 2027', 'Not for check-in on: peak season, super peak season', 'Parties of up to 6 guests', 'Valid until 28 Feb 2027'])
    expect(within(rules).getByText(line)).toBeInTheDocument();
  expect(within(rules).getByText(/^For the packages (3D2N Island Escape, 4D3N Island Explorer|4D3N Island Explorer, 3D2N Island Escape)$/)).toBeInTheDocument();

  fireEvent.change(code, { target: { value: 'WELCOME5' } });
  expect(code).toHaveAccessibleDescription('Leave empty to book without one.');
  expect(screen.queryByRole('alert')).toBeNull();
}, 60_000);
