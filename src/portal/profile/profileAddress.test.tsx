import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToken, getUser } from '../../shared/session';
import { renderPortal, signIn, usePortalApi } from '../test/portalHarness';

const { call, tokenOf } = usePortalApi();

const wait = { timeout: 15_000 };
const AGENT = { email: 'new.agent@address.test', password: 'Address!2345' };
const profileOnServer = async () => (await call<{ data: Record<string, unknown> }>('GET', `/api/agent/users/${getUser()?.id}`, { token: getToken() ?? '' })).json.data;

test('an agent without an address is told what spec section 5 requires, then chooses state and country code from lists and saves', async () => {
  const admin = await tokenOf('admin@resort.test');
  await call('POST', '/api/admin/travelagent', { token: admin, body: { firstName: 'Hana', lastName: 'Yusri', email: AGENT.email, phone: '012-765 4321', password: AGENT.password, agentType: 'F', status: 'A', agencyRole: 'admin' } });
  await signIn(AGENT.email, AGENT.password);
  renderPortal('/agent/profile');
  const user = userEvent.setup();
  const details = within(await screen.findByRole('region', { name: 'Your details' }, wait));

  await user.click(details.getByRole('button', { name: 'Save details' }));
  expect(await details.findAllByText('Required')).toHaveLength(5); // country code, address, area, city, post code
  expect(details.getByText('Please select a state')).toBeInTheDocument();
  expect(details.getByText('Please select a country')).toBeInTheDocument();
  expect(await profileOnServer()).toMatchObject({ address: null, state: null });

  await user.type(details.getByRole('combobox', { name: 'Country' }), 'Malay');
  await user.click(await screen.findByRole('option', { name: 'Malaysia' }));
  // In Malaysia the state is one of the list, not typed.
  await user.click(details.getByRole('combobox', { name: 'State' }));
  await user.click(await screen.findByRole('option', { name: 'Terengganu' }));
  await user.type(details.getByRole('combobox', { name: 'Country code' }), '60');
  await user.click(await screen.findByRole('option', { name: '+60' }));
  await user.type(details.getByRole('textbox', { name: 'Address' }), '8 Jalan Sultan Mahmud');
  await user.type(details.getByRole('textbox', { name: 'Area' }), 'Batu Buruk');
  await user.type(details.getByRole('textbox', { name: 'City' }), 'Kuala Terengganu');
  await user.type(details.getByRole('textbox', { name: 'Post code' }), '20400');
  await user.click(details.getByRole('button', { name: 'Save details' }));
  expect(await details.findByText('Your details are saved.', {}, wait)).toBeInTheDocument();
  expect(await profileOnServer()).toMatchObject({ address: '8 Jalan Sultan Mahmud', area: 'Batu Buruk', city: 'Kuala Terengganu', postcode: '20400', state: 'Terengganu', country: 'Malaysia', countryCode: '+60' });
});
