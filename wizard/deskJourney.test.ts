import { http } from 'msw';
import { setupServer } from 'msw/node';
import { createActor, waitFor, type Actor, type SnapshotFrom } from 'xstate';
import { testGuest } from '../server/test/bookings';
import { createTestApp, type TestApp } from '../server/test/testApp';
import { LOGIN_DATA_KEY } from '../src/shared/session';
import { bookingApi } from './api';
import { bookingMachineFor } from './bookingActors';
import type { BookingMachine } from './bookingMachine';

/**
 * The desk's booking (issue 13): the agents' machine given the desk's calls (`bookingApi('admin')`)
 * books a walk-in guest through `/api/admin` on the real API (createApp on PGlite, behind MSW). Every
 * call goes to the staff API, none to the agents', and the booking is approved at once.
 */

const msw = setupServer();
let api: TestApp;
const paths: string[] = [];
/** The `agencyId` each JSON body sent, by path. */
const bodies: { path: string; agencyId: unknown }[] = [];

beforeAll(async () => {
  api = await createTestApp();
  msw.use(
    http.all('/api/*', async ({ request }) => {
      const path = new URL(request.url).pathname;
      paths.push(path);
      if (request.headers.get('content-type')?.includes('json')) {
        const body = (await request.clone().json()) as { agencyId?: unknown };
        bodies.push({ path, agencyId: body.agencyId });
      }
      return api.app.fetch(request);
    }),
  );
  msw.listen({ onUnhandledRequest: 'error' });
});
afterAll(async () => {
  msw.close();
  await api.close();
});

const addDays = (days: number) => new Date(api.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);
const until = (actor: Actor<BookingMachine>, test: (s: SnapshotFrom<BookingMachine>) => boolean) =>
  waitFor(actor, test, { timeout: 20_000 }).catch((error: unknown) => {
    // Where the wizard stood, and why, when it did not get there.
    const s = actor.getSnapshot();
    throw new Error(`${String(error)} at ${JSON.stringify(s.value)}: ${JSON.stringify({ notice: s.context.notice, fieldErrors: s.context.fieldErrors })}`);
  });

/** Books a 2-adult stay of the snorkelling package with the desk's machine given `desk`'s calls; answers what it quoted and booked. */
const bookThrough = async (desk: ReturnType<typeof bookingApi>) => {
  const admin = await api.login('admin@resort.test');
  // The desk's calls carry the signed-in staff member's token, as in the back office.
  localStorage.setItem(LOGIN_DATA_KEY, JSON.stringify({ accessToken: admin }));
  const [packages, leadSources] = await Promise.all([
    desk.readList<{ id: string; code: string; options: { id: string; name: string; startDate: string; endDate: string }[] }[]>('/bookable-packages'),
    desk.readList<{ id: string; name: string }[]>('/lead-sources'),
  ]);
  const pkg = packages.find((p) => p.code === 'PD-2D1N-SNK');
  const checkIn = addDays(30);
  const checkOut = addDays(31);
  const option = pkg?.options.find((o) => o.startDate <= checkIn && checkOut <= o.endDate);
  const gardenChalet = await api.record(admin, 'room-types', { code: 'CHL-GDN' });
  paths.length = 0;
  bodies.length = 0;

  const actor = createActor(bookingMachineFor(desk), { input: {} }).start();
  const state = () => actor.getSnapshot();
  actor.send({ type: 'party.change', patch: { adults: 2 } });
  actor.send({ type: 'guest.change', index: 0, patch: { ...testGuest, phones: [...testGuest.phones] } });
  actor.send({ type: 'booking.change', patch: { reservationName: 'Walk-in Aisyah', leadSourceId: leadSources[0].id } });
  actor.send({ type: 'step.next' });

  actor.send({ type: 'stay.change', patch: { packageId: pkg?.id ?? '', optionId: option?.id ?? '', checkIn, checkOut } });
  await until(actor, (s) => s.matches({ editing: { steps: { stay: 'choosing' } } }));
  const offer = state().context.roomChoice?.offers.find((o) => o.roomTypeId === gardenChalet.id);
  const bedType = state().context.roomChoice?.details.roomTypes.find((t) => t.id === gardenChalet.id)?.bedCombos[0]?.name ?? '';
  actor.send({ type: 'rooms.choose', rooms: [{ roomId: offer?.rooms[0].id ?? '', roomTypeId: gardenChalet.id, adults: 2, children: 0, toddlers: 0, infants: 0 }] });
  actor.send({ type: 'bedType.change', bedType });
  // The 2-minute hold, made by the staff API.
  await until(actor, (s) => s.hasTag('holding'));
  const left = Date.parse(state().context.hold?.expiresAt ?? '') - Date.now();
  expect(left).toBeGreaterThan(115_000);
  expect(left).toBeLessThanOrEqual(120_000);

  // Add-ons, transfers, requests, promo code: none for this guest.
  for (let step = 0; step < 5; step += 1) {
    actor.send({ type: 'step.next' });
    await until(actor, (s) => !s.hasTag('loading'));
  }
  await until(actor, (s) => s.matches({ editing: { steps: { review: 'ready' } } }));
  const quoted = state().context.quote;
  actor.send({ type: 'step.next' });
  await until(actor, (s) => s.matches('paying'));
  const booked = state().context.reservation;
  expect(booked).toMatchObject({ total: quoted?.total, status: 'Pending' });
  actor.stop();
  return { admin, quoted, booked, option, pkg, gardenChalet, checkIn, checkOut };
};

test('the desk books a walk-in guest with the same machine against the staff API, approved at once', async () => {
  const { admin, quoted, booked, option } = await bookThrough(bookingApi('admin'));
  expect(paths.length).toBeGreaterThan(0);
  expect(paths.every((p) => p.startsWith('/api/admin/'))).toBe(true);
  const shown = await api.call('GET', `/api/admin/reservations/${booked?.id}`, { token: admin });
  expect(shown.json).toMatchObject({ approved: true, bookedFrom: 'back-office', total: quoted?.total });
  // The option chosen on the stay step is the booking's.
  expect(shown.json.packageOption).toMatchObject({ id: option?.id, name: option?.name });
});

test("the desk books for an agency: every pricing call names it, the booking is the agency's at its contract rates", async () => {
  const ta = await api.login('ta@agency.test');
  const [{ id: agencyId }] = (await api.call('GET', '/api/admin/desk-booking/agencies?q=ta@agency.test', { token: await api.login('admin@resort.test') })).json as unknown as { id: string }[];
  const { quoted, booked, pkg, gardenChalet, checkIn, checkOut } = await bookThrough(bookingApi('admin', { agencyId }));
  for (const path of ['/api/admin/rooms-availability', '/api/admin/quote', '/api/admin/agent-reservations'])
    expect(bodies.filter((b) => b.path === path).map((b) => b.agencyId), path).toContain(agencyId);
  // What the agency itself would be quoted: its contract rates.
  const own = await api.call('POST', '/api/agent/quote', { token: ta, body: { packageId: pkg?.id, checkIn, checkOut, rooms: [{ roomTypeId: gardenChalet.id, adults: 2, children: 0, toddlers: 0, infants: 0 }] } });
  expect(quoted?.total).toBe(own.json.total);
  expect((await api.call('GET', `/api/agent/agent-reservations/${booked?.id}`, { token: ta })).json).toMatchObject({ ownerId: agencyId, approved: true, total: own.json.total });
});
