import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToken, getUser } from '../../shared/session';
import { createViewer, VIEWER } from '../bookings/bookingFixtures';
import { renderPortal, signIn, usePortalApi } from '../test/portalHarness';

const { call } = usePortalApi();

const wait = { timeout: 15_000 };
const profileOnServer = async () => (await call<{ data: Record<string, unknown> }>('GET', `/api/agent/users/${getUser()?.id}`, { token: getToken() ?? '' })).json.data;
const detailsSection = () => screen.findByRole('region', { name: 'Your details' }, wait);

test("the user menu's Profile opens the Info tab with the agent's details, and what the resort sets is read-only", async () => {
  await signIn('ta@agency.test');
  renderPortal('/');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Siti Abdullah/ }, wait));
  await user.click(await screen.findByRole('menuitem', { name: 'Profile' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Profile' }, wait)).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Info', selected: true })).toBeInTheDocument();

  const details = within(await detailsSection());
  expect(details.getByRole('textbox', { name: 'First name' })).toHaveValue('Siti');
  expect(details.getByRole('textbox', { name: 'Phone' })).toHaveValue('+60 3-2141 8800');
  expect(details.getByRole('textbox', { name: 'Company name' })).toHaveValue('Terengganu Island Holidays Sdn Bhd');
  expect(details.getByRole('textbox', { name: 'Licence number' })).toHaveValue('KPK/LN 9876');
  // The e-mail, type, category and status are shown, not offered for change.
  expect(details.queryByRole('textbox', { name: /E-mail/ })).not.toBeInTheDocument();
  const account = within(screen.getByRole('region', { name: 'Your account' }));
  expect(account.getByText('ta@agency.test')).toBeInTheDocument();
  expect(account.getByText('Travel agent')).toBeInTheDocument();
  expect(account.getByText('Approved')).toBeInTheDocument();
  expect(account.getByText(/% commission\)$/)).toBeInTheDocument();
  // The agency's admin keeps the bank details for payouts here as on Credits.
  const bank = within(await screen.findByRole('region', { name: 'Bank details' }, wait));
  expect(await bank.findByRole('button', { name: 'Save bank details' }, wait)).toBeInTheDocument();
});

test('a phone number against the rule is refused on the field; a valid change is saved and the navbar shows the new name', async () => {
  await signIn('freelancer@agent.test');
  renderPortal('/agent/profile');
  const user = userEvent.setup();
  const details = within(await detailsSection());
  const phone = details.getByRole('textbox', { name: 'Phone' });
  await user.clear(phone);
  await user.type(phone, 'call me');
  await user.click(details.getByRole('button', { name: 'Save details' }));
  expect(await details.findByText('Invalid number')).toBeInTheDocument();
  expect(await profileOnServer()).toMatchObject({ phone: '+60 12-388 4521' });

  await user.clear(phone);
  await user.type(phone, '+60 12-777 1234');
  const firstName = details.getByRole('textbox', { name: 'First name' });
  await user.clear(firstName);
  await user.type(firstName, 'Kelvin');
  await user.type(details.getByRole('textbox', { name: 'Company name' }), 'Lim Island Trips');
  await user.click(details.getByRole('button', { name: 'Save details' }));
  expect(await details.findByText('Your details are saved.')).toBeInTheDocument();
  expect(await profileOnServer()).toMatchObject({ firstName: 'Kelvin', phone: '+60 12-777 1234', companyName: 'Lim Island Trips', email: 'freelancer@agent.test' });
  expect(await screen.findByRole('button', { name: /Kelvin Lim/ })).toBeInTheDocument();
});

test("an agent who is not the agency's admin sees the bank details without a form", async () => {
  await createViewer();
  await signIn(VIEWER.email, VIEWER.password);
  renderPortal('/agent/profile');
  const bank = within(await screen.findByRole('region', { name: 'Bank details' }, wait));
  expect(bank.getByText("Only your agency's admin can change the bank details where payouts go.")).toBeInTheDocument();
  expect(await bank.findByText('No bank details given yet.')).toBeInTheDocument();
  expect(bank.queryByRole('button')).not.toBeInTheDocument();
  await waitFor(() => expect(within(screen.getByRole('region', { name: 'Your account' })).getByText('Viewer')).toBeInTheDocument());
});
