import { describe, expect, it } from 'vitest';
import { guestAgeErrors, paxTypeOfAge, type AgeBand } from './guestAges';

/** The demo resort's pax settings. */
const bands: AgeBand[] = [
  { paxType: 'adult', minAgeMonths: 144, maxAgeMonths: null },
  { paxType: 'child', minAgeMonths: 48, maxAgeMonths: 143 },
  { paxType: 'toddler', minAgeMonths: 12, maxAgeMonths: 47 },
  { paxType: 'infant', minAgeMonths: 0, maxAgeMonths: 11 },
];
const room = (adults: number, children = 0, toddlers = 0, infants = 0) => ({ adults, children, toddlers, infants });

describe('paxTypeOfAge', () => {
  it('places whole years in the bands: infant under 1, toddler 1–3, child 4–11, adult from 12', () => {
    expect([0, 1, 3, 4, 11, 12, 70].map((age) => paxTypeOfAge(age, bands))).toEqual(['infant', 'toddler', 'toddler', 'child', 'child', 'adult', 'adult']);
  });
  it('follows the settings when a resort moves a band', () => {
    const olderAdults = bands.map((b) => (b.paxType === 'adult' ? { ...b, minAgeMonths: 18 * 12 } : b.paxType === 'child' ? { ...b, maxAgeMonths: 18 * 12 - 1 } : b));
    expect(paxTypeOfAge(15, olderAdults)).toBe('child');
    expect(paxTypeOfAge(15, bands)).toBe('adult');
  });
  it('finds no type for an age outside every band', () => {
    expect(paxTypeOfAge(2, bands.filter((b) => b.paxType !== 'toddler'))).toBeUndefined();
  });
});

describe('guestAgeErrors', () => {
  it('accepts guests that fit the rooms as booked, and fewer guests named than booked', () => {
    expect(guestAgeErrors([{ age: 34, roomIndex: 0 }, { age: 2, roomIndex: 0 }, { age: 40, roomIndex: 1 }], [room(2, 0, 1), room(1)], bands)).toBeUndefined();
    expect(guestAgeErrors([{ age: 34, roomIndex: 0 }], [room(2, 1, 1, 1)], bands)).toBeUndefined();
  });
  it('names the guest whose age the room was not booked for', () => {
    expect(guestAgeErrors([{ age: 34, roomIndex: 0 }, { age: 2, roomIndex: 0 }], [room(2)], bands)).toEqual({ 'guests.1.age': 'app.booking.age_not_booked' });
    expect(guestAgeErrors([{ age: 34, roomIndex: 0 }, { age: 35, roomIndex: 0 }, { age: 36, roomIndex: 0 }], [room(2, 1)], bands)).toEqual({ 'guests.2.age': 'app.booking.age_not_booked' });
  });
  it('wants an adult as the lead guest and an existing room for everyone', () => {
    expect(guestAgeErrors([{ age: 10, roomIndex: 0 }], [room(1, 1)], bands)).toEqual({ 'guests.0.age': 'app.booking.lead_guest_adult' });
    expect(guestAgeErrors([{ age: 30, roomIndex: 0 }, { age: 30, roomIndex: 3 }], [room(2)], bands)).toEqual({ 'guests.1.roomIndex': 'app.validation.invalid' });
  });
});
