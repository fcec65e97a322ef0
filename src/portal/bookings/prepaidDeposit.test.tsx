import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney } from '../../../i18n/formatMoney';
import { bookAsAgent } from '../../test/booking';
import { topUpWallet } from '../promotions/topUpForTests';
import { renderPortal, signIn, usePortalApi } from '../test/portalHarness';
import { paymentsOf, reservationOf } from './bookingFixtures';
import { usablePackage } from './PrepaidDeposit';
import type { BoughtPackage } from '../promotions/promotionsApi';

const { call, tokenOf } = usePortalApi();

const rm = (sen: number) => formatMoney(sen).replace(/\s+/g, ' ');
const text = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ').trim();
const spaces = { normalizer: (s: string) => s.replace(/\s+/g, ' ').trim() };
const wait = { timeout: 15_000 };

const openDetail = async (id: string, bookingNo: string) => {
  await signIn('ta@agency.test');
  const view = renderPortal(`/booking/${id}`);
  expect(await screen.findByRole('heading', { name: `Booking ${bookingNo}` }, wait)).toBeInTheDocument();
  return view;
};

test("a bought promo package's deposit is applied once to a booking of that package, as a voucher payment", async () => {
  // Without a bought package, nothing is offered.
  const before = await bookAsAgent(30);
  let view = await openDetail(before.id, before.bookingNo);
  const pay = await screen.findByRole('region', { name: 'Pay this booking' }, wait);
  expect(within(pay).getByTestId('amount-due')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Apply prepaid package deposit' })).not.toBeInTheDocument();
  view.unmount();

  // The agent buys the snorkelling package's deposit from its wallet, as on Promotions.
  const ta = await tokenOf('ta@agency.test');
  const admin = await tokenOf('admin@resort.test');
  const [snorkel] = (await call<{ id: string }[]>('GET', `/api/admin/tour-packages?filter=${encodeURIComponent('{"code":"PD-2D1N-SNK"}')}`, { token: admin })).json;
  await topUpWallet(call, ta, 10_000);
  const bought = await call<{ purchaseId: string }>('POST', '/api/agent/wallet/promo-package', { token: ta, body: { packageId: snorkel.id } });
  expect(bought.status).toBe(201);
  const [purchase] = (await call<{ packages: BoughtPackage[] }>('GET', '/api/agent/promo-package/user/bought', { token: ta })).json.packages;
  const deposit = purchase.paid;

  const booking = await bookAsAgent(36);
  view = await openDetail(booking.id, booking.bookingNo);
  const user = userEvent.setup();
  const prepaid = await screen.findByRole('region', { name: 'Prepaid package deposit' }, wait);
  expect(within(prepaid).getByText(`You bought 2D1N Snorkelling Getaway: its deposit of ${rm(deposit)} can pay towards this booking.`, spaces)).toBeInTheDocument();
  await user.click(within(prepaid).getByRole('button', { name: 'Apply prepaid package deposit' }));
  const dialog = screen.getByRole('dialog', { name: /^Apply the deposit of RM.+\?$/ });
  expect(text(within(dialog).getByRole('heading'))).toBe(`Apply the deposit of ${rm(deposit)}?`);
  await user.click(within(dialog).getByRole('button', { name: 'Apply deposit' }));

  expect(await screen.findByText(`Prepaid deposit of ${rm(deposit)} applied to this booking.`, spaces, wait)).toBeInTheDocument();
  const payments = within(await screen.findByRole('list', { name: 'Payments' }, wait));
  expect(await payments.findByText('Promo package deposit', {}, wait)).toBeInTheDocument();
  expect(payments.getByText('Received')).toBeInTheDocument();
  await waitFor(() => expect(text(within(screen.getByRole('region', { name: 'Pay this booking' })).getByTestId('amount-due'))).toBe(rm(booking.total - deposit)), wait);
  // Used once: it is no longer offered.
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Prepaid package deposit' })).not.toBeInTheDocument());
  expect([...(await paymentsOf(booking.id))]).toEqual([expect.objectContaining({ method: 'voucher', status: 'approved', amount: deposit })]);
  expect((await reservationOf(booking.id)).paymentStatus).toBe('Partial');
  view.unmount();
});

test('a bought package applies only to a booking of its package, checking in within its period, once', () => {
  const base: BoughtPackage = { purchaseId: 'p1', packageId: 'pkg', name: 'Snorkel', nights: 1, periodId: null, periodName: null, startDate: null, endDate: null, paid: 10_000, boughtAt: '2026-11-01T00:00:00Z', reservationId: null };
  const booking = { packageId: 'pkg', checkIn: '2027-01-10' };
  expect(usablePackage([base], booking)).toBe(base);
  expect(usablePackage([{ ...base, reservationId: 'r1' }], booking)).toBeUndefined();
  expect(usablePackage([{ ...base, packageId: 'other' }], booking)).toBeUndefined();
  const period = { ...base, periodId: 'per', startDate: '2027-01-01', endDate: '2027-01-31' };
  expect(usablePackage([period], booking)).toBe(period);
  expect(usablePackage([period], { ...booking, checkIn: '2027-02-01' })).toBeUndefined();
});
