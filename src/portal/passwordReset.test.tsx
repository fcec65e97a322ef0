import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal, usePortalApi } from './test/portalHarness';

const { call, tokenOf } = usePortalApi();
const wait = { timeout: 15_000 };

/** The link of the last password-reset e-mail, read from the outbox as staff would. */
const lastResetLink = async () => {
  const admin = await tokenOf('admin@resort.test');
  const filter = encodeURIComponent(JSON.stringify({ template: 'password-reset' }));
  const [mail] = (await call<{ id: string }[]>('GET', `/api/admin/outbox?filter=${filter}&sort=["createdAt","DESC"]&range=[0,0]`, { token: admin })).json;
  const { text } = (await call<{ text: string }>('GET', `/api/admin/outbox/${mail.id}`, { token: admin })).json;
  return new URL(/https?:\/\/\S+/.exec(text)?.[0] ?? '');
};

test('a forgotten password: the sign-in page leads to the request, the captcha is solved, the link sets a new one once', async () => {
  const user = userEvent.setup();
  const page = renderPortal('/pages/login');
  await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }, wait));
  expect(await screen.findByRole('heading', { name: 'Reset your password' }, wait)).toBeInTheDocument();
  await user.type(screen.getByLabelText(/^E-mail/), 'freelancer@agent.test');
  expect(await screen.findByText('Verified: you are not a robot.', {}, wait)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send the link' }));
  expect(await screen.findByRole('status', {}, wait)).toHaveTextContent('If freelancer@agent.test belongs to an account, a link to set a new password is on its way.');

  const link = await lastResetLink();
  expect(link.pathname).toBe('/pages/reset-password');
  page.unmount();
  renderPortal(`${link.pathname}${link.search}`);
  expect(await screen.findByRole('heading', { name: 'Set a new password' }, wait)).toBeInTheDocument();
  await user.type(screen.getByLabelText(/^New password/), 'Lagoon!2027');
  await user.type(screen.getByLabelText(/^Re-enter the new password/), 'Lagoon!2028');
  await user.click(screen.getByRole('button', { name: 'Save the new password' }));
  expect(await screen.findByText('Passwords must match', {}, wait)).toBeInTheDocument();
  await user.clear(screen.getByLabelText(/^Re-enter the new password/));
  await user.type(screen.getByLabelText(/^Re-enter the new password/), 'Lagoon!2027');
  await user.click(screen.getByRole('button', { name: 'Save the new password' }));
  expect(await screen.findByRole('status', {}, wait)).toHaveTextContent('Your password has been changed. Sign in with the new one.');
  expect((await call('POST', '/api/auth/login', { body: { email: 'freelancer@agent.test', password: 'Lagoon!2027' } })).status).toBe(200);
});

test('a used link says so and offers a new one', async () => {
  const user = userEvent.setup();
  const link = await lastResetLink();
  renderPortal(`${link.pathname}${link.search}`);
  await user.type(await screen.findByLabelText(/^New password/, {}, wait), 'Harbour!2029');
  await user.type(screen.getByLabelText(/^Re-enter the new password/), 'Harbour!2029');
  await user.click(screen.getByRole('button', { name: 'Save the new password' }));
  expect(await screen.findByText('This link no longer works: it was used already or is more than an hour old. Ask for a new one.', {}, wait)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Send the link' })).toHaveAttribute('href', '/pages/forgot-password');
});
