import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePortalApi } from '../test/portalHarness';
import { heading, LONG, next, toHeldRooms } from './wizardTestSteps';

usePortalApi();

const RM = String.raw`RM\s[\d,]+\.\d\d`;

test('prices show where the agent chooses: each room type, add-on and transfer, with the server\'s running total; an included boat is credited and a toddler ticket explained', async () => {
  const user = userEvent.setup();
  await toHeldRooms(user);
  const garden = screen.getByRole('article', { name: 'Garden Chalet' });
  await waitFor(() => expect(within(garden).getByText(new RegExp(`^${RM} for the stay, taxes included$`))).toBeInTheDocument(), LONG);
  await next(user);

  await heading('Add-ons');
  const bbq = await screen.findByRole('group', { name: 'Beach seafood BBQ dinner' }, LONG);
  expect(within(bbq).getByText(new RegExp(`^${RM} per person`))).toBeInTheDocument();
  const before = await screen.findByRole('status', { name: 'Total so far' }, LONG);
  expect(before).toHaveTextContent(new RegExp(`^Total so far: ${RM}$`));
  await next(user);

  await heading('Land and boat transport');
  await user.click(screen.getByRole('button', { name: 'Add transfer' }));
  await user.click(screen.getByRole('combobox', { name: /^Transfer/ }));
  expect(screen.getByRole('option', { name: new RegExp(`^Marang Jetty → Pulau Damai \\(shared boat\\).* · ${RM} per adult, ${RM} per child, per way$`) })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: new RegExp(`^KT Airport → Marang Jetty \\(van\\).* · ${RM} per vehicle, per way$`) })).toBeInTheDocument();
  await user.click(screen.getByRole('option', { name: /^Marang Jetty → Pulau Damai \(shared boat\)/ }));
  const priced = await screen.findByRole('region', { name: 'Transfers' }, LONG);
  // The package includes the shared boat: its seats are credited, the toddler's ticket stays and says why.
  expect(within(priced).getByText(/included in the package/)).toBeInTheDocument();
  expect(within(priced).getByText('Toddlers (1–3 years) pay a RM 200.00 boat ticket; infants under 12 months ride free.')).toBeInTheDocument();
  expect(await screen.findByRole('status', { name: 'Total so far' }, LONG)).toHaveTextContent(new RegExp(`^Total so far: ${RM}$`));
}, 60_000);
