import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCALE_KEY } from '../shared/session';
import { i18nProvider } from '../shared/i18nProvider';
import { signIn, renderPortal, usePortalApi } from './test/portalHarness';

usePortalApi();
afterEach(() => i18nProvider.changeLocale('en'));

test('switching to Malay changes the menu labels and the whole portal, and is remembered', async () => {
  await signIn('ta@agency.test');
  const user = userEvent.setup();
  renderPortal('/');
  const menu = await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 15_000 });
  expect(within(menu).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Language: English' }));
  await user.click(screen.getByRole('menuitem', { name: 'Bahasa Melayu' }));
  expect(await within(menu).findByRole('link', { name: 'Papan pemuka' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Selamat datang, Siti' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /^Baki dompet RM/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Bahasa: Bahasa Melayu' })).toHaveTextContent('Bahasa Melayu');
  expect(localStorage.getItem(LOCALE_KEY)).toBe('my');
  expect(document.documentElement.lang).toBe('ms');
  // Chinese, then back: every label follows.
  await user.click(screen.getByRole('button', { name: 'Bahasa: Bahasa Melayu' }));
  await user.click(screen.getByRole('menuitem', { name: '中文' }));
  expect(await within(menu).findByRole('link', { name: '仪表板' })).toBeInTheDocument();
});

test('the sign-in page switches language too', async () => {
  const user = userEvent.setup();
  renderPortal('/pages/login');
  await user.click(await screen.findByRole('button', { name: 'Language: English' }, { timeout: 15_000 }));
  await user.click(screen.getByRole('menuitem', { name: 'Bahasa Melayu' }));
  expect(await screen.findByRole('button', { name: 'Log masuk' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Daftar sebagai ejen' })).toBeInTheDocument();
});
