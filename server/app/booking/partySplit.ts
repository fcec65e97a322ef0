/** A party, or one room's share of it. */
export interface PartyCount {
  adults: number;
  children: number;
  toddlers: number;
  infants: number;
}

/**
 * The party shared over `count` rooms as evenly as they go: people are dealt one room at a time, adults
 * first, so every room has an adult (a room type offers `roomsNeeded` ≤ adults) and no room holds more
 * than its share. One rule for the wizard's rooms, the guest site's prices and the offers' "rated" mark,
 * so that a room type offered as priced is priced for the rooms the wizard then asks for.
 */
export const splitParty = (party: PartyCount, count: number): PartyCount[] => {
  const rooms: PartyCount[] = Array.from({ length: count }, () => ({ adults: 0, children: 0, toddlers: 0, infants: 0 }));
  let next = 0;
  for (const band of ['adults', 'children', 'toddlers', 'infants'] as const) {
    for (let i = 0; i < party[band]; i++) {
      rooms[next % count][band] += 1;
      next += 1;
    }
  }
  return rooms;
};

/** The pax types a room's rates are looked up by, for the guests each counts; infants stay free without a rate. */
const PRICED_BANDS = [
  ['adult', 'adults'],
  ['child', 'children'],
  ['toddler', 'toddlers'],
] as const;

/**
 * The rates (occupancy and pax type, as `package_rates` keys them) a party's rooms need, split over
 * `count` rooms: occupancy counts adults and children, as the quote looks rates up.
 */
export const ratesNeeded = (party: PartyCount, count: number) => {
  const keys = new Set<string>();
  for (const room of splitParty(party, count)) {
    const occupancy = room.adults + room.children;
    for (const [paxType, band] of PRICED_BANDS) if (room[band] > 0) keys.add(`${occupancy}:${paxType}`);
  }
  return [...keys];
};
