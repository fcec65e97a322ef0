import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal, signIn, usePortalApi } from '../test/portalHarness';

const { call, tokenOf } = usePortalApi();

test('a code on sale shows its rules where it is advertised: windows, excluded periods, package, party size, uses left, expiry', async () => {
  const admin = await tokenOf('admin@resort.test');
  const [escape] = (await call<{ id: string; name: string }[]>('GET', `/api/admin/tour-packages?filter=${encodeURIComponent('{"code":"PD-2D1N-SNK"}')}`, { token: admin })).json;
  const body = {
    code: 'PTR-DRYSEASON',
    numberOfUses: 15,
    expiryDate: '2027-08-31',
    voucherType: 'cash',
    price: 3_000,
    cashDiscount: 6_000,
    maxPax: 4,
    bookingFrom: '2026-11-01',
    bookingTo: '2027-05-31',
    checkInFrom: '2027-04-01',
    checkInTo: '2027-08-31',
    excludedPeriods: ['weekends'],
    packageIds: [escape.id],
    isPublic: false,
    active: true,
  };
  expect((await call('POST', '/api/admin/promo-codes', { token: admin, body })).status).toBe(201);

  await signIn('ta@agency.test');
  const user = userEvent.setup();
  renderPortal('/promotion');
  await user.click(await screen.findByRole('tab', { name: 'Cash Vouchers' }, { timeout: 15_000 }));
  const card = await screen.findByRole('article', { name: 'PTR-DRYSEASON' }, { timeout: 15_000 });
  for (const line of [
    'RM 60.00 off a booking',
    'Parties of up to 4 guests',
    'Book from 1 Nov 2026 to 31 May 2027',
    'Check-in from 1 Apr 2027 to 31 Aug 2027',
    'Not for check-in on: Friday and Saturday nights',
    `For the package ${escape.name}`,
    'Valid until 31 Aug 2027',
    '15 uses left',
  ])
    expect(within(card).getByText(line)).toBeInTheDocument();
}, 60_000);
