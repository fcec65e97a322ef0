import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CURRENCY_KEY } from '../shared/session';
import { renderPortal, signIn, usePortalApi } from './test/portalHarness';

/** Spec section 8: what the portal's shell does when one of its calls fails (the API answers 500 for that call only). */
const { override } = usePortalApi();

const serverError = () => HttpResponse.json({ message: 'Internal server error' }, { status: 500 });
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const dashboard = () => screen.findByRole('heading', { name: 'Welcome, Siti' }, { timeout: 15_000 });

test('the currency list failing is logged to the console only: the list stays empty, amounts stay in ringgit, nothing is shown', async () => {
  await signIn('ta@agency.test');
  localStorage.setItem(CURRENCY_KEY, 'SGD');
  override(http.get('/api/agent/currency', serverError));
  renderPortal('/');
  await dashboard();
  await waitFor(() => expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ status: 500, message: 'Internal server error' })));
  // Nothing to choose from: the navbar keeps ringgit and offers no other currency.
  const currency = screen.getByRole('button', { name: 'Currency: MYR' });
  expect(currency).toBeDisabled();
  expect(await screen.findByRole('link', { name: /^Wallet balance RM\s/ })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('the agent profile failing on arrival is ignored silently: the stored account carries on', async () => {
  await signIn('ta@agency.test');
  let asked = 0;
  override(
    http.get('/api/auth/me', () => {
      asked += 1;
      return serverError();
    }),
  );
  renderPortal('/');
  await dashboard();
  await waitFor(() => expect(asked).toBe(1));
  expect(await screen.findByRole('link', { name: /^Wallet balance RM\s/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Account of Siti Abdullah/ })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(consoleError).not.toHaveBeenCalled();
});

test('the wallet failing is shown in the navbar in place of the balance; a click tries again', async () => {
  await signIn('ta@agency.test');
  let failing = true;
  override(http.get('/api/agent/wallet', () => (failing ? serverError() : undefined)));
  renderPortal('/');
  await dashboard();
  const failed = await screen.findByRole('button', { name: 'Balance unavailable' });
  expect(screen.queryByRole('link', { name: /^Wallet balance/ })).not.toBeInTheDocument();
  const user = userEvent.setup();
  await user.hover(failed);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('The wallet balance could not be read. Click to try again.');
  failing = false;
  await user.click(failed);
  expect(await screen.findByRole('link', { name: /^Wallet balance RM\s/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Balance unavailable' })).not.toBeInTheDocument();
});

test('a sign-in that fails is logged to the console and the person is told', async () => {
  override(http.post('/api/auth/login', serverError));
  renderPortal('/pages/login');
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^E-mail/, { selector: 'input' }, { timeout: 15_000 }), 'ta@agency.test');
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Demo!2345');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
  expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }));
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
});
