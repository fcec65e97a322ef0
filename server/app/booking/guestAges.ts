import type { PaxType } from '../pricing';

/** An active `pax-settings` row: the ages, in months, of one type of pax. */
export interface AgeBand {
  paxType: PaxType;
  minAgeMonths: number;
  /** Inclusive; null means no upper bound (adults). */
  maxAgeMonths: number | null;
}

/**
 * The type of pax of a guest aged `ageYears` by the resort's age bands. Ages are given in whole years,
 * so a guest is placed by the youngest they can be (a 1-year-old is 12 months): with the usual bands
 * 0 is an infant, 1–3 a toddler, 4–11 a child and 12 and over an adult.
 */
export const paxTypeOfAge = (ageYears: number, bands: readonly AgeBand[]): PaxType | undefined => {
  const months = ageYears * 12;
  return bands.find((b) => b.minAgeMonths <= months && (b.maxAgeMonths === null || months <= b.maxAgeMonths))?.paxType;
};

interface RoomCounts {
  adults: number;
  children: number;
  toddlers: number;
  infants: number;
}
const COUNT_OF: Record<PaxType, keyof RoomCounts> = { adult: 'adults', child: 'children', toddler: 'toddlers', infant: 'infants' };

/**
 * Field messages for guests whose age does not fit the booking: the lead guest must be an adult; a
 * guest's room must exist; a room may not list more guests of a type of pax than it was booked for.
 * Guests need not all be named, so fewer listed than booked is fine.
 */
export const guestAgeErrors = (guests: readonly { age: number; roomIndex: number }[], rooms: readonly RoomCounts[], bands: readonly AgeBand[]) => {
  const errors: Record<string, string> = {};
  const listed = rooms.map(() => ({ adults: 0, children: 0, toddlers: 0, infants: 0 }));
  guests.forEach((guest, i) => {
    const paxType = paxTypeOfAge(guest.age, bands);
    if (!paxType) {
      errors[`guests.${i}.age`] = 'app.booking.age_without_band';
      return;
    }
    if (i === 0 && paxType !== 'adult') {
      errors[`guests.${i}.age`] = 'app.booking.lead_guest_adult';
      return;
    }
    const room = rooms[guest.roomIndex];
    if (!room) {
      errors[`guests.${i}.roomIndex`] = 'app.validation.invalid';
      return;
    }
    const key = COUNT_OF[paxType];
    listed[guest.roomIndex][key]++;
    if (listed[guest.roomIndex][key] > room[key]) errors[`guests.${i}.age`] = 'app.booking.age_not_booked';
  });
  return Object.keys(errors).length ? errors : undefined;
};
