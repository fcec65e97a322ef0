import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18nProvider } from '../../shared/i18nProvider';
import { getToken, getUser } from '../../shared/session';
import { renderPortal, signIn, usePortalApi } from '../test/portalHarness';

const { call } = usePortalApi();
afterEach(() => i18nProvider.changeLocale('en'));

const wait = { timeout: 15_000 };
/** The freelancer's profile, its details form and the country field in it. */
const openDetails = async () => {
  await signIn('freelancer@agent.test');
  renderPortal('/agent/profile');
  const details = within(await screen.findByRole('region', { name: 'Your details' }, wait));
  return { user: userEvent.setup(), details, country: details.getByRole('combobox', { name: 'Country' }) };
};
const profileOnServer = async () => (await call<{ data: Record<string, unknown> }>('GET', `/api/agent/users/${getUser()?.id}`, { token: getToken() ?? '' })).json.data;

test('the country is chosen from the list of every country, and its English name is saved', async () => {
  const { user, details, country } = await openDetails();
  expect(country).toHaveValue('Malaysia');
  await user.clear(country);
  await user.type(country, 'Singa');
  await user.click(await screen.findByRole('option', { name: 'Singapore' }));
  expect(country).toHaveValue('Singapore');
  await user.click(details.getByRole('button', { name: 'Save details' }));
  expect(await details.findByText('Your details are saved.')).toBeInTheDocument();
  expect(await profileOnServer()).toMatchObject({ country: 'Singapore' });
});

test("a typed name that is not a country is not kept: leaving the field takes the list's best match or nothing", async () => {
  const { user, details, country } = await openDetails();
  await user.clear(country);
  await user.type(country, 'Narnia');
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
  await user.tab();
  expect(country).toHaveValue('');
});

test('in Chinese the countries are named and searched in Chinese', async () => {
  await i18nProvider.changeLocale('cn');
  await signIn('ta@agency.test');
  renderPortal('/agent/profile');
  const user = userEvent.setup();
  const country = await screen.findByRole('combobox', { name: '国家' }, wait);
  expect(country).toHaveValue('马来西亚');
  await user.clear(country);
  await user.type(country, '新加');
  await user.click(await screen.findByRole('option', { name: '新加坡' }));
  expect(country).toHaveValue('新加坡');
});
