import { inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { checkInvariants } from '../app/system/invariants';
import { addDays } from '../app/pricing/nights';
import type { Db } from '../db/client';
import { payments } from '../db/moneyTables';
import { reservations, roomHolds } from '../db/bookingTables';
import { apiCalls } from './apiClient';
import { testGuest } from './bookings';
import { slipForm, slipPng } from './money';
import type { ServerProcess } from './serverProcess';

/** What the clients of one burst were answered 201 for: each must still be there after the crash. */
export interface Answered {
  holds: { id: string; expiresAt: string }[];
  bookings: { id: string; bookingNo: string; paymentDeadline: string }[];
  payments: string[];
  /** Requests sent, whatever their answer (those cut by the kill included). */
  requests: number;
}

/** Where the next burst books: a running count of room-nights used, so bursts never compete for rooms. */
export interface BurstPlan {
  /** Days from today of the first stay. */
  firstDay: number;
  /** Stays booked so far, over every burst. */
  used: number;
}

const AGENTS = ['ta@agency.test', 'freelancer@agent.test'];

/**
 * Agents book and pay through `server` as fast as they can (hold → booking → a wallet payment or a
 * bank-in slip), `clients` at a time, until it is killed with SIGKILL after `killAfterMs`. Answers every
 * 201 they got. The wallets need money for the wallet payments (creditWallet before).
 */
export const burstUntilKilled = async (server: ServerProcess, plan: BurstPlan, killAfterMs: number, clients = 4): Promise<Answered> => {
  const { call, login, record } = apiCalls((path, init) => fetch(`${server.url}${path}`, init));
  const admin = await login('admin@resort.test');
  const [pkg, roomType, leadSource] = await Promise.all([
    record(admin, 'tour-packages', { code: 'PD-2D1N-SNK' }),
    record(admin, 'room-types', { code: 'CHL-GDN' }),
    record(admin, 'lead-sources', { name: 'Facebook' }),
  ]);
  const tokens = await Promise.all(AGENTS.map((email) => login(email)));
  const today = new Date().toISOString().slice(0, 10);
  const window = { checkIn: addDays(today, plan.firstDay), checkOut: addDays(today, plan.firstDay + 1) };
  const [type] = (await call('POST', '/api/agent/rooms-availability', { token: tokens[0], body: { ...window, roomTypeIds: [roomType.id] } })).json as unknown as { rooms: { id: string }[] }[];
  const rooms = type.rooms.map((r) => r.id);
  const answered: Answered = { holds: [], bookings: [], payments: [], requests: 0 };
  let killed = false;
  const counted = async <T>(request: Promise<T>) => {
    answered.requests++;
    return request;
  };

  const client = async (n: number) => {
    const token = tokens[n % tokens.length];
    for (let i = 0; !killed; i++) {
      const slot = plan.used++;
      const checkIn = addDays(today, plan.firstDay + 2 * Math.floor(slot / rooms.length));
      const roomId = rooms[slot % rooms.length];
      const stay = { checkIn, checkOut: addDays(checkIn, 1) };
      const hold = await counted(call('POST', `/api/agent/temp-room-block/${pkg.id}`, { token, body: { ...stay, roomIds: [roomId] } }));
      if (hold.status !== 201) continue;
      answered.holds.push({ id: hold.json.id as string, expiresAt: hold.json.expiresAt as string });
      const booking = await counted(
        call('POST', '/api/agent/agent-reservations', {
          token,
          body: { holdId: hold.json.id, packageId: pkg.id, leadSourceId: leadSource.id, bedType: 'Queen', rooms: [{ roomId, adults: 2, children: 0, toddlers: 0, infants: 0 }], guests: [testGuest] },
        }),
      );
      if (booking.status !== 201) continue;
      const { id, bookingNo, paymentDeadline, total } = booking.json as unknown as { id: string; bookingNo: string; paymentDeadline: string; total: number };
      answered.bookings.push({ id, bookingNo, paymentDeadline });
      const paid =
        i % 2
          ? await counted(call('POST', `/api/agent/agent-reservations/offline-payment/${id}`, { token, body: slipForm({ amount: total, referenceNo: `CRASH-${bookingNo}`, referenceDate: today }, slipPng(i % 250)) }))
          : await counted(call('POST', '/api/agent/wallet', { token, body: { reservationId: id }, headers: { 'idempotency-key': `crash-${id}` } }));
      if (paid.status === 201) answered.payments.push(((paid.json.payment as { id: string } | undefined)?.id ?? paid.json.id) as string);
    }
  };
  const kill = new Promise<void>((resolve) =>
    setTimeout(() => {
      killed = true;
      void server.kill().then(resolve);
    }, killAfterMs),
  );
  // A client's request cut by the kill rejects (the connection is gone): that ends the client.
  await Promise.all(Array.from({ length: clients }, (_, n) => client(n).catch(() => undefined)));
  await kill;
  return answered;
};

/**
 * What must hold after a crash: no invariant broken, and every booking, hold and payment a client was
 * answered 201 for is there, with the hold's expiry and the booking's payment deadline unchanged.
 * Answers the number of violated invariants (0, or the test has already failed).
 */
export const expectNothingLost = async (db: Db, answered: Answered) => {
  const broken = (await checkInvariants(db, new Date())).filter((check) => check.violations > 0);
  expect(broken.map((check) => `${check.name}: ${check.violations} (${check.examples.join(', ')})`)).toEqual([]);
  if (answered.bookings.length) {
    const found = await db
      .select({ id: reservations.id, bookingNo: reservations.bookingNo, paymentDeadline: reservations.paymentDeadline })
      .from(reservations)
      .where(inArray(reservations.id, answered.bookings.map((b) => b.id)));
    const kept = new Map(found.map((r) => [r.id, r]));
    // A payment (or a slip waiting for staff) ends the deadline; a booking with none keeps the one the agent was shown.
    const withPayments = new Set(
      (await db.select({ id: payments.reservationId }).from(payments).where(inArray(payments.reservationId, answered.bookings.map((b) => b.id)))).map((p) => p.id),
    );
    for (const b of answered.bookings) {
      const row = kept.get(b.id);
      expect(row?.bookingNo, `booking ${b.bookingNo}`).toBe(b.bookingNo);
      if (!withPayments.has(b.id)) expect(row?.paymentDeadline?.getTime(), `deadline of ${b.bookingNo}`).toBe(new Date(b.paymentDeadline).getTime());
    }
  }
  if (answered.holds.length) {
    const found = await db.select({ id: roomHolds.id, expiresAt: roomHolds.expiresAt }).from(roomHolds).where(inArray(roomHolds.id, answered.holds.map((h) => h.id)));
    const kept = new Map(found.map((h) => [h.id, h.expiresAt.getTime()]));
    for (const h of answered.holds) expect(kept.get(h.id), `hold ${h.id}`).toBe(new Date(h.expiresAt).getTime());
  }
  if (answered.payments.length) {
    const found = await db.select({ id: payments.id }).from(payments).where(inArray(payments.id, answered.payments));
    expect(found).toHaveLength(answered.payments.length);
  }
  return broken.length;
};
