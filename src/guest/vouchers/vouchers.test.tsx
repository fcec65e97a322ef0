import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { formatSen } from '../../shared/money/currency';
import { request } from '../../shared/request';
import { saveSession, type SessionUser } from '../../shared/session';
import { renderPortal, usePortalApi } from '../../portal/test/portalHarness';
import { reportPaid } from '../../portal/promotions/topUpForTests';
import { paymentPage } from './BuyVoucherDialog';

const { call } = usePortalApi();
const LONG = { timeout: 20_000 };

/** An amount as a page reads (testing-library counts the no-break space of `RM 1.00` as a space). */
const rm = (sen: number) => formatSen(sen).replace(/\s/g, ' ');

/** Signs the demo guest in as the guest site's sign-in page does; answers the token for direct API calls. */
const signInGuest = async () => {
  const { accessToken, user } = await request<{ accessToken: string; user: SessionUser }>({ method: 'POST', path: '/auth/login', target: 'userPortal', payload: { email: 'guest@guest.test', password: 'Demo!2345' } });
  saveSession(accessToken, user);
  return accessToken;
};

test('Vouchers lists what is on sale to guests with price and what it gives, and Buy goes to the card gateway', async () => {
  await signInGuest();
  const open = vi.spyOn(paymentPage, 'open').mockImplementation(() => undefined);
  const user = userEvent.setup();
  renderPortal('/portal/vouchers', { width: 390 });
  expect(await screen.findByRole('heading', { level: 1, name: 'Vouchers' }, LONG)).toBeInTheDocument();
  const gift = await screen.findByRole('article', { name: 'GIFT-ISLAND100' }, LONG);
  expect(gift).toHaveTextContent('Cash voucher');
  expect(gift).toHaveTextContent(`${rm(10_000)} off a booking`);
  expect(gift).toHaveTextContent(rm(9_000));
  expect(screen.getByRole('article', { name: 'GIFT-SNORKEL' })).toHaveTextContent('Free add-ons: Marine park snorkelling trip');
  expect(await screen.findByRole('article', { name: '4D3N Island Explorer' }, LONG)).toHaveTextContent('Deposit');
  // Sold to agents only: never on the guest site.
  expect(screen.queryByRole('article', { name: 'PTR-PARTNER80' })).toBeNull();
  expect(screen.queryByRole('article', { name: '2D1N Snorkelling Getaway' })).toBeNull();

  await user.click(within(gift).getByRole('button', { name: 'Buy' }));
  const dialog = await screen.findByRole('dialog', { name: 'Buy GIFT-ISLAND100' });
  expect(within(dialog).queryByRole('button', { name: /wallet/i })).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: /^Pay RM.90\.00 online$/ }));
  await vi.waitFor(() => expect(open).toHaveBeenCalledWith(expect.stringContaining('/sandbox-gateway/')), LONG);
  open.mockRestore();
}, 90_000);

test('My vouchers lists the bought voucher: its code, what it gives, valid until, not used yet', async () => {
  const token = await signInGuest();
  const onSale = await call<{ promoCodes: { id: string; code: string }[] }>('GET', '/api/portal/promo-code?type=addon', { token });
  const snorkel = onSale.json.promoCodes.find((c) => c.code === 'GIFT-SNORKEL');
  const held = await call<{ purchaseId: string }>('POST', '/api/portal/promo-code/block', { token, body: { promoCodeId: snorkel?.id } });
  const started = await call<{ redirectUrl: string; paymentId: string }>('POST', '/api/portal/promo-code/buy', { token, body: { purchaseId: held.json.purchaseId } });
  await reportPaid(started.json.redirectUrl);

  renderPortal(`/portal/my-vouchers?payment=${started.json.paymentId}&status=approved`, { width: 390 });
  expect(await screen.findByRole('heading', { level: 1, name: 'My vouchers' }, LONG)).toBeInTheDocument();
  expect(screen.getByText('Payment received: your voucher is below.')).toBeInTheDocument();
  const bought = await screen.findByRole('article', { name: 'GIFT-SNORKEL' }, LONG);
  expect(bought).toHaveTextContent('Not used yet');
  expect(bought).toHaveTextContent('Free add-ons: Marine park snorkelling trip');
  expect(bought).toHaveTextContent('Valid until');
  expect(bought).toHaveTextContent(rm(2_500));
  expect(screen.queryByRole('article', { name: 'GIFT-ISLAND100' })).toBeNull();
}, 90_000);

interface Offer {
  roomTypeId: string;
  rooms: { id: string }[];
}

test('a bought promo package is used on the guest’s own booking of it from My vouchers', async () => {
  const token = await signInGuest();
  const portal = async <T,>(method: string, path: string, body?: unknown) => (await call<T>(method, `/api/portal${path}`, { token, body })).json;
  const [explorer] = (await portal<{ packages: { id: string; name: string; deposit: number }[] }>('GET', '/promo-package')).packages;
  await reportPaid((await portal<{ redirectUrl: string }>('POST', '/promo-package/buy', { packageId: explorer.id })).redirectUrl);
  // The guest's booking of the package, as the wizard makes it.
  const stay = { checkIn: '2027-01-18', checkOut: '2027-01-21' };
  const details = await portal<{ roomTypes: { id: string; bedCombos: { name: string }[] }[]; leadSources: { id: string }[] }>('GET', `/booking-details?packageId=${explorer.id}&checkIn=${stay.checkIn}`);
  const offer = (await portal<Offer[]>('POST', '/rooms-availability', { ...stay, packageId: explorer.id, pax: { adults: 2, children: 0, toddlers: 0, infants: 0 } })).find((o) => o.rooms.length > 0);
  const hold = await portal<{ id: string }>('POST', `/temp-room-block/${explorer.id}`, { ...stay, roomIds: [offer?.rooms[0].id] });
  const booking = await portal<{ id: string; bookingNo: string }>('POST', '/reservations', {
    holdId: hold.id,
    packageId: explorer.id,
    leadSourceId: details.leadSources[0].id,
    bedType: details.roomTypes.find((r) => r.id === offer?.roomTypeId)?.bedCombos[0]?.name,
    rooms: [{ roomId: offer?.rooms[0].id, adults: 2, children: 0, toddlers: 0, infants: 0 }],
    guests: [{ roomIndex: 0, fullName: 'Nurul Huda', age: 29, idNumber: '970101-14-5678', country: 'Malaysia', phones: ['+60 13-901 2345'], email: 'guest@guest.test' }],
    addons: [],
    transport: [],
  });

  const user = userEvent.setup();
  renderPortal('/portal/my-vouchers', { width: 390 });
  const bought = await screen.findByRole('article', { name: '4D3N Island Explorer' }, LONG);
  expect(bought).toHaveTextContent('Not used yet');
  expect(bought).toHaveTextContent(rm(explorer.deposit));
  await user.click(within(bought).getByRole('button', { name: 'Use on a booking' }));
  const dialog = await screen.findByRole('dialog', { name: 'Use 4D3N Island Explorer on a booking' });
  await user.click(await within(dialog).findByRole('combobox', { name: 'Your booking of this package' }, LONG));
  await user.click(await screen.findByRole('option', { name: new RegExp(booking.bookingNo) }, LONG));
  await user.click(within(dialog).getByRole('button', { name: 'Use it' }));
  expect(await within(dialog).findByText('The deposit is paid towards your booking.', undefined, LONG)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  const used = await screen.findByRole('article', { name: '4D3N Island Explorer' });
  expect(await within(used).findByText('Used on a booking', undefined, LONG)).toBeInTheDocument();
  expect(within(used).getByRole('link', { name: 'View the booking' })).toHaveAttribute('href', `/portal/bookings/${booking.id}`);
}, 90_000);
