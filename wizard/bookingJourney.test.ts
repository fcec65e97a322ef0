import { http } from 'msw';
import { setupServer } from 'msw/node';
import { createActor, waitFor, type Actor, type SnapshotFrom } from 'xstate';
import { testGuest } from '../server/test/bookings';
import { creditWallet } from '../server/test/money';
import { createTestApp, type TestApp } from '../server/test/testApp';
import { LOGIN_DATA_KEY } from '../src/shared/session';
import { bookingMachine, type BookingMachine } from './bookingMachine';
import { emptyGuest, type TransportDraft } from './model';
import { fieldErrorsFromServer, firstStepWithErrors } from './serverErrors';

/**
 * The wizard's real calls against the real API (createApp on in-memory PGlite, in this process,
 * behind MSW): a travel agent books the 3D2N package for two adults and a toddler, with the shared
 * boat over, and pays from the wallet.
 */

const msw = setupServer();
let api: TestApp;

beforeAll(async () => {
  api = await createTestApp();
  msw.use(http.all('/api/*', ({ request }) => api.app.fetch(request)));
  msw.listen({ onUnhandledRequest: 'error' });
});
afterAll(async () => {
  msw.close();
  await api.close();
});

const addDays = (days: number) => new Date(api.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);
const until = (actor: Actor<BookingMachine>, test: (s: SnapshotFrom<BookingMachine>) => boolean) => waitFor(actor, test, { timeout: 20_000 });

test('a travel agent books a 2-night package for 2 adults and a toddler through the machine and pays from the wallet', async () => {
  const admin = await api.login('admin@resort.test');
  const [pkg, gardenChalet, facebook, sharedBoat] = await Promise.all([
    api.record(admin, 'tour-packages', { code: 'PD-3D2N' }),
    api.record(admin, 'room-types', { code: 'CHL-GDN' }),
    api.record(admin, 'lead-sources', { name: 'Facebook' }),
    api.record(admin, 'trip-costs', { name: 'Marang Jetty → Pulau Damai (shared boat)' }),
  ]);
  const checkIn = addDays(30);
  const checkOut = addDays(32);
  const [option] = (await api.records(admin, 'package-periods', { tourPackageId: pkg.id })).filter((p) => String(p.startDate) <= checkIn && checkOut <= String(p.endDate));
  await creditWallet(api, 'ta@agency.test', 500_000);
  localStorage.setItem(LOGIN_DATA_KEY, JSON.stringify({ accessToken: await api.login('ta@agency.test') }));

  const actor = createActor(bookingMachine, { input: {} }).start();
  const state = () => actor.getSnapshot();

  // Guest details.
  actor.send({ type: 'party.change', patch: { adults: 2, toddlers: 1 } });
  actor.send({ type: 'guest.change', index: 0, patch: { ...testGuest, phones: [...testGuest.phones] } });
  actor.send({ type: 'guest.add' });
  actor.send({ type: 'guest.change', index: 1, patch: { ...emptyGuest(), fullName: 'Adam bin Hakim', age: 2, idNumber: '240105-14-0123', country: 'Malaysia' } });
  actor.send({ type: 'booking.change', patch: { reservationName: 'Aisyah family', leadSourceId: facebook.id } });
  expect(state().can({ type: 'step.next' })).toBe(true);
  actor.send({ type: 'step.next' });

  // Package, option, dates: live availability, then the rooms held and a bed type.
  actor.send({ type: 'stay.change', patch: { packageId: pkg.id, optionId: option.id, checkIn, checkOut } });
  await until(actor, (s) => s.matches({ editing: { steps: { stay: 'choosing' } } }));
  const offer = state().context.roomChoice?.offers.find((o) => o.roomTypeId === gardenChalet.id);
  expect(offer).toMatchObject({ rated: true, roomsNeeded: 1, enough: true });
  const bedTypes = state().context.roomChoice?.details.roomTypes.find((t) => t.id === gardenChalet.id)?.bedCombos.map((b) => b.name);
  expect(bedTypes).toContain('Queen + single');
  actor.send({ type: 'rooms.choose', rooms: [{ roomId: offer?.rooms[0].id ?? '', roomTypeId: gardenChalet.id, adults: 2, children: 0, toddlers: 1, infants: 0 }] });
  actor.send({ type: 'bedType.change', bedType: 'Queen + single' });
  await until(actor, (s) => s.hasTag('holding'));
  const held = state().context.hold;
  // The server's hold: 2 minutes, counted on this device's clock (the test server's clock is elsewhere).
  const leftMs = (hold: typeof held) => Date.parse(hold?.expiresAt ?? '') - Date.now();
  expect(leftMs(held)).toBeGreaterThan(115_000);
  expect(leftMs(held)).toBeLessThanOrEqual(120_000);

  // Moving on extends the hold once, to the payment countdown.
  actor.send({ type: 'step.next' });
  await until(actor, (s) => s.context.hold?.extended === true);
  expect(leftMs(state().context.hold)).toBeGreaterThan(30 * 60_000 - 5_000);
  expect(leftMs(state().context.hold)).toBeLessThanOrEqual(30 * 60_000);
  actor.send({ type: 'step.next' });

  // The shared boat over: the server prices it, the toddler on the RM 200 ticket.
  const boat: TransportDraft = {
    tripCostId: sharedBoat.id,
    transportType: 'boat',
    tripType: 'one-way',
    date: checkIn,
    departureTime: '10:00',
    pickupPoint: '',
    dropLocation: '',
    dropTime: '',
    returnDate: '',
    returnDepartureTime: '',
    adults: 2,
    children: 0,
    toddlers: 1,
    infants: 0,
  };
  actor.send({ type: 'transport.change', transport: [boat] });
  await until(actor, (s) => s.matches({ editing: { steps: { transport: 'settled' } } }) && s.context.quote !== null);
  const transferLines = state().context.quote?.lines.filter((l) => l.kind === 'transport') ?? [];
  expect(transferLines.map((l) => [l.quantity, l.unitPrice])).toEqual(expect.arrayContaining([[2, 7_000], [1, 20_000]]));
  actor.send({ type: 'step.next' });

  actor.send({ type: 'requests.change', patch: { specialRequests: 'Ground floor if possible', foodNotes: 'No seafood' } });
  actor.send({ type: 'step.next' });
  actor.send({ type: 'step.next' });

  // The review's quote is the server's, and so is the booking.
  await until(actor, (s) => s.matches({ editing: { steps: { review: 'ready' } } }));
  const quoted = state().context.quote;
  expect(quoted?.nights).toBe(2);
  actor.send({ type: 'step.next' });
  await until(actor, (s) => s.matches('paying'));
  const booked = state().context.reservation;
  expect(booked).toMatchObject({ total: quoted?.total, status: 'Pending', paymentStatus: 'Pending' });
  expect(booked?.bookingNo).toMatch(/^PD\d{2}-\d{6}$/);

  // From the wallet.
  state().children.payment?.send({ type: 'payment.wallet' });
  await until(actor, (s) => s.status === 'done');
  expect(state().value).toBe('paid');

  const ta = await api.login('ta@agency.test');
  const reservation = await api.call('GET', `/api/agent/agent-reservations/${booked?.id}`, { token: ta });
  expect(reservation.json).toMatchObject({ paymentStatus: 'FullyPaid', total: quoted?.total, adults: 2, toddlers: 1, nights: 2, bedType: 'Queen + single', foodNotes: 'No seafood' });
  const wallet = await api.call('GET', '/api/agent/wallet', { token: ta });
  expect(wallet.json.balance).toBe(500_000 - (quoted?.total ?? 0));
});

test('fieldErrorsFromServer reads a real 400 of the booking call onto the guest step', async () => {
  const ta = await api.login('ta@agency.test');
  const anId = crypto.randomUUID();
  const res = await api.call('POST', '/api/agent/agent-reservations', {
    token: ta,
    body: {
      holdId: anId,
      packageId: anId,
      leadSourceId: anId,
      bedType: 'Queen',
      rooms: [{ roomId: anId, adults: 2, children: 0, toddlers: 0, infants: 0 }],
      guests: [{ ...testGuest, idNumber: 'NOT-AN-IC' }],
    },
  });
  expect(res.status).toBe(400);
  const errors = fieldErrorsFromServer(res.json);
  expect(errors['guests.0.idNumber']).toEqual({ message: 'Invalid IC number' });
  expect(firstStepWithErrors(errors)).toBe('guests');
});
