import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderPortal, usePortalApi } from './test/portalHarness';

const { call, tokenOf, override } = usePortalApi();

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const fill = async (user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(new RegExp(`^${label}`)));
    await user.type(field(new RegExp(`^${label}`)), value);
  }
};
const applicant = (email: string) => ({
  'First name': 'Farah',
  'Last name': 'Hassan',
  'E-mail': email,
  'Mobile number': '+60 17-555 1234',
  Password: 'Island!2026',
  'Re-enter password': 'Island!2026',
  'Company name': 'Pantai Travel Sdn Bhd',
});

test('the referral code of the link is filled in, and the server\'s field messages show on their fields', async () => {
  const user = userEvent.setup();
  renderPortal('/pages/register?ref=NOSUCH22');
  expect(await screen.findByRole('heading', { name: 'Register as a travel agent' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(field(/^Referral code/)).toHaveValue('NOSUCH22');
  await fill(user, applicant('ta@agency.test'));
  await user.click(screen.getByRole('button', { name: 'Register' }));
  // The post waits for the page to finish the captcha's proof of work.
  expect(await screen.findByText('Already in use', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(field(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('This referral code does not belong to an approved agent. Check it, or leave it empty.')).toBeInTheDocument();
  expect(field(/^Referral code/)).toHaveAttribute('aria-invalid', 'true');
});

test('the form checks the server\'s rules before sending', async () => {
  const user = userEvent.setup();
  renderPortal('/pages/register');
  await user.click(await screen.findByRole('button', { name: 'Register' }, { timeout: 15_000 }));
  expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(5);
  expect(screen.getByText('A travel agency (type TA) needs its company name')).toBeInTheDocument();
  await fill(user, { 'E-mail': 'not-an-address', 'Mobile number': 'call me', Password: 'short', 'Re-enter password': 'other' });
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByText('Invalid email')).toBeInTheDocument();
  expect(screen.getByText('Invalid number')).toBeInTheDocument();
  expect(screen.getByText('At least 8 characters with upper and lower case letters, a digit and a symbol')).toBeInTheDocument();
  expect(screen.getByText('Passwords must match')).toBeInTheDocument();
});

test('a registration through a referral link waits for the resort\'s review', async () => {
  const admin = await tokenOf('admin@resort.test');
  const [ta] = (await call<{ id: string; referralCode: string }[]>('GET', `/api/admin/travelagent?filter=${encodeURIComponent('{"email":"ta@agency.test"}')}`, { token: admin })).json;
  const user = userEvent.setup();
  renderPortal(`/pages/register?ref=${ta.referralCode}`);
  await screen.findByRole('heading', { name: 'Register as a travel agent' }, { timeout: 15_000 });
  await fill(user, applicant('farah@pantaitravel.test'));
  // The built-in captcha (the server's real check) is solved in the page, nothing to click.
  expect(await screen.findByText('Verified: you are not a robot.', {}, { timeout: 15_000 })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByRole('status')).toHaveTextContent('We have received the registration of farah@pantaitravel.test.');
  const [created] = (await call<{ status: string; referredById: string }[]>('GET', `/api/admin/travelagent?filter=${encodeURIComponent('{"email":"farah@pantaitravel.test"}')}`, { token: admin })).json;
  expect(created).toMatchObject({ status: 'P', referredById: ta.id });
});

test('a refused captcha says so under it, and the next try gets a fresh challenge and goes through', async () => {
  // One challenge whose signed data was changed on the way: it solves, and the server refuses it.
  const real = await call<{ challenge: { parameters: { data: Record<string, number> } } }>('GET', '/api/auth/captcha');
  const tampered = { ...real.json, challenge: { ...real.json.challenge, parameters: { ...real.json.challenge.parameters, data: { expires: 4_102_444_800 } } } };
  override(http.get('/api/auth/captcha', () => HttpResponse.json(tampered), { once: true }));
  const user = userEvent.setup();
  renderPortal('/pages/register');
  await screen.findByRole('heading', { name: 'Register as a travel agent' }, { timeout: 15_000 });
  await fill(user, applicant('nurul@kembara.test'));
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByText('The security check failed or has expired. Please do it again.', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(await screen.findByText('Verified: you are not a robot.', {}, { timeout: 15_000 })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByRole('status', {}, { timeout: 15_000 })).toHaveTextContent('We have received the registration of nurul@kembara.test.');
});

test('with a hosted captcha the form shows the service\'s widget by the site key and posts its token, which the server verifies', async () => {
  const admin = await tokenOf('admin@resort.test');
  const hosted = { mode: 'hosted', provider: 'turnstile', siteKey: '0x4AAAAAAAResortSite', secretKey: '0x4AAAAAAAResortSecret' };
  expect((await call('PUT', '/api/admin/settings/captcha', { token: admin, body: hosted })).status).toBe(200);
  // Turnstile's script as already loaded (no internet here): its widget hands back a token at once.
  const rendered: { sitekey: string }[] = [];
  const script = Object.assign(document.createElement('script'), { src: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit' });
  document.head.append(script);
  Object.assign(window, {
    turnstile: {
      render: (_element: HTMLElement, options: { sitekey: string; callback: (token: string) => void }) => {
        rendered.push(options);
        options.callback('turnstile-token-from-widget');
        return 'widget-1';
      },
    },
  });
  const verified: URLSearchParams[] = [];
  override(
    http.post('https://challenges.cloudflare.com/turnstile/v0/siteverify', async ({ request }) => {
      verified.push(new URLSearchParams(await request.text()));
      return HttpResponse.json({ success: true });
    }),
  );
  try {
    const user = userEvent.setup();
    renderPortal('/pages/register');
    await screen.findByRole('heading', { name: 'Register as a travel agent' }, { timeout: 15_000 });
    await fill(user, applicant('hana@lautbiru.test'));
    await waitFor(() => expect(rendered).toEqual([expect.objectContaining({ sitekey: '0x4AAAAAAAResortSite' })]));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('status', {}, { timeout: 15_000 })).toHaveTextContent('We have received the registration of hana@lautbiru.test.');
    expect(verified.map((form) => [form.get('secret'), form.get('response')])).toEqual([['0x4AAAAAAAResortSecret', 'turnstile-token-from-widget']]);
  } finally {
    script.remove();
    Reflect.deleteProperty(window, 'turnstile');
    await call('PUT', '/api/admin/settings/captcha', { token: admin, body: { mode: 'altcha', provider: 'turnstile', siteKey: '', secretKey: '' } });
  }
});
