import { line } from './money';
import { named } from './names';
import type { AdditionalCharge, Occupants, QuoteLine } from './types';

/**
 * Additional charges (marine park fee, extra bed, late check-out). Mandatory ones are added to every quote; the
 * others only when the guest chose them. Per-person counts every guest but infants, who are free (spec section 9);
 * per-night counts the stay's nights once for the booking (a per-room charge belongs in a surcharge).
 */

export interface ChargeLine {
  line: QuoteLine;
  /** Whether percent taxes are charged on it. */
  taxable: boolean;
}

export const chargeLines = (
  charges: readonly AdditionalCharge[],
  selectedIds: readonly string[],
  guests: Occupants,
  nights: number,
): ChargeLine[] => {
  const payingGuests = guests.adult + guests.child + guests.toddler;
  return charges
    .filter((c) => c.mandatory || selectedIds.includes(c.id))
    .map((c) => {
      const [quantity, label] =
        c.chargeType === 'per-booking'
          ? ([1, ['charge_per_booking', { name: named(c.name, c.nameTranslations) }]] as const)
          : c.chargeType === 'per-person'
            ? ([payingGuests, ['charge_per_person', { name: named(c.name, c.nameTranslations), count: payingGuests }]] as const)
            : ([nights, ['charge_per_night', { name: named(c.name, c.nameTranslations), nights }]] as const);
      return { line: line('charge', [label[0], label[1]], quantity, c.amount), taxable: c.taxable };
    })
    .filter((c) => c.line.quantity > 0);
};
