import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoCodeUses } from '../../db/moneyTables';
import { ApiError } from '../http/errors';
import { booked } from '../../test/bookings';
import { promoCodeLastUses, signInRacers, type Racers } from '../../test/raceScenarios';
import { createTestApp, type TestApp } from '../../test/testApp';
import { redeemCode } from './promoCodes';

/** Concurrency is proven on PostgreSQL: PGlite runs one query at a time and cannot race. */
let api: TestApp;
let admin: string;
let tokens: string[];
let racers: Racers;

beforeAll(async () => {
  api = await createTestApp();
  api.clock.set(new Date('2026-11-21T02:00:00Z'));
  admin = await api.login('admin@resort.test');
  racers = await signInRacers(api);
  tokens = racers.agents;
});
afterAll(() => api.close());

const newCode = async (code: string, numberOfUses: number) => {
  const res = await api.call('POST', '/api/admin/promo-codes', { token: admin, body: { code, numberOfUses, expiryDate: '2027-12-31', cashDiscount: 2000, isPublic: true } });
  expect(res.status).toBe(201);
  return res.json.id as string;
};
const usedCount = async (id: string) => (await api.call('GET', `/api/admin/promo-codes/${id}`, { token: admin })).json.usedCount as number;

describe('promo code redemption under concurrency (PostgreSQL)', () => {
  it('100 parallel redemptions of a 5-use code: exactly 5 succeed, the rest answer promo_code_used_up', async () => {
    const codeId = await newCode('RACE-100', 5);
    // 100 reservations to redeem against, copied from one real booking (each use needs its own reservation).
    const model = await booked(api, tokens[0], { checkIn: '2027-05-04', checkOut: '2027-05-05' });
    const copies = (await api.db.execute(sql`
      INSERT INTO reservations
      SELECT (jsonb_populate_record(null::reservations,
             to_jsonb(r) || jsonb_build_object('id', gen_random_uuid(), 'booking_no', 'RACE-' || i, 'invoice_no', 'RACE-INV-' || i))).*
        FROM reservations r, generate_series(1, 100) i
       WHERE r.id = ${model.id}
      RETURNING id`)) as { rows: { id: string }[] };
    expect(copies.rows).toHaveLength(100);

    const now = api.clock.now();
    const results = await Promise.allSettled(
      copies.rows.map((r) => api.db.transaction((tx) => redeemCode(tx, { promoCodeId: codeId, reservationId: r.id, pax: 2, discount: 2000 }, now))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(95);
    expect(refused.every((r) => r.reason instanceof ApiError && r.reason.status === 409 && r.reason.code === 'promo_code_used_up')).toBe(true);
    expect(await usedCount(codeId)).toBe(5);
    expect(await api.db.select().from(promoCodeUses).where(eq(promoCodeUses.promoCodeId, codeId))).toHaveLength(5);
  });

  it('12 parallel bookings with a 3-use code: exactly 3 reservations, the others 409 and nothing booked for them', () => promoCodeLastUses(api, racers, 'RACE-BOOK', 190));
});
