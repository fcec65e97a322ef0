import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal, usePortalApi } from '../portal/test/portalHarness';
import { signInGuest } from './book/guestTestSession';

const { call, tokenOf } = usePortalApi();
const wait = { timeout: 20_000 };

/** The link of the last e-mail of `template` to `to`, read from the outbox as staff would. */
const lastLink = async (template: string, to: string) => {
  const admin = await tokenOf('admin@resort.test');
  const filter = encodeURIComponent(JSON.stringify({ template, q: to }));
  const [mail] = (await call<{ id: string }[]>('GET', `/api/admin/outbox?filter=${filter}&sort=["createdAt","DESC"]&range=[0,0]`, { token: admin })).json;
  const { text, subject } = (await call<{ text: string; subject: string }>('GET', `/api/admin/outbox/${mail.id}`, { token: admin })).json;
  return Object.assign(new URL(/https?:\/\/\S+/.exec(text)?.[0] ?? ''), { subject });
};

test('a visitor signs up, confirms the e-mail through the link of the outbox, and signs in', async () => {
  const user = userEvent.setup();
  const signUp = renderPortal('/portal/sign-up', { width: 390 });
  expect(await screen.findByRole('heading', { name: 'Create an account' }, wait)).toBeInTheDocument();
  await user.type(await screen.findByLabelText(/^First name/, {}, wait), 'Aina');
  await user.type(screen.getByLabelText(/^Last name/), 'Rahman');
  await user.type(screen.getByLabelText(/^E-mail/), 'aina@example.test');
  await user.type(screen.getByLabelText(/^Password/), 'Sunrise!2026');
  await user.type(screen.getByLabelText(/^Repeat the password/), 'Sunrise!2026');
  // Aina reads her e-mails in Malay: the confirmation comes in it.
  await user.selectOptions(screen.getByLabelText(/^Language of e-mails/), 'my');
  // The built-in captcha (the server's real check) is solved in the page, nothing to click.
  expect(await screen.findByText('Verified: you are not a robot.', {}, wait)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(await screen.findByText(/we e-mailed a confirmation link to aina@example.test/, {}, wait)).toBeInTheDocument();
  signUp.unmount();

  const link = await lastLink('guest-confirm-email', 'aina@example.test');
  expect(link.pathname).toBe('/portal/confirm-email');
  expect(link.subject).toBe('Sahkan alamat e-mel anda – Pulau Damai Resort');
  const confirm = renderPortal(`${link.pathname}${link.search}`, { width: 390 });
  expect(await screen.findByText('Your e-mail address is confirmed. You can book now.', {}, wait)).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Go to sign in' }));
  expect(await screen.findByRole('heading', { name: 'Sign in' }, wait)).toBeInTheDocument();
  await waitFor(() => expect(confirm.currentPath()).toBe('/portal/sign-in'));
  await user.type(await screen.findByLabelText(/^E-mail/, {}, wait), 'aina@example.test');
  await user.type(screen.getByLabelText(/^Password/), 'Sunrise!2026');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('button', { name: 'Account of Aina' }, wait)).toBeInTheDocument();
  await waitFor(() => expect(confirm.currentPath()).toBe('/portal'));
});

test('a wrong password is refused with the server\'s message, and the form stays', async () => {
  const user = userEvent.setup();
  renderPortal('/portal/sign-in');
  await user.type(await screen.findByLabelText(/^E-mail/, {}, wait), 'guest@guest.test');
  await user.type(screen.getByLabelText(/^Password/), 'Wrong!2345');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert', {}, wait)).not.toBeEmptyDOMElement();
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
});

test('the profile shows the server\'s message on the field it refuses, and saves once corrected', async () => {
  const user = userEvent.setup();
  const token = await signInGuest();
  const before = (await call<Record<string, unknown>>('GET', '/api/portal/profile', { token })).json;
  const refused = await call<{ errors: Record<string, string> }>('PUT', '/api/portal/profile', { token, body: { ...before, nonMalaysian: false, idNumber: 'ABC123' } });
  expect(refused.status).toBe(400);
  renderPortal('/portal/profile', { width: 390 });
  expect(await screen.findByRole('heading', { name: 'Profile', level: 1 }, wait)).toBeInTheDocument();
  const id = await screen.findByLabelText('MyKad number', {}, wait);
  await user.clear(id);
  await user.type(id, 'ABC123');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(refused.json.errors.idNumber, {}, wait)).toBeInTheDocument();
  expect(id).toHaveAttribute('aria-invalid', 'true');

  await user.clear(id);
  await user.type(id, '900101-14-5678');
  const city = screen.getByLabelText('City');
  await user.clear(city);
  await user.type(city, 'Kuala Terengganu');
  await user.selectOptions(screen.getByLabelText(/^Language of e-mails/), 'cn');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Your profile is saved.', {}, wait)).toBeInTheDocument();
  const after = (await call<Record<string, unknown>>('GET', '/api/portal/profile', { token })).json;
  expect(after).toMatchObject({ idNumber: '900101-14-5678', city: 'Kuala Terengganu', locale: 'cn' });
});

test('a signed-out visitor opening the profile is sent to sign in, and comes back to it', async () => {
  const page = renderPortal('/portal/profile');
  expect(await screen.findByRole('heading', { name: 'Sign in' }, wait)).toBeInTheDocument();
  expect(page.currentPath()).toBe(`/portal/sign-in?next=${encodeURIComponent('/portal/profile')}`);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^E-mail/), 'guest@guest.test');
  await user.type(screen.getByLabelText(/^Password/), 'Demo!2345');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { name: 'Profile', level: 1 }, wait)).toBeInTheDocument();
  expect(within(screen.getByRole('banner')).getByRole('button', { name: /^Account of/ })).toBeInTheDocument();
});
