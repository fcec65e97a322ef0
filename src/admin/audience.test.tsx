import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToken } from '../shared/session';
import { renderAdmin, signIn, useMockApi } from '../test/adminHarness';

useMockApi();

const wait = { timeout: 30_000 };
const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

const signInThroughForm = async (email: string) => {
  const user = userEvent.setup();
  await user.type(field(/^E-mail/), email);
  await user.type(field(/^Password/), 'Demo!2345');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
};

test('a guest who signs in at the back office is refused and told the guest site is to come: no shell, no session', async () => {
  renderAdmin('/admin/login');
  await screen.findByRole('button', { name: 'Sign in' }, wait);
  await signInThroughForm('guest@guest.test');
  expect(await screen.findByText('The back office is for resort staff', {}, wait)).toBeInTheDocument();
  expect(screen.getByText(/This is a guest account\. Guests cannot sign in online yet/)).toBeInTheDocument();
  expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();
  expect(getToken()).toBeNull();
});

test('an agent who signs in at the back office is refused and sent to the agent portal', async () => {
  renderAdmin('/admin/login');
  await screen.findByRole('button', { name: 'Sign in' }, wait);
  await signInThroughForm('ta@agency.test');
  expect(await screen.findByText(/This is a travel agent account/, {}, wait)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the agent portal' })).toHaveAttribute('href', '/pages/login');
  expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();
  expect(getToken()).toBeNull();
});

test('an agent signed in to the portal who opens /admin gets the sign-in page saying where to go, and stays signed in to the portal', async () => {
  await signIn('ta@agency.test');
  renderAdmin('/admin');
  expect(await screen.findByText('You are signed in as ta@agency.test.', {}, wait)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the agent portal' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('menuitem', { name: 'Dashboard' })).not.toBeInTheDocument();
  await waitFor(() => expect(getToken()).not.toBeNull());
});

test('staff still sign in and reach the back office', async () => {
  renderAdmin('/admin/login');
  await screen.findByRole('button', { name: 'Sign in' }, wait);
  await signInThroughForm('editor@resort.test');
  expect(await screen.findByText('Welcome, Daniel', {}, wait)).toBeInTheDocument();
  expect(screen.queryByText('The back office is for resort staff')).not.toBeInTheDocument();
});
