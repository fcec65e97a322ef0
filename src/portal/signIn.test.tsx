import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToken } from '../shared/session';
import { renderPortal, usePortalApi } from './test/portalHarness';

const { call } = usePortalApi();

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });
const signInThroughForm = async (email: string, password = 'Demo!2345') => {
  const user = userEvent.setup();
  await user.type(field(/^E-mail/), email);
  await user.type(field(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
};

test('signed out, the site root and any portal page lead to the agent sign-in page', async () => {
  const root = renderPortal('/');
  expect(await screen.findByRole('heading', { name: 'Welcome to Pulau Damai Resort' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(root.currentPath()).toBe('/pages/login');
  expect(screen.getByRole('link', { name: 'Register as an agent' })).toHaveAttribute('href', '/pages/register');
  root.unmount();
  const deep = renderPortal('/booking/listing');
  expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  expect(deep.currentPath()).toBe('/pages/login');
});

test('a travel agent signs in and lands on the dashboard, with the wallet balance in the navbar', async () => {
  const view = renderPortal('/pages/login');
  await screen.findByRole('button', { name: 'Sign in' }, { timeout: 15_000 });
  await signInThroughForm('ta@agency.test');
  expect(await screen.findByRole('heading', { name: 'Welcome, Siti' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(view.currentPath()).toBe('/');
  const wallet = await screen.findByRole('link', { name: /^Wallet balance RM\s[\d,]+\.\d\d$/ });
  expect(wallet).toHaveAttribute('href', '/credits');
  // The navbar shows what the server holds.
  const token = getToken() ?? '';
  const { json } = await call<{ balance: number }>('GET', '/api/agent/wallet', { token });
  expect(wallet.textContent?.replace(/\s/g, ' ')).toBe(`RM ${(json.balance / 100).toLocaleString('en-MY', { minimumFractionDigits: 2 })}`);
  expect(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Dashboard' })).toHaveClass('active');
});

test('a wrong password is refused with the server message and nothing is stored', async () => {
  renderPortal('/pages/login');
  await screen.findByRole('button', { name: 'Sign in' }, { timeout: 15_000 });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(screen.getAllByText('Required')).toHaveLength(2);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await signInThroughForm('ta@agency.test', 'not-it');
  expect(await screen.findByText('Wrong e-mail or password')).toBeInTheDocument();
  expect(getToken()).toBeNull();
});

test('staff who sign in here are sent to the back office', async () => {
  const view = renderPortal('/pages/login');
  await screen.findByRole('button', { name: 'Sign in' }, { timeout: 15_000 });
  await signInThroughForm('editor@resort.test');
  await waitFor(() => expect(view.currentPath()).toMatch(/^\/admin/), { timeout: 15_000 });
  expect(await screen.findByText('Welcome, Daniel', {}, { timeout: 15_000 })).toBeInTheDocument();
});

test('a pending agent may sign in, and is told the account awaits approval', async () => {
  renderPortal('/pages/login');
  await screen.findByRole('button', { name: 'Sign in' }, { timeout: 15_000 });
  await signInThroughForm('ahmad@pesisirtours.test');
  expect(await screen.findByText(/Your account is awaiting approval by the resort/, {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Welcome, Ahmad' })).toBeInTheDocument();
});

test('Log Out ends the session on the server, clears local storage and goes to the sign-in page', async () => {
  const view = renderPortal('/pages/login');
  await screen.findByRole('button', { name: 'Sign in' }, { timeout: 15_000 });
  const user = await signInThroughForm('freelancer@agent.test');
  await screen.findByRole('heading', { name: 'Welcome, Kevin' }, { timeout: 15_000 });
  const token = getToken() ?? '';
  localStorage.setItem('something-else', 'x');
  await user.click(screen.getByRole('button', { name: 'KL – Account of Kevin Lim' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
  expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  expect(view.currentPath()).toBe('/pages/login');
  expect(localStorage.getItem('loginData')).toBeNull();
  expect(localStorage.getItem('something-else')).toBeNull();
  expect((await call('GET', '/api/auth/me', { token })).status).toBe(401);
});
