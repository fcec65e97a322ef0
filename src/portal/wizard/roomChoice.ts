import type { RoomTypeOffer } from '../../../wizard/apiTypes';
import type { Party, RoomDraft } from '../../../wizard/model';

/** The ISO date `days` after `iso`. */
export const addDays = (iso: string, days: number) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/**
 * The party shared over `count` rooms as evenly as they go: people are dealt one room at a time, adults
 * first, so every room has an adult (a room type offers `roomsNeeded` ≤ adults) and no room holds more
 * than its share.
 */
export const splitParty = (party: Party, count: number): Party[] => {
  const rooms: Party[] = Array.from({ length: count }, () => ({ adults: 0, children: 0, toddlers: 0, infants: 0 }));
  let next = 0;
  for (const band of ['adults', 'children', 'toddlers', 'infants'] as const) {
    for (let i = 0; i < party[band]; i++) {
      rooms[next % count][band] += 1;
      next += 1;
    }
  }
  return rooms;
};

/** The rooms to hold for a party in one room type: the first free ones, as many as the party needs. */
export const roomsFor = (offer: RoomTypeOffer, party: Party): RoomDraft[] => {
  const count = offer.roomsNeeded ?? 0;
  if (!count || offer.rooms.length < count) return [];
  return splitParty(party, count).map((share, i) => ({ roomId: offer.rooms[i].id, roomTypeId: offer.roomTypeId, ...share }));
};

/** Whether an offer can sleep the party now: rated for every night, and enough rooms free. */
export const offerFits = (offer: RoomTypeOffer) => offer.rated !== false && offer.roomsNeeded !== null && offer.roomsNeeded !== undefined && Number.isFinite(offer.roomsNeeded) && offer.enough === true;
