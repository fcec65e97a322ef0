import { line, percentOf } from './money';
import { named } from './names';
import type { QuoteLine, RoomRequest, Tax } from './types';

/**
 * Tax lines, each rounded half-up to the sen on its own. A percentage (SST 8 %) is of the taxable subtotal after
 * the discount; a fixed amount is per booking or per room per night (Tourism Tax RM 10). A foreigners-only tax
 * is charged only for rooms with foreign guests: per room-night for those rooms, per booking when any room has
 * them, and as a percentage of those rooms' own room and surcharge charges.
 */

export interface TaxBases {
  /** Taxable charges minus the discount, never below zero. */
  taxableAfterDiscount: number;
  /** Room and surcharge charges of each room, by room index. */
  roomCharges: readonly number[];
}

const percentLine = (tax: Tax, rate: number, base: number): QuoteLine[] => {
  const amount = percentOf(base, rate);
  return amount > 0 ? [line('tax', ['tax_percent', { name: named(tax.name, tax.nameTranslations), percent: rate, base }], 1, amount)] : [];
};

const fixedLines = (tax: Tax, amount: number, rooms: readonly RoomRequest[], nights: number): QuoteLine[] => {
  const liable = rooms.map((room, roomIndex) => ({ room, roomIndex })).filter(({ room }) => !tax.appliesToForeignersOnly || room.foreignGuests);
  if (tax.basis === 'per-booking') return liable.length > 0 ? [line('tax', ['tax_per_booking', { name: named(tax.name, tax.nameTranslations) }], 1, amount)] : [];
  return liable.map(({ room, roomIndex }) =>
    line('tax', ['tax_per_room_night', { name: named(tax.name, tax.nameTranslations), roomType: named(room.roomTypeName, room.roomTypeNameTranslations), room: roomIndex + 1, nights }], nights, amount, { roomIndex }),
  );
};

export const taxLines = (taxes: readonly Tax[], rooms: readonly RoomRequest[], nights: number, bases: TaxBases): QuoteLine[] =>
  taxes.flatMap((tax) => {
    const lines: QuoteLine[] = [];
    const rate = tax.ratePercent ?? 0;
    if (rate > 0) {
      const base = tax.appliesToForeignersOnly
        ? rooms.reduce((sum, room, i) => sum + (room.foreignGuests ? bases.roomCharges[i] : 0), 0)
        : bases.taxableAfterDiscount;
      lines.push(...percentLine(tax, rate, base));
    }
    const fixed = tax.fixedAmount ?? 0;
    if (fixed > 0) lines.push(...fixedLines(tax, fixed, rooms, nights));
    return lines;
  });
