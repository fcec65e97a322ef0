import { addonLines } from './addons';
import { chargeLines } from './charges';
import { QuoteInputError } from './errors';
import { line, sumLines } from './money';
import { stayNights } from './nights';
import { indexRates, roomLines } from './roomLines';
import { surchargeLines } from './surcharges';
import { taxLines } from './taxes';
import { transportLines } from './transport';
import { resolveTransportRules } from './transportRules';
import type { Occupants, Quote, QuoteInput, QuoteLine, ResortTimes } from './types';
import { validateQuoteInput } from './validate';

/**
 * THE quote: one pure function used by the booking wizard's preview and by booking creation, so the price a guest
 * is shown is the price they are charged. No database and no clock: the caller loads the rates, surcharges,
 * taxes and charges in force and passes them in; the same input always gives the same quote.
 *
 * Order of the bill: rooms, surcharges, add-ons, transport, additional charges (together the subtotal), the
 * discount (capped at the subtotal, so the total is never negative), then taxes on what remains.
 * Throws `QuoteInputError`, `NoRateError` or `TransportRuleError`.
 */

/** "Room check-in 2:30 PM; check-out 9:30 AM" (spec section 9); settings may override them. */
export const CHECK_IN_TIME = '14:30';
export const CHECK_OUT_TIME = '09:30';
export const DEFAULT_RESORT_TIMES: ResortTimes = { checkIn: CHECK_IN_TIME, checkOut: CHECK_OUT_TIME };

const totalGuests = (input: QuoteInput): Occupants =>
  input.rooms.reduce(
    (sum, r) => ({
      adult: sum.adult + r.occupants.adult,
      child: sum.child + r.occupants.child,
      toddler: sum.toddler + r.occupants.toddler,
      infant: sum.infant + r.occupants.infant,
    }),
    { adult: 0, child: 0, toddler: 0, infant: 0 },
  );

const discountLine = (input: QuoteInput, subtotal: number): QuoteLine | null => {
  if (!input.discount || input.discount.amount === 0 || subtotal === 0) return null;
  const given = Math.min(input.discount.amount, subtotal);
  const label = given < input.discount.amount ? (['discount_capped', { code: input.discount.code, amount: input.discount.amount }] as const) : (['discount', { code: input.discount.code }] as const);
  return line('discount', [label[0], label[1]], 1, given, { direction: 'credit' });
};

/** Room and surcharge charges of each room: the base of a foreigners-only percent tax. */
const chargesPerRoom = (roomCount: number, lines: readonly QuoteLine[]): number[] => {
  const charges = new Array<number>(roomCount).fill(0);
  for (const l of lines) if (l.roomIndex !== undefined) charges[l.roomIndex] += l.total;
  return charges;
};

export const quote = (input: QuoteInput): Quote => {
  validateQuoteInput(input);
  const nights = stayNights(input.checkIn, input.checkOut);
  const rooms = roomLines(input.rooms, nights, indexRates(input.rates));
  const surcharges = surchargeLines(input.surcharges ?? [], input.rooms, nights, rooms.nightly);
  const charges = chargeLines(input.additionalCharges ?? [], input.selectedChargeIds ?? [], totalGuests(input), nights.length);
  const chargeable: QuoteLine[] = [
    ...rooms.lines,
    ...surcharges,
    ...addonLines(input.addons ?? []),
    ...transportLines(input.transport ?? [], resolveTransportRules(input.transportRules), input.includedTransfers),
    ...charges.map((c) => c.line),
  ];
  const subtotal = sumLines(chargeable);
  const discount = discountLine(input, subtotal);
  const discountAmount = discount?.total ?? 0;
  const untaxed = charges.filter((c) => !c.taxable).reduce((sum, c) => sum + c.line.total, 0);
  const taxes = taxLines(input.taxes ?? [], input.rooms, nights.length, {
    taxableAfterDiscount: Math.max(0, subtotal - untaxed - discountAmount),
    roomCharges: chargesPerRoom(input.rooms.length, [...rooms.lines, ...surcharges]),
  });
  const lines = [...chargeable, ...(discount ? [discount] : []), ...taxes];
  const taxTotal = sumLines(taxes);
  const total = sumLines(lines);
  if (!lines.every((l) => Number.isSafeInteger(l.total)) || !Number.isSafeInteger(total)) {
    throw new QuoteInputError('input', 'amounts too large to price exactly');
  }
  return {
    currency: 'MYR',
    lines,
    subtotal,
    discount: discountAmount,
    taxTotal,
    total,
    nights: nights.length,
    checkInTime: input.resortTimes?.checkIn ?? DEFAULT_RESORT_TIMES.checkIn,
    checkOutTime: input.resortTimes?.checkOut ?? DEFAULT_RESORT_TIMES.checkOut,
  };
};
