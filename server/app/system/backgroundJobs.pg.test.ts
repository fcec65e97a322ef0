import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openPostgres } from '../../db/postgres';
import { booked } from '../../test/bookings';
import { rowsOf } from '../../test/money';
import { signInRacers, type Racers } from '../../test/raceScenarios';
import { createTestApp, type TestApp } from '../../test/testApp';
import { expireOverdue } from '../booking/reservations.service';
import { deliverPendingEmails } from '../email/dispatch';
import type { Mailer } from '../email/mailer';
import { addDays } from '../pricing/nights';
import { checkInvariants } from './invariants';

/**
 * The background work every server runs on its own timer (server/node/main.ts), run by two servers at the
 * same moment: two connection pools on one PostgreSQL database, as the database sees two servers.
 */
let api: TestApp;
let other: Database;
let racers: Racers;

beforeAll(async () => {
  api = await createTestApp();
  api.clock.set(new Date('2026-11-21T02:00:00Z'));
  other = await openPostgres(api.database.url as string, 5);
  racers = await signInRacers(api);
});
afterAll(async () => {
  await other?.close();
  await api.close();
});

/** A mailer that only notes which outbox rows it was asked to send, slowly enough for the servers to overlap. */
const countingMailer = (sent: string[]): Mailer => ({
  send: async (email) => {
    sent.push(email.id);
    await new Promise((r) => setTimeout(r, 2));
    return { emlKey: `${email.id}.eml` };
  },
  open: async () => null,
});

describe('two servers running the background jobs at the same moment', () => {
  it('send each queued e-mail exactly once between them', async () => {
    await api.db.execute(sql`
      INSERT INTO email_outbox ("to", template, subject, text, status, attempts, created_at)
      SELECT 'guest' || i || '@example.com', 'test', 'Outbox ' || i, 'Sent once', 'pending', 0, ${api.clock.now().toISOString()}::timestamptz - interval '1 minute'
        FROM generate_series(1, 100) i`);
    const [queued] = await rowsOf<{ n: number }>(api, sql`SELECT count(*)::int AS n FROM email_outbox WHERE status = 'pending'`);
    const sentBy: [string[], string[]] = [[], []];
    const now = api.clock.now();
    for (;;) {
      const runs = await Promise.all([api.db, other.db].map((db, i) => deliverPendingEmails({ db, mailer: countingMailer(sentBy[i]), now })));
      if (runs.every((r) => r.sent === 0)) break;
    }
    const all = [...sentBy[0], ...sentBy[1]];
    expect(all).toHaveLength(queued.n);
    expect(new Set(all).size).toBe(all.length);
    // Both servers did share the work: the lock let each take rows the other was not sending.
    expect(sentBy[0].length).toBeGreaterThan(0);
    expect(sentBy[1].length).toBeGreaterThan(0);
  });

  it('expire each overdue booking once, releasing its rooms, packages and codes once', async () => {
    const today = api.clock.now().toISOString().slice(0, 10);
    const stays = Array.from({ length: 8 }, (_, i) => ({ checkIn: addDays(today, 120 + i * 3), checkOut: addDays(today, 121 + i * 3) }));
    const bookings = await Promise.all(stays.map((stay, i) => booked(api, racers.agents[i % 3], stay)));
    const later = new Date(api.clock.now().getTime() + 20 * 24 * 3600_000);
    const [overdue] = await rowsOf<{ n: number }>(api, sql`SELECT count(*)::int AS n FROM reservations WHERE status = 'Pending' AND payment_status = 'Pending' AND payment_deadline <= ${later.toISOString()}::timestamptz`);
    expect(overdue.n).toBeGreaterThanOrEqual(bookings.length);

    const runs = await Promise.all(Array.from({ length: 6 }, (_, i) => expireOverdue(i % 2 ? other.db : api.db, later)));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(overdue.n);
    const ids = bookings.map((b) => b.id);
    const expired = await rowsOf<{ status: string }>(api, sql`SELECT status FROM reservations WHERE id IN ${ids}`);
    expect(expired.map((r) => r.status)).toEqual(Array(bookings.length).fill('Expired'));
    const violations = (await checkInvariants(api.db, later)).filter((check) => check.violations > 0);
    expect(violations).toEqual([]);
  });
});
