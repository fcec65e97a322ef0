import { translator } from '../http/i18n';
import { describeLabel } from './describe';
import type { AdditionalCharge, Occupants, QuoteInput, QuoteLine, Rate, RoomRequest, Surcharge, Tax } from './types';

/**
 * A small resort for the pricing tests, in the demo data's values (server/db/seed/demoData.ts), so scenario
 * tests read like the real thing. Not a test file itself: shared by the suites beside it.
 */

export const rm = (ringgit: number): number => Math.round(ringgit * 100);

export const people = (adult: number, child = 0, toddler = 0, infant = 0): Occupants => ({ adult, child, toddler, infant });

export const DELUXE = { roomTypeId: 'deluxe', roomTypeName: 'Deluxe Sea View Chalet' };

export const deluxeRoom = (occupants: Occupants, foreignGuests = false): RoomRequest => ({ ...DELUXE, occupants, foreignGuests });

/** Regular season until 18 Dec 2026, then the year-end school holidays. Occupancy 1–3. */
export const deluxeRates: Rate[] = [
  { id: 'regular', name: 'Regular 2026', start: '2026-01-01', end: '2026-12-18', adult: [rm(400), rm(250), rm(220)], child: [rm(150), rm(120), rm(110)], toddler: rm(50) },
  { id: 'year-end', name: 'Year-end holidays 2026', start: '2026-12-19', end: '2027-01-10', adult: [rm(520), rm(330), rm(290)], child: [rm(200), rm(160), rm(150)], toddler: rm(70) },
].flatMap((p) =>
  [1, 2, 3].flatMap((occupancy): Rate[] => {
    const base = { periodId: p.id, periodName: p.name, startDate: p.start, endDate: p.end, roomTypeId: DELUXE.roomTypeId, occupancy };
    return [
      { ...base, paxType: 'adult', amount: p.adult[occupancy - 1] },
      { ...base, paxType: 'child', amount: p.child[occupancy - 1] },
      { ...base, paxType: 'toddler', amount: p.toddler },
    ];
  }),
);

export const weekendSurcharge: Surcharge = {
  id: 'weekend',
  name: 'Weekend supplement (Fri & Sat nights)',
  kind: 'weekend',
  weekdays: ['fri', 'sat'],
  amount: rm(50),
  amountType: 'fixed',
  perNight: true,
  active: true,
};

export const sst: Tax = { id: 'sst', name: 'Service Tax (SST) 8%', ratePercent: 8, fixedAmount: 0, basis: 'per-booking', appliesToForeignersOnly: false };

export const tourismTax: Tax = {
  id: 'tourism-tax',
  name: 'Tourism Tax',
  ratePercent: 0,
  fixedAmount: rm(10),
  basis: 'per-room-night',
  appliesToForeignersOnly: true,
};

export const marineParkFee: AdditionalCharge = {
  id: 'marine-park-fee',
  name: 'Marine Park conservation fee',
  amount: rm(30),
  chargeType: 'per-person',
  taxable: false,
  mandatory: true,
};

export const lateCheckout: AdditionalCharge = {
  id: 'late-checkout',
  name: 'Late check-out (until 4 pm)',
  amount: rm(100),
  chargeType: 'per-booking',
  taxable: true,
  mandatory: false,
};

/** One room, two adults, two regular nights, nothing else. */
export const simpleInput = (overrides: Partial<QuoteInput> = {}): QuoteInput => ({
  checkIn: '2026-11-16',
  checkOut: '2026-11-18',
  rooms: [deluxeRoom(people(2))],
  rates: deluxeRates,
  ...overrides,
});

const inEnglish = translator('en');
/** A line's wording as an English reader gets it from the API. */
export const english = (line: QuoteLine): string => describeLabel(line.label, inEnglish);
