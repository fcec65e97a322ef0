import { describe, expect, it } from 'vitest';
import { NoRateError, QuoteInputError } from './errors';
import { percentOf } from './money';
import { quote } from './quote';
import {
  deluxeRates,
  deluxeRoom,
  english,
  lateCheckout,
  marineParkFee,
  people,
  rm,
  simpleInput,
  sst,
  tourismTax,
  weekendSurcharge,
} from './testFixtures';
import type { AddonRequest, Quote, QuoteLine, Rate, TransportRequest } from './types';

/** Whole quotes built from the spec's constants and the demo resort's values, with exact sen. */

const ofKind = (q: Quote, kind: QuoteLine['kind']): QuoteLine[] => q.lines.filter((l) => l.kind === kind);
const totalOf = (lines: QuoteLine[]): number => lines.reduce((s, l) => s + l.total, 0);

const thrown = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
};

describe('the stay', () => {
  it('shows check-in 14:30 and check-out 09:30, or the settings given', () => {
    expect(quote(simpleInput())).toMatchObject({ currency: 'MYR', checkInTime: '14:30', checkOutTime: '09:30', nights: 2 });
    expect(quote(simpleInput({ resortTimes: { checkIn: '15:00' } }))).toMatchObject({ checkInTime: '15:00', checkOutTime: '09:30' });
  });

  it('prices each night of each pax type on its own line', () => {
    const q = quote(simpleInput());
    expect(q.lines.map((l) => [l.kind, l.date, l.quantity, l.unitPrice, l.total])).toEqual([
      ['room', '2026-11-16', 2, rm(250), rm(500)],
      ['room', '2026-11-17', 2, rm(250), rm(500)],
    ]);
    expect(q).toMatchObject({ subtotal: rm(1000), discount: 0, taxTotal: 0, total: rm(1000) });
  });

  it('prices a stay across two periods at each night’s own period rate', () => {
    const q = quote(simpleInput({ checkIn: '2026-12-17', checkOut: '2026-12-21' }));
    expect(q.lines.map((l) => [l.date, l.unitPrice])).toEqual([
      ['2026-12-17', rm(250)],
      ['2026-12-18', rm(250)],
      ['2026-12-19', rm(330)],
      ['2026-12-20', rm(330)],
    ]);
    expect(english(q.lines[0])).toContain('Regular 2026');
    expect(english(q.lines[2])).toContain('Year-end holidays 2026');
  });

  it('uses the occupancy of adults and children, not toddlers or infants', () => {
    const q = quote(simpleInput({ rooms: [deluxeRoom(people(1, 1, 1, 1))] }));
    const night = q.lines.filter((l) => l.date === '2026-11-16');
    expect(night.map((l) => [l.quantity, l.unitPrice])).toEqual([
      [1, rm(250)],
      [1, rm(120)],
      [1, rm(50)],
      [1, 0],
    ]);
  });

  it('lets infants stay free unless a rate prices them', () => {
    const infantRate: Rate = { ...deluxeRates[0], paxType: 'infant', occupancy: 2, amount: rm(10) };
    const q = quote(simpleInput({ rooms: [deluxeRoom(people(2, 0, 0, 1))], rates: [...deluxeRates, infantRate] }));
    expect(q.lines.filter((l) => l.label.args.paxType === 'infant').map((l) => l.unitPrice)).toEqual([rm(10), rm(10)]);
  });

  it('fails with NoRateError naming the night, room type and pax type', () => {
    const beyond = thrown(() => quote(simpleInput({ checkIn: '2027-01-09', checkOut: '2027-01-13' })));
    expect(beyond).toBeInstanceOf(NoRateError);
    expect(beyond).toMatchObject({ code: 'no-rate', night: '2027-01-11', roomTypeId: 'deluxe', roomTypeName: 'Deluxe Sea View Chalet', paxType: 'adult' });
    const crowded = thrown(() => quote(simpleInput({ rooms: [deluxeRoom(people(2, 2))] })));
    expect(crowded).toMatchObject({ night: '2026-11-16', occupancy: 4, paxType: 'adult' });
    const noToddlerRate = deluxeRates.filter((r) => r.paxType !== 'toddler');
    expect(thrown(() => quote(simpleInput({ rates: noToddlerRate, rooms: [deluxeRoom(people(2, 0, 1))] })))).toMatchObject({ paxType: 'toddler' });
  });

  it('prefers the most specific period when periods overlap', () => {
    const flashSale: Rate = { ...deluxeRates[3], periodId: 'flash', periodName: 'Flash sale', startDate: '2026-11-17', endDate: '2026-11-17', amount: rm(199) };
    expect(quote(simpleInput({ rates: [flashSale, ...deluxeRates] })).lines.map((l) => l.unitPrice)).toEqual([rm(250), rm(199)]);
  });

  it('refuses malformed input with the field named', () => {
    expect(thrown(() => quote(simpleInput({ checkOut: '2026-11-16' })))).toMatchObject({ field: 'checkOut' });
    expect(thrown(() => quote(simpleInput({ checkIn: '2026-02-30' })))).toMatchObject({ field: 'checkIn' });
    expect(thrown(() => quote(simpleInput({ rooms: [deluxeRoom(people(-1, 2))] })))).toMatchObject({ field: 'rooms.0.occupants.adult' });
    expect(thrown(() => quote(simpleInput({ discount: { code: 'X', amount: 10.5 } })))).toBeInstanceOf(QuoteInputError);
    expect(thrown(() => quote(simpleInput({ rooms: [] })))).toMatchObject({ field: 'rooms' });
  });
});

describe('surcharges', () => {
  // Thursday 19 and Friday 20 November 2026.
  const thuFri = { checkIn: '2026-11-19', checkOut: '2026-11-21' };

  it('adds a weekend supplement per room for the Friday night only', () => {
    const q = quote(simpleInput({ ...thuFri, rooms: [deluxeRoom(people(2)), deluxeRoom(people(1))], surcharges: [weekendSurcharge] }));
    expect(ofKind(q, 'surcharge').map((l) => [l.roomIndex, l.quantity, l.unitPrice, l.total])).toEqual([
      [0, 1, rm(50), rm(50)],
      [1, 1, rm(50), rm(50)],
    ]);
  });

  it('charges a fixed surcharge once per stay when it is not per night', () => {
    const q = quote(simpleInput({ checkIn: '2026-12-17', checkOut: '2026-12-23', surcharges: [{ ...weekendSurcharge, perNight: false }] }));
    expect(ofKind(q, 'surcharge').map((l) => [l.quantity, l.total])).toEqual([[1, rm(50)]]);
  });

  it('takes a percentage of each room-night’s room charge, rounded half-up', () => {
    const peak = { ...weekendSurcharge, id: 'peak', name: 'Peak', kind: 'peak' as const, weekdays: null, startDate: '2026-12-18', endDate: '2026-12-20', amount: 12.5, amountType: 'percent' as const };
    // Nights of 18 (regular, 2 × RM 250) and 19, 20 (year-end, 2 × RM 330): 12.5 % is RM 62.50 and RM 82.50.
    const q = quote(simpleInput({ checkIn: '2026-12-17', checkOut: '2026-12-22', surcharges: [peak] }));
    expect(ofKind(q, 'surcharge').map((l) => [l.quantity, l.unitPrice, l.total])).toEqual([
      [1, 6250, 6250],
      [2, 8250, 16500],
    ]);
  });

  it('ignores inactive surcharges and nights outside their dates', () => {
    const inactive = { ...weekendSurcharge, active: false };
    const december = { ...weekendSurcharge, startDate: '2026-12-01', endDate: '2026-12-31' };
    expect(ofKind(quote(simpleInput({ ...thuFri, surcharges: [inactive, december] })), 'surcharge')).toEqual([]);
  });
});

describe('add-ons and additional charges', () => {
  it('explains each add-on’s quantity and unit price', () => {
    const addons: AddonRequest[] = [
      { id: 'snorkel', name: 'Marine park snorkelling trip', priceType: 'per-person', price: rm(60), childPrice: rm(40), adults: 2, children: 1, units: 0, nights: 0 },
      { id: 'dive', name: 'Guided fun dive', priceType: 'per-person', price: rm(150), adults: 0, children: 1, units: 0, nights: 0 },
      { id: 'full-board', name: 'Full board upgrade', priceType: 'per-night', price: rm(95), adults: 0, children: 0, units: 2, nights: 3 },
      { id: 'kayak', name: 'Double kayak (1 hour)', priceType: 'per-unit', price: rm(30), adults: 0, children: 0, units: 2, nights: 0 },
    ];
    expect(ofKind(quote(simpleInput({ addons })), 'addon').map((l) => [l.quantity, l.unitPrice, l.total])).toEqual([
      [2, rm(60), rm(120)],
      [1, rm(40), rm(40)],
      [1, rm(150), rm(150)],
      [6, rm(95), rm(570)],
      [2, rm(30), rm(60)],
    ]);
  });

  it('adds mandatory charges by itself and optional ones only when chosen', () => {
    const input = simpleInput({ rooms: [deluxeRoom(people(2, 0, 1, 1))], additionalCharges: [marineParkFee, lateCheckout] });
    expect(ofKind(quote(input), 'charge').map((l) => [l.quantity, l.unitPrice])).toEqual([[3, rm(30)]]);
    const chosen = quote({ ...input, selectedChargeIds: ['late-checkout'] });
    expect(ofKind(chosen, 'charge').map((l) => [l.quantity, l.unitPrice])).toEqual([
      [3, rm(30)],
      [1, rm(100)],
    ]);
  });
});

describe('taxes and discount', () => {
  it('charges SST 8 % on the booking and Tourism Tax only for rooms with foreign guests', () => {
    const q = quote(simpleInput({ rooms: [deluxeRoom(people(2), true), deluxeRoom(people(2), false)], taxes: [sst, tourismTax] }));
    // Two rooms × two nights × 2 adults × RM 250 = RM 2,000.
    expect(q.subtotal).toBe(rm(2000));
    expect(ofKind(q, 'tax').map((l) => [english(l), l.roomIndex, l.quantity, l.unitPrice, l.total])).toEqual([
      ['Service Tax (SST) 8%, 8% of RM 2,000.00', undefined, 1, rm(160), rm(160)],
      ['Tourism Tax, Deluxe Sea View Chalet (room 1), 2 nights', 0, 2, rm(10), rm(20)],
    ]);
    expect(q).toMatchObject({ taxTotal: rm(180), total: rm(2180) });
  });

  it('charges no Tourism Tax when every guest is Malaysian', () => {
    expect(ofKind(quote(simpleInput({ taxes: [tourismTax] })), 'tax')).toEqual([]);
  });

  it('rounds each tax half-up to the sen', () => {
    expect(percentOf(1000, 1.15)).toBe(12); // 11.5 sen: floating point says 11.4999…
    expect(percentOf(12506, 8)).toBe(1000);
    expect(percentOf(12507, 8)).toBe(1001);
    expect(percentOf(6250, 8)).toBe(500);
    const q = quote(simpleInput({ addons: [{ id: 'k', name: 'Kayak', priceType: 'per-unit', price: 1, adults: 0, children: 0, units: 7, nights: 0 }], taxes: [{ ...sst, ratePercent: 6.5 }] }));
    // 6.5 % of RM 1,000.07 = 6,500.455 sen → 6,500.
    expect(ofKind(q, 'tax')[0].total).toBe(6500);
  });

  it('takes a discount off before taxes', () => {
    const q = quote(simpleInput({ discount: { code: 'DAMAI-EARLYBIRD27', amount: rm(100) }, taxes: [sst] }));
    expect(ofKind(q, 'discount')).toEqual([
      { kind: 'discount', label: { key: 'discount', args: { code: 'DAMAI-EARLYBIRD27' } }, quantity: 1, unitPrice: rm(100), total: rm(100), direction: 'credit' },
    ]);
    expect(english(ofKind(q, 'discount')[0])).toBe('Discount, code DAMAI-EARLYBIRD27');
    expect(q).toMatchObject({ subtotal: rm(1000), discount: rm(100), taxTotal: rm(72), total: rm(972) });
  });

  it('caps the discount at the subtotal, so the total is never negative', () => {
    const q = quote(simpleInput({ rooms: [deluxeRoom(people(2), true)], discount: { code: 'BIG', amount: rm(5000) }, taxes: [sst, tourismTax] }));
    expect(q).toMatchObject({ subtotal: rm(1000), discount: rm(1000), taxTotal: rm(20), total: rm(20) });
    expect(english(ofKind(q, 'discount')[0])).toBe('Discount, code BIG (RM 5,000.00 capped at the subtotal)');
  });
});

describe('a realistic booking: 2 adults and a toddler, two nights', () => {
  const transport: TransportRequest[] = [
    { kind: 'land', pricing: 'per-vehicle', id: 'van', name: 'KT Airport → Marang Jetty (van)', tripType: 'one-way', capacity: 12, vehiclePrice: rm(120), persons: people(2, 0, 1) },
    { kind: 'boat-seat', id: 'boat', name: 'Marang Jetty ⇄ Pulau Damai (shared boat)', tripType: 'return', adultPrice: rm(70), childPrice: rm(50), persons: people(2, 0, 1) },
  ];
  const addons: AddonRequest[] = [
    { id: 'full-board', name: 'Full board upgrade', priceType: 'per-night', price: rm(95), adults: 2, children: 0, units: 2, nights: 2 },
    { id: 'snorkel', name: 'Marine park snorkelling trip', priceType: 'per-person', price: rm(60), childPrice: rm(40), adults: 2, children: 0, units: 0, nights: 0 },
  ];
  const q = quote({
    checkIn: '2026-11-19',
    checkOut: '2026-11-21',
    rooms: [deluxeRoom(people(2, 0, 1), true)],
    rates: deluxeRates,
    surcharges: [weekendSurcharge],
    addons,
    transport,
    discount: { code: 'DAMAI-EARLYBIRD27', amount: rm(50) },
    taxes: [sst, tourismTax],
    additionalCharges: [marineParkFee, lateCheckout],
  });

  it('prices every line exactly', () => {
    expect(q.lines.map((l) => [l.kind, l.date ?? '', l.quantity, l.unitPrice, l.total, l.direction])).toEqual([
      ['room', '2026-11-19', 2, 25_000, 50_000, 'charge'],
      ['room', '2026-11-19', 1, 5_000, 5_000, 'charge'],
      ['room', '2026-11-20', 2, 25_000, 50_000, 'charge'],
      ['room', '2026-11-20', 1, 5_000, 5_000, 'charge'],
      ['surcharge', '', 1, 5_000, 5_000, 'charge'], // Friday night
      ['addon', '', 4, 9_500, 38_000, 'charge'], // full board, 2 nights × 2
      ['addon', '', 2, 6_000, 12_000, 'charge'],
      ['transport', '', 1, 12_000, 12_000, 'charge'], // van, one way
      ['transport', '', 4, 7_000, 28_000, 'charge'], // 2 adults × 2 ways
      ['transport', '', 2, 20_000, 40_000, 'charge'], // toddler ticket × 2 ways
      ['charge', '', 3, 3_000, 9_000, 'charge'], // marine park fee, not taxable
      ['discount', '', 1, 5_000, 5_000, 'credit'],
      ['tax', '', 1, 19_200, 19_200, 'charge'], // 8 % of (254,000 − 9,000 − 5,000)
      ['tax', '', 2, 1_000, 2_000, 'charge'], // Tourism Tax, 1 foreign room × 2 nights
    ]);
  });

  it('adds up to RM 2,702.00', () => {
    expect(q).toMatchObject({ currency: 'MYR', nights: 2, subtotal: 254_000, discount: 5_000, taxTotal: 21_200, total: 270_200 });
    expect(totalOf(q.lines.filter((l) => l.direction === 'charge')) - totalOf(q.lines.filter((l) => l.direction === 'credit'))).toBe(q.total);
  });
});
