import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './nights';
import { quote } from './quote';
import type {
  AdditionalCharge,
  AddonRequest,
  Occupants,
  PaxType,
  QuoteInput,
  Rate,
  RoomRequest,
  Surcharge,
  Tax,
  TransportRequest,
  Weekday,
} from './types';

/**
 * Properties of every quote, over random rate sheets, stays and extras: the bill adds up, no line is negative,
 * every line is quantity × unit price, and each night is priced at its own period's rate.
 */

const BASE_DATE = '2026-01-01';
const ROOM_TYPES = ['garden', 'sea'] as const;
const PAX: readonly PaxType[] = ['adult', 'child', 'toddler', 'infant'];
const WEEKDAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const MAX_OCCUPANCY = 4;

interface Period {
  id: string;
  start: string;
  end: string;
}

/** Consecutive periods, each 1–15 nights, from a random day of 2026–27. */
const periodsArb = (min: number, max: number) =>
  fc.tuple(fc.integer({ min: 0, max: 500 }), fc.array(fc.integer({ min: 1, max: 15 }), { minLength: min, maxLength: max })).map(([offset, lengths]) => {
    let start = offset;
    return lengths.map((length, i): Period => {
      const period = { id: `p${i}`, start: addDays(BASE_DATE, start), end: addDays(BASE_DATE, start + length - 1) };
      start += length;
      return period;
    });
  });

/** A full rate sheet for the periods: every room type, occupancy 1–4 and pax type (infants only sometimes). */
const ratesArb = (periods: Period[]) =>
  fc
    .tuple(fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 256, maxLength: 256 }), fc.boolean())
    .map(([amounts, priceInfants]) => {
      let next = 0;
      return periods.flatMap((p) =>
        ROOM_TYPES.flatMap((roomTypeId) =>
          [1, 2, 3, 4].flatMap((occupancy) =>
            PAX.filter((pax) => pax !== 'infant' || priceInfants).map(
              (paxType): Rate => ({
                periodId: p.id,
                periodName: `Period ${p.id}`,
                startDate: p.start,
                endDate: p.end,
                roomTypeId,
                occupancy,
                paxType,
                amount: amounts[next++ % amounts.length],
              }),
            ),
          ),
        ),
      );
    });

const occupantsArb = (max: number): fc.Arbitrary<Occupants> =>
  fc.record({ adult: fc.integer({ min: 0, max }), child: fc.integer({ min: 0, max }), toddler: fc.integer({ min: 0, max }), infant: fc.integer({ min: 0, max }) });

const roomArb: fc.Arbitrary<RoomRequest> = fc
  .record({ roomTypeId: fc.constantFrom(...ROOM_TYPES), adult: fc.integer({ min: 1, max: 2 }), child: fc.integer({ min: 0, max: 2 }), toddler: fc.integer({ min: 0, max: 2 }), infant: fc.integer({ min: 0, max: 1 }), foreignGuests: fc.boolean() })
  .map(({ roomTypeId, foreignGuests, ...occupants }) => ({ roomTypeId, roomTypeName: `${roomTypeId} room`, occupants, foreignGuests }));

const moneyArb = fc.integer({ min: 0, max: 200_000 });
const percentArb = fc.integer({ min: 0, max: 3_000 }).map((hundredths) => hundredths / 100);
const optionalDateArb = fc.option(fc.integer({ min: 0, max: 560 }).map((d) => addDays(BASE_DATE, d)), { nil: undefined });

const surchargeArb: fc.Arbitrary<Surcharge> = fc
  .record({
    kind: fc.constantFrom('weekend' as const, 'peak' as const, 'super-peak' as const, 'custom' as const),
    startDate: optionalDateArb,
    endDate: optionalDateArb,
    weekdays: fc.option(fc.subarray([...WEEKDAYS]), { nil: undefined }),
    fixed: fc.boolean(),
    fixedAmount: fc.integer({ min: 0, max: 20_000 }),
    percent: percentArb,
    perNight: fc.boolean(),
    active: fc.boolean(),
  })
  .map(({ fixed, fixedAmount, percent, ...s }) => ({
    ...s,
    id: `s-${s.kind}`,
    name: `${s.kind} surcharge`,
    amount: fixed ? fixedAmount : percent,
    amountType: fixed ? ('fixed' as const) : ('percent' as const),
  }));

const addonArb: fc.Arbitrary<AddonRequest> = fc.record({
  id: fc.constant('addon'),
  name: fc.constant('Add-on'),
  priceType: fc.constantFrom('per-person' as const, 'per-night' as const, 'per-unit' as const),
  price: moneyArb,
  childPrice: fc.option(moneyArb, { nil: undefined }),
  adults: fc.integer({ min: 0, max: 6 }),
  children: fc.integer({ min: 0, max: 6 }),
  units: fc.integer({ min: 0, max: 6 }),
  nights: fc.integer({ min: 0, max: 10 }),
});

const someoneArb = occupantsArb(15).map((o) => ({ ...o, adult: Math.max(1, o.adult) }));
const tripTypeArb = fc.constantFrom('one-way' as const, 'return' as const);
const charterTimeArb = fc.oneof(
  fc.tuple(fc.integer({ min: 8, max: 14 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
  fc.constant('15:00'),
);

const transportArb: fc.Arbitrary<TransportRequest> = fc.oneof(
  fc.record({ persons: someoneArb, tripType: tripTypeArb, departureTime: charterTimeArb }).map((t) => ({ ...t, kind: 'boat-charter' as const, id: 'c', name: 'Charter' })),
  fc.record({ persons: someoneArb, tripType: tripTypeArb, adultPrice: moneyArb, childPrice: moneyArb }).map((t) => ({ ...t, kind: 'boat-seat' as const, id: 's', name: 'Seat' })),
  fc.record({ persons: someoneArb, tripType: tripTypeArb, spare: fc.integer({ min: 0, max: 5 }), vehiclePrice: moneyArb }).map(({ spare, ...t }) => ({
    ...t,
    kind: 'land' as const,
    pricing: 'per-vehicle' as const,
    id: 'v',
    name: 'Van',
    capacity: t.persons.adult + t.persons.child + t.persons.toddler + t.persons.infant + spare,
  })),
  fc
    .record({ persons: someoneArb, tripType: tripTypeArb, adultPrice: moneyArb, childPrice: moneyArb, toddlerPrice: fc.option(moneyArb, { nil: undefined }), infantPrice: fc.option(moneyArb, { nil: undefined }) })
    .map((t) => ({ ...t, kind: 'land' as const, pricing: 'per-person' as const, id: 'p', name: 'Shuttle', capacity: 100 })),
);

const taxArb: fc.Arbitrary<Tax> = fc.record({
  id: fc.constant('tax'),
  name: fc.constant('Tax'),
  ratePercent: fc.option(percentArb, { nil: undefined }),
  fixedAmount: fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: undefined }),
  basis: fc.constantFrom('per-booking' as const, 'per-room-night' as const),
  appliesToForeignersOnly: fc.boolean(),
});

const chargeArb: fc.Arbitrary<AdditionalCharge> = fc.record({
  id: fc.constantFrom('c1', 'c2', 'c3'),
  name: fc.constant('Charge'),
  amount: moneyArb,
  chargeType: fc.constantFrom('per-booking' as const, 'per-person' as const, 'per-night' as const),
  taxable: fc.boolean(),
  mandatory: fc.boolean(),
});

/** A stay of 1–20 nights inside the periods' span, with rooms and every kind of extra. */
const inputArb: fc.Arbitrary<QuoteInput> = periodsArb(1, 4).chain((periods) => {
  const span = periods.reduce((nights, p) => nights + (Date.parse(p.end) - Date.parse(p.start)) / 86_400_000 + 1, 0);
  return fc
    .record({
      rates: ratesArb(periods),
      first: fc.integer({ min: 0, max: span - 1 }),
      length: fc.integer({ min: 1, max: 20 }),
      rooms: fc.array(roomArb, { minLength: 1, maxLength: 3 }),
      surcharges: fc.array(surchargeArb, { maxLength: 4 }),
      addons: fc.array(addonArb, { maxLength: 3 }),
      transport: fc.array(transportArb, { maxLength: 3 }),
      discount: fc.option(fc.record({ code: fc.constant('PROMO'), amount: fc.integer({ min: 0, max: 5_000_000 }) }), { nil: undefined }),
      taxes: fc.array(taxArb, { maxLength: 3 }),
      additionalCharges: fc.array(chargeArb, { maxLength: 3 }),
      selectedChargeIds: fc.subarray(['c1', 'c2', 'c3']),
    })
    .map(({ first, length, ...rest }) => ({
      ...rest,
      checkIn: addDays(periods[0].start, first),
      checkOut: addDays(periods[0].start, Math.min(span, first + length)),
    }));
});

describe('every quote', () => {
  it('totals the sum of its lines, charges minus credits, and subtotal − discount + taxes', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const q = quote(input);
        const charges = q.lines.filter((l) => l.direction === 'charge').reduce((s, l) => s + l.total, 0);
        const credits = q.lines.filter((l) => l.direction === 'credit').reduce((s, l) => s + l.total, 0);
        expect(q.total).toBe(charges - credits);
        expect(q.total).toBe(q.subtotal - q.discount + q.taxTotal);
        expect(q.taxTotal).toBe(q.lines.filter((l) => l.kind === 'tax').reduce((s, l) => s + l.total, 0));
        expect(q.discount).toBeLessThanOrEqual(q.subtotal);
        expect(q.total).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('has no negative line and every line is quantity × unit price in whole sen', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        for (const l of quote(input).lines) {
          expect(Number.isSafeInteger(l.quantity) && l.quantity >= 0).toBe(true);
          expect(Number.isSafeInteger(l.unitPrice) && l.unitPrice >= 0).toBe(true);
          expect(Number.isSafeInteger(l.total) && l.total >= 0).toBe(true);
          expect(l.quantity * l.unitPrice).toBe(l.total);
        }
      }),
    );
  });

  it('does not depend on the order the rates come in', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        expect(quote({ ...input, rates: [...input.rates].reverse() })).toEqual(quote(input));
      }),
    );
  });
});

describe('a stay across two periods', () => {
  const crossingArb = periodsArb(2, 2).chain((periods) => {
    const [a, b] = periods;
    const nightsIn = (p: Period) => (Date.parse(p.end) - Date.parse(p.start)) / 86_400_000 + 1;
    return fc
      .record({
        rates: ratesArb(periods),
        before: fc.integer({ min: 1, max: nightsIn(a) }),
        after: fc.integer({ min: 1, max: nightsIn(b) }),
        rooms: fc.array(roomArb, { minLength: 1, maxLength: 3 }),
      })
      .map(({ before, after, rooms, rates }): QuoteInput => ({ rates, rooms, checkIn: addDays(b.start, -before), checkOut: addDays(b.start, after) }));
  });

  it('prices each night of each room at the rate of the period containing that night', () => {
    fc.assert(
      fc.property(crossingArb, (input) => {
        const q = quote(input);
        const roomLines = q.lines.filter((l) => l.kind === 'room');
        const present = input.rooms.reduce((n, r) => n + PAX.filter((p) => r.occupants[p] > 0).length, 0);
        expect(roomLines).toHaveLength(present * q.nights);
        const periodsSeen = new Set<string>();
        for (const l of roomLines) {
          const room = input.rooms[l.roomIndex ?? -1];
          const date = l.date ?? '';
          const paxType = PAX.find((p) => p === l.label.args.paxType) ?? 'adult';
          const rate = input.rates.find(
            (r) =>
              r.startDate <= date &&
              date <= r.endDate &&
              r.roomTypeId === room.roomTypeId &&
              r.occupancy === Math.min(MAX_OCCUPANCY, room.occupants.adult + room.occupants.child) &&
              r.paxType === paxType,
          );
          expect(l.unitPrice).toBe(rate?.amount ?? 0);
          expect(l.quantity).toBe(room.occupants[paxType]);
          if (rate) periodsSeen.add(rate.periodId);
        }
        expect(periodsSeen).toEqual(new Set(['p0', 'p1']));
      }),
    );
  });
});
