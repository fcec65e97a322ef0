import { screen, within } from '@testing-library/react';
import { enMoney } from '../../../i18n/money.en';
import { enMoneyAdmin } from '../../../i18n/moneyAdmin.en';
import { catalogues } from '../../../i18n';
import { enPortalMoney } from '../../../i18n/portalMoney.en';
import { i18nProvider } from '../../shared/i18nProvider';
import { signIn, renderPortal, usePortalApi } from '../test/portalHarness';
import { loginAs, topUpPaid } from './moneyTestApi';

usePortalApi();
afterEach(() => i18nProvider.changeLocale('en'));

/** Every message of a catalogue part, keyed by its dotted path. */
const leaves = (messages: object, prefix: string): [string, string][] =>
  Object.entries(messages).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}.${key}`, value]] : leaves(value as object, `${prefix}.${key}`),
  );

const lookup = (path: string) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], catalogues.my);

/**
 * The English words a Malay page must not show: the fixed parts (between placeholders) of every English
 * message the Credits screen draws on that Malay words differently.
 */
const englishLeftovers = () =>
  [...leaves(enPortalMoney, 'app'), ...leaves(enMoney, 'app'), ...leaves(enMoneyAdmin, 'app')]
    .filter(([path, english]) => lookup(path) !== english)
    .flatMap(([, english]) => english.split(/%\{[^}]+\}/))
    .map((part) => part.trim())
    .filter((part) => part.length >= 6);

test('Credits in Malay has no English left over', async () => {
  const token = await loginAs('ta@agency.test');
  await topUpPaid(token, 40_000);
  await i18nProvider.changeLocale('my');
  await signIn('ta@agency.test');
  renderPortal('/credits');
  expect(await screen.findByRole('heading', { name: 'Kredit', level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
  const statement = await screen.findByRole('region', { name: 'Penyata' });
  expect(await within(statement).findByText('Tambah nilai')).toBeInTheDocument();
  expect(await within(statement).findByText('Tiada lagi data ditemui')).toBeInTheDocument();
  expect(await screen.findByText('Tambah butiran bank anda sebelum memohon pengeluaran.')).toBeInTheDocument();
  expect(await screen.findByRole('textbox', { name: /Nama akaun/ })).toBeInTheDocument();
  expect(await screen.findByText('Ramalan komisen')).toBeInTheDocument();

  const page = (screen.getByRole('main').textContent ?? '').replace(/\s/g, ' ');
  const left = englishLeftovers().filter((english) => page.includes(english));
  expect(left).toEqual([]);
  // And none of the plain English labels of the screen.
  for (const word of ['Statement', 'Balance', 'Payout', 'Top up', 'Bank', 'Commission', 'Amount']) expect(page).not.toContain(word);
});
