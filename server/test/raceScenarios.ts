import { sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { expect } from 'vitest';
import { hmacSigner } from '../app/payments/gateway';
import { addDays } from '../app/pricing/nights';
import type { ApiClient, Answer } from './apiClient';
import { booked, bookStay, testGuest } from './bookings';
import { creditWallet, rowsOf, slipForm, slipPng } from './money';
import { TEST_GATEWAY_SECRET } from './testApp';

/**
 * The races the product must win whatever serves the requests: one app in this process (the `*.pg.test.ts`
 * suites) or several server processes on one database (server/node/manyServers.pg.test.ts). Each scenario
 * works on its own dates, `days` from the servers' today, so several can run on one database.
 */

/** The people who race: three agents of different accounts, two staff, and the agent whose wallet is paid out. */
export interface Racers {
  agents: string[];
  ta: string;
  priya: string;
  admin: string;
  editor: string;
}

/** Signs every racer in once. */
export const signInRacers = async (api: ApiClient): Promise<Racers> => {
  const [ta, freelancer, priya, admin, editor] = await Promise.all(
    ['ta@agency.test', 'freelancer@agent.test', 'priya@lioncitytravel.test', 'admin@resort.test', 'editor@resort.test'].map((email) => api.login(email)),
  );
  return { agents: [ta, freelancer, priya], ta, priya, admin, editor };
};

const statusesOf = (answers: (Answer | number)[]) => answers.map((a) => (typeof a === 'number' ? a : a.status));
const countOf = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;
const stayAt = (api: ApiClient, days: number, nights: number) => {
  const checkIn = addDays(api.now().toISOString().slice(0, 10), days);
  return { checkIn, checkOut: addDays(checkIn, nights) };
};
const demoIds = async (api: ApiClient, admin: string) => {
  const [pkg, roomType, leadSource] = await Promise.all([
    api.record(admin, 'tour-packages', { code: 'PD-2D1N-SNK' }),
    api.record(admin, 'room-types', { code: 'CHL-GDN' }),
    api.record(admin, 'lead-sources', { name: 'Facebook' }),
  ]);
  return { packageId: pkg.id, roomTypeId: roomType.id, leadSourceId: leadSource.id };
};
const roomsOf = async (api: ApiClient, token: string, stay: { checkIn: string; checkOut: string }, roomTypeId?: string) => {
  const [type] = (await api.call('POST', '/api/agent/rooms-availability', { token, body: { ...stay, ...(roomTypeId ? { roomTypeIds: [roomTypeId] } : {}) } })).json as unknown as { rooms: { id: string }[] }[];
  return type.rooms.map((r) => r.id);
};
const allocationsOf = async (api: ApiClient, roomId: string, from: string, to: string, booked = false) =>
  (
    await rowsOf<{ n: number }>(
      api,
      sql`SELECT count(*)::int AS n FROM room_allocations WHERE room_id = ${roomId} AND stay && daterange(${from}::date, ${to}::date) AND (${!booked} OR reservation_id IS NOT NULL)`,
    )
  )[0].n;

/** 50 agents at once hold the one room of its type still free: exactly one hold, 49 answers 409. */
export const lastRoomHeldByMany = async (api: ApiClient, racers: Racers, days: number) => {
  const { packageId } = await demoIds(api, racers.admin);
  const stay = stayAt(api, days, 2);
  const [last, ...others] = await roomsOf(api, racers.agents[0], stay);
  expect((await api.call('POST', `/api/agent/temp-room-block/${packageId}`, { token: racers.agents[0], body: { ...stay, roomIds: others } })).status).toBe(201);
  const statuses = statusesOf(
    await Promise.all(Array.from({ length: 50 }, (_, i) => api.call('POST', `/api/agent/temp-room-block/${packageId}`, { token: racers.agents[i % 3], body: { ...stay, roomIds: [last] } }))),
  );
  expect(countOf(statuses, 201)).toBe(1);
  expect(countOf(statuses, 409)).toBe(49);
  expect(await allocationsOf(api, last, stay.checkIn, stay.checkOut)).toBe(1);
};

/** 50 holds of one room for stays that all overlap (3 nights from one of two days): exactly one. */
export const overlappingHoldsOfOneRoom = async (api: ApiClient, racers: Racers, days: number) => {
  const { packageId } = await demoIds(api, racers.admin);
  const [first, second] = [stayAt(api, days, 3), stayAt(api, days + 1, 3)];
  const [room] = await roomsOf(api, racers.agents[0], { checkIn: first.checkIn, checkOut: second.checkOut });
  const statuses = statusesOf(
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => api.call('POST', `/api/agent/temp-room-block/${packageId}`, { token: racers.agents[i % 3], body: { ...(i % 2 ? first : second), roomIds: [room] } })),
    ),
  );
  expect(countOf(statuses, 201)).toBe(1);
  expect(countOf(statuses, 409)).toBe(49);
  expect(await allocationsOf(api, room, first.checkIn, second.checkOut)).toBe(1);
};

/**
 * Ten agents hold a room while a booking is moving it from its hold to itself (the booking's last statement,
 * here in two steps on a connection of its own, so the holds can queue between them): the booking goes
 * through and every hold answers 409. A hold that waits with its row already in the exclusion constraint's
 * index makes the booking's second step wait for it in turn: a deadlock, which PostgreSQL breaks by failing
 * the booking. The second step starts once the holds' own deadlock checks have passed, so only its check can
 * find the cycle.
 */
export const holdsWhileABookingTakesTheRoom = async (api: ApiClient, racers: Racers, days: number, databaseUrl: string) => {
  const { packageId } = await demoIds(api, racers.admin);
  const stay = stayAt(api, days, 2);
  const [roomId] = await roomsOf(api, racers.agents[0], stay);
  const hold = (token: string) => api.call('POST', `/api/agent/temp-room-block/${packageId}`, { token, body: { ...stay, roomIds: [roomId] } });
  const won = await hold(racers.agents[0]);
  expect(won.status).toBe(201);
  const booking = new pg.Client({ connectionString: databaseUrl });
  await booking.connect();
  try {
    const [{ deadlock_timeout: checkedAfter }] = (await booking.query<{ deadlock_timeout: string }>('SHOW deadlock_timeout')).rows;
    const [{ pid }] = (await booking.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows;
    await booking.query('BEGIN');
    await booking.query('UPDATE room_allocations SET expires_at = expires_at WHERE hold_id = $1', [won.json.id]);
    const holds = Promise.all(Array.from({ length: 10 }, (_, i) => hold(racers.agents[i % 3])));
    const waiting = async () => (await rowsOf<{ n: number }>(api, sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE ${pid}::int = ANY(pg_blocking_pids(pid))`))[0].n;
    for (let polls = 0; (await waiting()) < 10; polls++) {
      expect(polls, 'the holds wait for the booking').toBeLessThan(500);
      await sleep(20);
    }
    await sleep(2 * intervalMs(checkedAfter));
    await booking.query('UPDATE room_allocations SET hold_id = NULL WHERE hold_id = $1', [won.json.id]);
    await booking.query('COMMIT');
    expect(statusesOf(await holds)).toEqual(Array.from({ length: 10 }, () => 409));
  } finally {
    await booking.end();
  }
  expect(await allocationsOf(api, roomId, stay.checkIn, stay.checkOut)).toBe(1);
};

/** A PostgreSQL duration setting as SHOW prints it (`1s`, `200ms`), in milliseconds. */
const intervalMs = (shown: string) => {
  const [, amount, unit] = /^(\d+)\s*(ms|s|min)$/.exec(shown) ?? [];
  if (!amount) throw new Error(`Not a duration: ${shown}`);
  return Number(amount) * { ms: 1, s: 1000, min: 60_000 }[unit as 'ms' | 's' | 'min'];
};

/** 50 agents each hold and book overlapping stays of one room, as the wizard does: exactly one reservation. */
export const lastRoomBookedByMany = async (api: ApiClient, racers: Racers, days: number) => {
  const { packageId, roomTypeId, leadSourceId } = await demoIds(api, racers.admin);
  const [first, second] = [stayAt(api, days, 2), stayAt(api, days + 1, 2)];
  const [roomId] = await roomsOf(api, racers.agents[0], { checkIn: first.checkIn, checkOut: second.checkOut }, roomTypeId);
  const attempt = async (i: number) => {
    const token = racers.agents[i % 3];
    const hold = await api.call('POST', `/api/agent/temp-room-block/${packageId}`, { token, body: { ...(i % 2 ? first : second), roomIds: [roomId] } });
    if (hold.status !== 201) return hold.status;
    const rooms = [{ roomId, adults: 2, children: 0, toddlers: 0, infants: 0 }];
    return (await api.call('POST', '/api/agent/agent-reservations', { token, body: { holdId: hold.json.id, packageId, leadSourceId, bedType: 'Queen', rooms, guests: [testGuest] } })).status;
  };
  const statuses = await Promise.all(Array.from({ length: 50 }, (_, i) => attempt(i)));
  expect(countOf(statuses, 201)).toBe(1);
  expect(countOf(statuses, 409)).toBe(49);
  expect(await allocationsOf(api, roomId, first.checkIn, second.checkOut, true)).toBe(1);
};

/** 50 payout requests of RM 30 at once on a wallet of RM 100 (Priya's, empty before): exactly 3, never below zero. */
export const payoutsOfOneWallet = async (api: ApiClient, racers: Racers) => {
  await api.call('PUT', '/api/admin/settings/wallet', { token: racers.admin, body: { payoutMin: 1_000 } });
  await api.call('PUT', '/api/agent/agent-info', { token: racers.priya, body: { accountName: 'Priya Nair', accountNumber: '0123456789', bankName: 'DBS' } });
  await creditWallet(api, 'priya@lioncitytravel.test', 10_000);
  const statuses = statusesOf(await Promise.all(Array.from({ length: 50 }, () => api.call('POST', '/api/agent/wallet/payout', { token: racers.priya, body: { amount: 3_000 } }))));
  expect(countOf(statuses, 201)).toBe(3);
  expect(countOf(statuses, 409)).toBe(47);
  expect((await api.call('GET', '/api/agent/wallet', { token: racers.priya })).json).toEqual({ creditedAmount: 10_000, debitedAmount: 0, totalReqAmount: 9_000, balance: 1_000 });
  const [payouts] = await rowsOf<{ n: number }>(api, sql`SELECT count(*)::int AS n FROM payouts p JOIN users u ON u.id = p.agent_id WHERE u.email = 'priya@lioncitytravel.test'`);
  expect(payouts.n).toBe(3);
};

/** 12 bookings at once with a 3-use promo code, on nights that never collide: exactly 3 reservations. */
export const promoCodeLastUses = async (api: ApiClient, racers: Racers, code: string, days: number) => {
  const created = await api.call('POST', '/api/admin/promo-codes', { token: racers.admin, body: { code, numberOfUses: 3, expiryDate: addDays(stayAt(api, days, 0).checkIn, 365), cashDiscount: 2000, isPublic: true } });
  expect(created.status).toBe(201);
  const reservations = async () => Number((await api.call('GET', '/api/admin/reservations?range=[0,0]', { token: racers.admin })).json.total);
  const before = await reservations();
  const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => bookStay(api, racers.agents[i % 3], { ...stayAt(api, days + i * 2, 1), extra: { promoCode: code } })));
  expect(countOf(statusesOf(answers), 201)).toBe(3);
  expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 409 && a.json.code === 'promo_code_used_up')).toBe(true);
  expect((await api.call('GET', `/api/admin/promo-codes/${created.json.id as string}`, { token: racers.admin })).json.usedCount).toBe(3);
  expect((await reservations()) - before).toBe(3);
};

/** Two staff approve one bank-in slip at the same moment: one approval, one set of e-mails, paid once. */
export const twoStaffApproveOneSlip = async (api: ApiClient, racers: Racers, days: number) => {
  const booking = await booked(api, racers.ta, stayAt(api, days, 1));
  const sent = await api.call('POST', `/api/agent/agent-reservations/offline-payment/${booking.id}`, {
    token: racers.ta,
    body: slipForm({ amount: booking.total, referenceNo: `PBB-${booking.bookingNo}`, referenceDate: api.now().toISOString().slice(0, 10) }, slipPng(3)),
  });
  expect(sent.status).toBe(201);
  const answers = await Promise.all([racers.admin, racers.editor].map((token) => api.call('PUT', `/api/admin/payments/${sent.json.id as string}/approve`, { token })));
  expect(statusesOf(answers).sort()).toEqual([200, 409]);
  const [emails] = await rowsOf<{ n: number }>(api, sql`SELECT count(*)::int AS n FROM email_outbox WHERE template = 'payment-approved' AND reservation_id = ${booking.id}`);
  expect(emails.n).toBe(2); // the agent and the guest, once each
  expect((await api.call('GET', `/api/admin/reservations/${booking.id}`, { token: racers.admin })).json.paymentStatus).toBe('FullyPaid');
};

/** The gateway reports one paid top-up 10 times at once: one payment, the wallet credited once. */
export const gatewayCallbackRepeated = async (api: ApiClient, racers: Racers, transactionId: string) => {
  const started = await api.call('POST', '/api/agent/wallet/top-up', { token: racers.ta, body: { amount: 20_000 } });
  const reference = new URL(started.json.redirectUrl as string, 'http://x').searchParams.get('reference') as string;
  const report = { reference, amount: '20000', currency: 'MYR', status: 'paid', transactionId, cardHolderName: 'SITI', cardType: 'Visa', cardLast4: '1111', issuingBank: 'Sandbox', batchNumber: '20261121' };
  const signed = { ...report, signature: await hmacSigner(TEST_GATEWAY_SECRET).sign(report) };
  const before = (await api.call('GET', '/api/agent/wallet', { token: racers.ta })).json.creditedAmount as number;
  const answers = await Promise.all(Array.from({ length: 10 }, () => api.call('POST', '/api/payment/callback/topup', { body: new URLSearchParams(signed) })));
  expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
  expect(answers.filter((a) => a.json.applied)).toHaveLength(1);
  expect((await api.call('GET', '/api/agent/wallet', { token: racers.ta })).json.creditedAmount).toBe(before + 20_000);
};

/** One wallet payment sent 10 times at once with one Idempotency-Key: one payment, one ledger entry, one answer. */
export const oneIdempotencyKeyManyTimes = async (api: ApiClient, racers: Racers, days: number) => {
  await creditWallet(api, 'ta@agency.test', 500_000);
  const booking = await booked(api, racers.ta, stayAt(api, days, 1));
  const headers = { 'idempotency-key': `pay-${booking.id}` };
  const answers = await Promise.all(Array.from({ length: 10 }, () => api.call('POST', '/api/agent/wallet', { token: racers.ta, body: { reservationId: booking.id }, headers })));
  expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
  expect(new Set(answers.map((a) => (a.json.payment as { id: string }).id)).size).toBe(1);
  const [entries] = await rowsOf<{ n: number }>(api, sql`SELECT count(*)::int AS n FROM wallet_entries WHERE reservation_id = ${booking.id}`);
  expect(entries.n).toBe(1);
};

/** The demo resort's date now (its time zone, Asia/Kuala_Lumpur): the day the front desk may check guests in. */
const resortToday = (api: ApiClient) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(api.now());

/**
 * Two staff check in one freelancer's booking at the same moment (the desk and a manager): one check-in,
 * the freelancer's commission credited once, to the wallet once.
 */
export const twoStaffCheckInOneBooking = async (api: ApiClient, racers: Racers) => {
  const [freelancer] = await rowsOf<{ id: string }>(api, sql`SELECT id FROM users WHERE email = 'freelancer@agent.test'`);
  const checkIn = resortToday(api);
  const booking = await booked(api, racers.admin, { checkIn, checkOut: addDays(checkIn, 1), base: '/api/admin', extra: { agencyId: freelancer.id } });
  const paid = await api.call('POST', `/api/admin/reservations/offline-payment/${booking.id}`, {
    token: racers.admin,
    body: slipForm({ amount: booking.total, referenceNo: `DESK-${booking.bookingNo}`, referenceDate: checkIn }, null),
  });
  expect(paid.status).toBe(201);
  const answers = await Promise.all([racers.admin, racers.editor].map((token) => api.call('PUT', `/api/admin/reservations/${booking.id}/status/check-in`, { token })));
  expect(statusesOf(answers).sort()).toEqual([200, 409]);
  const credited = await rowsOf<{ kind: string; amount: number }>(api, sql`SELECT kind, amount::int AS amount FROM commissions WHERE reservation_id = ${booking.id} AND status = 'credited'`);
  expect(credited.map((c) => c.kind)).toEqual(['booking']);
  expect(credited[0].amount).toBeGreaterThan(0);
  const ledger = await rowsOf<{ amount: number }>(api, sql`SELECT credited_delta::int AS amount FROM wallet_entries WHERE reservation_id = ${booking.id} AND kind = 'commission'`);
  expect(ledger).toEqual([{ amount: credited[0].amount }]);
};
