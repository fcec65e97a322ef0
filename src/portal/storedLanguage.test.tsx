import { screen } from '@testing-library/react';
import { i18nProvider } from '../shared/i18nProvider';
import { LOCALE_KEY } from '../shared/session';
import { renderPortal, usePortalApi } from './test/portalHarness';

// Malay and Chinese download only when chosen: a remembered choice must still show from the first paint.
usePortalApi();
afterEach(() => i18nProvider.changeLocale('en'));

test('an agent who chose Malay before sees the sign-in page in Malay from its first paint, never English first', async () => {
  localStorage.setItem(LOCALE_KEY, 'my');
  renderPortal('/pages/login');
  const first = await screen.findByRole('button', { name: /^(Sign in|Log masuk)$/ }, { timeout: 15_000 });
  expect(first).toHaveAccessibleName('Log masuk');
});

test('staff who chose Chinese before see the back office sign-in in Chinese from its first paint', async () => {
  localStorage.setItem(LOCALE_KEY, 'cn');
  renderPortal('/admin/login');
  const first = await screen.findByRole('heading', { name: /^(Sign in to the back office|登录后台管理)$/ }, { timeout: 15_000 });
  expect(first).toHaveTextContent('登录后台管理');
});
