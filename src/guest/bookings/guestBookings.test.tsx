import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { slipPng } from '../../../server/test/money';
import { formatSen } from '../../shared/money/currency';
import { renderPortal, usePortalApi } from '../../portal/test/portalHarness';
import { checkIn, LONG } from '../../portal/wizard/wizardTestSteps';
import { addDays } from '../../portal/wizard/roomChoice';
import { signInGuest } from '../book/guestTestSession';

const { call, tokenOf } = usePortalApi();

afterEach(() => {
  vi.unstubAllGlobals();
});

/** An amount as a page reads (testing-library counts the no-break space of `RM 1.00` as a space). */
const rm = (sen: number) => formatSen(sen).replace(/\s/g, ' ');

interface Offer {
  roomTypeId: string;
  name: string;
  rooms: { id: string }[];
}

/** Books a Garden Chalet of 3D2N Island Escape for two adults through the guest site's API, as the wizard does. */
const bookAsGuest = async (token: string, arrival: string) => {
  const portal = <T,>(method: string, path: string, body?: unknown) => call<T>(method, `/api/portal${path}`, { token, body });
  const escape = (await portal<{ id: string; name: string }[]>('GET', '/packages')).json.find((p) => p.name === '3D2N Island Escape');
  const packageId = escape?.id ?? '';
  const stay = { checkIn: arrival, checkOut: addDays(arrival, 2) };
  const offers = (await portal<Offer[]>('POST', '/rooms-availability', { packageId, ...stay, pax: { adults: 2, children: 0, toddlers: 0, infants: 0 } })).json;
  const chalet = offers.find((o) => o.name === 'Garden Chalet');
  const roomId = chalet?.rooms[0].id ?? '';
  const details = (await portal<{ roomTypes: { id: string; bedCombos: { name: string }[] }[]; leadSources: { id: string }[] }>('GET', `/booking-details?packageId=${packageId}&checkIn=${arrival}`)).json;
  const bedType = details.roomTypes.find((r) => r.id === chalet?.roomTypeId)?.bedCombos[0]?.name;
  const hold = await portal<{ id: string }>('POST', `/temp-room-block/${packageId}`, { ...stay, roomIds: [roomId] });
  const booked = await portal<{ id: string; bookingNo: string; total: number }>('POST', '/reservations', {
    holdId: hold.json.id,
    packageId,
    leadSourceId: details.leadSources[0].id,
    bedType,
    reservationName: 'Huda honeymoon',
    rooms: [{ roomId, adults: 2, children: 0, toddlers: 0, infants: 0, foreignGuests: false }],
    guests: [{ roomIndex: 0, fullName: 'Nurul Huda', age: 29, idNumber: '970101-14-5678', country: 'Malaysia', phones: ['+60 13-901 2345'], email: 'guest@guest.test' }],
    addons: [],
    transport: [],
  });
  if (booked.status !== 201) throw new Error(`booking: ${booked.status} ${JSON.stringify(booked.json)}`);
  return booked.json;
};

test('My bookings lists the guest’s own bookings with their dates, status, total and what is due, each leading to its page', async () => {
  // jsdom's FormData and File do not reach the in-process server through Node's fetch: the slip is
  // sent with Node's own, as a browser sends it with its own (as the agents' detail test does).
  const NodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor as typeof FormData;
  vi.stubGlobal('FormData', NodeFormData);
  const token = await signInGuest();
  const mine = await bookAsGuest(token, addDays(checkIn, 7));
  const user = userEvent.setup();
  renderPortal('/portal/bookings', { width: 390 });
  expect(await screen.findByRole('heading', { level: 1, name: 'My bookings' }, LONG)).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'My bookings' }, LONG);
  const card = within(list).getByRole('link', { name: new RegExp(`^${mine.bookingNo} `) });
  expect(card).toHaveTextContent('3D2N Island Escape');
  expect(card).toHaveTextContent(`Due ${rm(mine.total)}`);
  // Bookings of the resort's agents are not the guest's.
  const agents = await call<{ reservations: { bookingNo: string }[] }>('GET', '/api/agent/agent-reservations?range=[0,4]', { token: await tokenOf('ta@agency.test') });
  for (const r of agents.json.reservations) expect(within(list).queryByRole('link', { name: new RegExp(`^${r.bookingNo} `) })).toBeNull();

  await user.click(card);
  expect(await screen.findByRole('heading', { level: 1, name: `Booking ${mine.bookingNo}` }, LONG)).toBeInTheDocument();
  const pay = await screen.findByRole('region', { name: 'Pay this booking' }, LONG);
  expect(within(pay).getByRole('button', { name: `Pay ${formatSen(mine.total)} online` })).toBeInTheDocument();
  expect(within(pay).getByRole('button', { name: 'Upload bank-in slip' })).toBeInTheDocument();
  expect(within(pay).queryByRole('button', { name: /wallet/i })).toBeNull();
  expect(screen.getByRole('button', { name: 'Download invoice' })).toBeInTheDocument();

  // The balance by bank-in slip: the slip form for the guest's own route.
  await user.click(within(pay).getByRole('button', { name: 'Upload bank-in slip' }));
  const dialog = await screen.findByRole('dialog', { name: `Upload a bank-in slip for ${mine.bookingNo}` });
  expect(within(dialog).getByLabelText(/^Amount \(RM\)/)).toHaveValue((mine.total / 100).toFixed(2));
  expect(within(dialog).getByLabelText(/^Reference no\./)).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: 'Reference no.' }), 'CIMB-440218');
  const slip = new NodeFile([slipPng(3)], 'bank-in.png', { type: 'image/png' }) as unknown as File;
  await user.upload(within(dialog).getByLabelText('Slip (image or PDF, at most 5 MB)'), slip);
  await user.click(within(dialog).getByRole('button', { name: 'Send slip' }));
  expect(await screen.findByText('Slip sent: it waits for the resort’s review.', {}, LONG)).toBeInTheDocument();
  // Listed among the booking's payments, waiting for the resort.
  const payments = within(await screen.findByRole('list', { name: 'Payments' }, LONG));
  expect(payments.getByText('Bank-in slip')).toBeInTheDocument();
  expect(payments.getByText(/Reference: CIMB-440218$/)).toBeInTheDocument();
  expect(payments.getByText('Waiting for review')).toBeInTheDocument();
}, 90_000);

test('cancelling shows the fee the cancellation policy sets before the guest confirms, and charges nothing on an unpaid booking', async () => {
  const token = await signInGuest();
  // Twenty days ahead: the demo policy keeps 25 % from 14 days before check-in (nothing from 30).
  const mine = await bookAsGuest(token, addDays(checkIn, -10));
  const terms = (await call<{ policyFee: number; fee: number; refund: number; paid: number; daysBefore: number }>('GET', `/api/portal/reservations/${mine.id}/cancellation`, { token })).json;
  const user = userEvent.setup();
  renderPortal(`/portal/bookings/${mine.id}`, { width: 390 });
  // Unpaid and nothing under review: the page says until when it may be paid.
  expect(await screen.findByText(/^Pay by .+, or the booking expires and its rooms are released\.$/, {}, LONG)).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Cancel booking' }, LONG));
  const dialog = await screen.findByRole('dialog', { name: `Cancel booking ${mine.bookingNo}?` });
  const fee = await within(dialog).findByRole('region', { name: 'Cancellation fee' }, LONG);
  expect(fee).toHaveTextContent(`Cancelling now, ${terms.daysBefore} days before check-in`);
  expect(terms.policyFee).toBe(Math.round(mine.total / 4));
  expect(fee).toHaveTextContent(`Cancellation fee${rm(terms.policyFee)}`);
  expect(fee).toHaveTextContent(`Paid so far${rm(0)}`);
  expect(fee).toHaveTextContent(`Refund to you${rm(0)}`);
  // Nothing was paid: the policy's fee is told, and that nothing is charged (an unpaid fee is not billed).
  expect(fee).toHaveTextContent('Under the resort’s cancellation policy the fee is 25% of the total. Nothing has been paid on this booking, so nothing is charged.');
  await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
  expect(await screen.findByText(`Booking ${mine.bookingNo} is cancelled. Nothing was paid, so nothing is charged.`, {}, LONG)).toBeInTheDocument();
  expect((await call<{ status: string }>('GET', `/api/portal/reservations/${mine.id}`, { token })).json.status).toBe('Cancelled');
}, 90_000);
