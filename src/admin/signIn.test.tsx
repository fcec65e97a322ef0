import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authProvider } from '../shared/authProvider';
import { getToken } from '../shared/session';
import { renderAdmin, useMockApi } from '../test/adminHarness';

useMockApi();

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

test('a visitor who is not signed in is sent to the sign-in form, which settles at once', async () => {
  const checkAuth = vi.spyOn(authProvider, 'checkAuth');
  renderAdmin('/admin/rooms');
  expect(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByText('Demo sign-ins use the password Demo!2345')).toBeInTheDocument();
  // A redirect loop between the shell and the sign-in page once froze the browser for seconds.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const settled = checkAuth.mock.calls.length;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(checkAuth.mock.calls.length).toBe(settled);
  // A loop makes hundreds of calls in that time; a busy machine makes a few dozen honest ones.
  expect(settled).toBeLessThan(80);
  expect(screen.queryByRole('menuitem', { name: 'Rooms' })).not.toBeInTheDocument();
});

test('a wrong password is refused with the server message, and nothing is stored', async () => {
  const user = userEvent.setup();
  renderAdmin('/admin/login');
  await user.click(await screen.findByRole('button', { name: 'Sign in' }));
  expect(screen.getAllByText('Required')).toHaveLength(2);
  await user.type(field(/^E-mail/), 'editor@resort.test');
  await user.type(field(/^Password/), 'not-it');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Wrong e-mail or password')).toBeInTheDocument();
  expect(getToken()).toBeNull();
});

test('signing in opens the back office; the form speaks the chosen language', async () => {
  const user = userEvent.setup();
  renderAdmin('/admin/login');
  await user.click(await screen.findByRole('combobox', { name: 'Language' }));
  await user.click(screen.getByRole('option', { name: 'Bahasa Melayu' }));
  expect(await screen.findByRole('button', { name: 'Log masuk' })).toBeInTheDocument();
  await user.click(screen.getByRole('combobox'));
  await user.click(screen.getByRole('option', { name: 'English' }));
  await user.type(field(/^E-mail/), 'editor@resort.test');
  await user.type(field(/^Password/), 'Demo!2345');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Welcome, Daniel', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(getToken()).toBeTruthy();
});
