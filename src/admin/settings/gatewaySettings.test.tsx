import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin, signIn, useMockApi } from '../../test/adminHarness';
import { input, messageUnder, panel, settingOf } from './settingsFixtures';

useMockApi();

const wait = { timeout: 15_000 };
const TAB = 'Card gateway';

const openTab = async (tab: string) => {
  await signIn('admin@resort.test');
  renderAdmin('/admin/settings');
  await waitFor(() => input('Wallet', 'Minimum top-up'), wait);
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: tab }));
  return user;
};

const choose = async (user: ReturnType<typeof userEvent.setup>, tab: string, label: string, option: string) => {
  await user.click(within(panel(tab)).getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
};

test('staff switch to Stripe with its keys; the secret key and webhook secret are never shown again', async () => {
  const user = await openTab(TAB);
  await waitFor(() => expect(within(panel(TAB)).getByRole('combobox', { name: /^Gateway/ })).toHaveTextContent('Sandbox (no real money)'), wait);

  await choose(user, TAB, 'Gateway', 'Stripe (cards and FPX)');
  await user.click(within(panel(TAB)).getByRole('button', { name: 'Save' }));
  // Stripe without its keys: the server names each missing one under its field.
  expect(await messageUnder(TAB, 'Stripe secret key').findByText('Stripe needs this.', {}, wait)).toBeInTheDocument();
  expect(messageUnder(TAB, 'Stripe webhook signing secret').getByText('Stripe needs this.')).toBeInTheDocument();
  expect(await settingOf('payments')).toMatchObject({ gateway: 'sandbox' });

  await user.type(input(TAB, 'Public address of the site'), 'https://book.pulaudamai.my');
  await user.type(input(TAB, 'Stripe publishable key'), 'pk_test_51Resort');
  await user.type(input(TAB, 'Stripe secret key'), 'sk_test_51ResortSecret');
  await user.type(input(TAB, 'Stripe webhook signing secret'), 'whsec_ResortHook');
  await user.click(within(panel(TAB)).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Card gateway settings saved', {}, wait)).toBeInTheDocument();
  expect(await settingOf('payments')).toEqual({ gateway: 'stripe', siteUrl: 'https://book.pulaudamai.my', stripePublishableKey: 'pk_test_51Resort', stripeSecretKey: '••••', stripeWebhookSecret: '••••' });
  await waitFor(() => expect(input(TAB, 'Stripe secret key')).toHaveValue(''), wait);
  expect(input(TAB, 'Stripe webhook signing secret')).toHaveValue('');
  expect(document.body.innerHTML).not.toContain('sk_test_51ResortSecret');
  expect(document.body.innerHTML).not.toContain('whsec_ResortHook');
});

test('the captcha tab switches to a hosted captcha by its site key; public forms then get the site key, never the secret', async () => {
  const user = await openTab('Captcha');
  await waitFor(() => expect(within(panel('Captcha')).getByRole('combobox', { name: /^Captcha/ })).toHaveTextContent('Built-in proof of work'), wait);
  await choose(user, 'Captcha', 'Captcha', 'Hosted captcha');
  await choose(user, 'Captcha', 'Hosted captcha service', 'hCaptcha');
  await user.type(input('Captcha', 'Site key'), '10000000-ffff-ffff-ffff-000000000001');
  await user.type(input('Captcha', 'Secret key'), '0x0000000000000000000000000000000000000000');
  await user.click(within(panel('Captcha')).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Captcha settings saved', {}, wait)).toBeInTheDocument();
  expect(await settingOf('captcha')).toEqual({ mode: 'hosted', provider: 'hcaptcha', siteKey: '10000000-ffff-ffff-ffff-000000000001', secretKey: '••••' });
  const form = await fetch('/api/auth/captcha').then((r) => r.json());
  expect(form).toEqual({ mode: 'hosted', provider: 'hcaptcha', siteKey: '10000000-ffff-ffff-ffff-000000000001' });
  expect(JSON.stringify(form)).not.toContain('0x0000');
});
