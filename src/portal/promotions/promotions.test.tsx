import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enPortalPromotions } from '../../../i18n/portalPromotions.en';
import { myPortalPromotions } from '../../../i18n/portalPromotions.my';
import { enResources } from '../../../i18n/resources.en';
import { i18nProvider } from '../../shared/i18nProvider';
import { getToken } from '../../shared/session';
import { renderPortal, signIn, usePortalApi } from '../test/portalHarness';
import { topUpWallet } from './topUpForTests';

const { call } = usePortalApi();
afterEach(() => i18nProvider.changeLocale('en'));

const token = () => getToken() ?? '';
const balance = async () => (await call<{ balance: number }>('GET', '/api/agent/wallet', { token: token() })).json.balance;
/** `RM 1,234.00` with a plain space, as Testing Library reads the page's text. */
const ringgit = (sen: number) => new Intl.NumberFormat('en-MY', { style: 'currency', currency: 'MYR' }).format(sen / 100).replace(/\s/g, ' ');
const walletLink = (sen: number) => screen.findByRole('link', { name: (name) => name.replace(/\s/g, ' ') === `Wallet balance ${ringgit(sen)}` }, { timeout: 10_000 });
/** The wallet's button is enabled once the balance and the resort's wallet setting are read. */
const payFromWallet = async (dialog: HTMLElement) => {
  const button = within(dialog).getByRole('button', { name: 'Pay from wallet' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
};
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

/** Each form of an English message as a whole-text pattern (placeholders match anything). */
const patterns = (english: string) =>
  english.split('||||').map((form) => new RegExp(`^${form.trim().replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/%\{[^}]+\}/g, '.+')}$`));
const leaves = (messages: object): string[] => Object.values(messages).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v as object)));

// First, while every tab still has something on sale.
test('in Malay, Promotions shows no English left over', async () => {
  await i18nProvider.changeLocale('my');
  await signIn('ta@agency.test');
  const user = userEvent.setup();
  renderPortal('/promotion');
  await heading('Promosi');
  const malay = new Set(leaves(myPortalPromotions));
  const english = [...leaves(enPortalPromotions).filter((s) => !malay.has(s)), ...Object.values(enResources['tour-packages'].choices.includes)];
  const noEnglish = () => {
    for (const message of english) for (const pattern of patterns(message)) expect(screen.queryAllByText(pattern), message).toEqual([]);
  };
  const card = await screen.findByRole('article', { name: '2D1N Snorkelling Getaway' });
  expect(within(card).getByText('Baki 1500 unit')).toBeInTheDocument();
  noEnglish();
  await user.click(within(card).getByRole('button', { name: 'Beli' }));
  await screen.findByRole('dialog', { name: 'Beli 2D1N Snorkelling Getaway' });
  noEnglish();
  await user.click(screen.getByRole('button', { name: 'Batal' }));
  for (const tab of ['Tambahan', 'Baucar Tunai']) {
    await user.click(screen.getByRole('tab', { name: tab }));
    await screen.findAllByRole('article');
    noEnglish();
  }
});

test('Cash Vouchers lists PTR-PARTNER80 with its price; bought from the wallet it moves to My Vouchers, the balance drops and the tab is empty', async () => {
  await signIn('ta@agency.test');
  await topUpWallet(call, token(), 50_000);
  const before = await balance();
  const user = userEvent.setup();
  renderPortal('/promotion');
  await heading('Promotions');
  await walletLink(before);
  await user.click(screen.getByRole('tab', { name: 'Cash Vouchers' }));
  const card = await screen.findByRole('article', { name: 'PTR-PARTNER80' });
  expect(within(card).getByText('RM 40.00')).toBeInTheDocument();
  expect(within(card).getByText('RM 80.00 off a booking')).toBeInTheDocument();

  await user.click(within(card).getByRole('button', { name: 'Buy' }));
  const dialog = await screen.findByRole('dialog', { name: 'Buy PTR-PARTNER80' });
  expect(await within(dialog).findByText(/^Held for you until/)).toBeInTheDocument();
  expect(within(dialog).getByText(ringgit(before))).toBeInTheDocument();
  await payFromWallet(dialog);

  expect(await screen.findByText('PTR-PARTNER80 is yours: it is under My Vouchers.')).toBeInTheDocument();
  await walletLink(before - 4_000);
  expect(await balance()).toBe(before - 4_000);
  // Nobody else's to buy now: the tab is empty.
  expect(await screen.findByText('Sorry No promotion available')).toBeInTheDocument();

  await user.click(within(screen.getByRole('alert')).getByRole('link', { name: 'My Vouchers' }));
  await heading('My Vouchers');
  expect(screen.getByRole('tab', { name: 'Cash Vouchers', selected: true })).toBeInTheDocument();
  const mine = await screen.findByRole('article', { name: 'PTR-PARTNER80' });
  expect(within(mine).getByText('Paid')).toBeInTheDocument();
  expect(within(mine).getByText('RM 40.00')).toBeInTheDocument();
});

test('a promo package bought from the wallet, for a period, shows under My Vouchers → Packages', async () => {
  await signIn('ta@agency.test');
  await topUpWallet(call, token(), 50_000);
  const before = await balance();
  const user = userEvent.setup();
  renderPortal('/promotion');
  const card = await screen.findByRole('article', { name: '2D1N Snorkelling Getaway' }, { timeout: 15_000 });
  expect(within(card).getByText('1500 units left')).toBeInTheDocument();
  await user.click(within(card).getByRole('combobox', { name: 'Period' }));
  const [, first] = await screen.findAllByRole('option');
  const periodName = (first.textContent ?? '').replace(/ \(.*$/, '').replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  await user.click(first);

  await user.click(within(card).getByRole('button', { name: 'Buy' }));
  const dialog = await screen.findByRole('dialog', { name: 'Buy 2D1N Snorkelling Getaway' });
  await payFromWallet(dialog);
  expect(await screen.findByText('2D1N Snorkelling Getaway is yours: it is under My Vouchers.')).toBeInTheDocument();
  expect(await balance()).toBeLessThan(before);

  await user.click(within(screen.getByRole('alert')).getByRole('link', { name: 'My Vouchers' }));
  await heading('My Vouchers');
  expect(screen.getByRole('tab', { name: 'Packages', selected: true })).toBeInTheDocument();
  const mine = await screen.findByRole('article', { name: '2D1N Snorkelling Getaway' });
  expect(within(mine).getByText(new RegExp(`^Period: ${periodName} \\(`))).toBeInTheDocument();
  expect(within(mine).getByText('Not used yet')).toBeInTheDocument();
});

test('My Vouchers says how the gateway payment went', async () => {
  await signIn('ta@agency.test');
  renderPortal('/my-promotions?payment=x&status=failed');
  expect(await screen.findByText(/^The payment did not go through/, undefined, { timeout: 15_000 })).toBeInTheDocument();
});
