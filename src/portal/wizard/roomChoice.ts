import type { RoomTypeOffer } from '../../../wizard/apiTypes';
import type { Party, RoomDraft } from '../../../wizard/model';
import { splitParty as splitPartyCount } from '../../../server/app/booking/partySplit';

/** The ISO date `days` after `iso`. */
export const addDays = (iso: string, days: number) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** The server's split of a party over rooms: the rooms held are the rooms its offers were rated for. */
export const splitParty = (party: Party, count: number): Party[] => splitPartyCount(party, count);

/** The rooms to hold for a party in one room type: the first free ones, as many as the party needs. */
export const roomsFor = (offer: RoomTypeOffer, party: Party): RoomDraft[] => {
  const count = offer.roomsNeeded ?? 0;
  if (!count || offer.rooms.length < count) return [];
  return splitParty(party, count).map((share, i) => ({ roomId: offer.rooms[i].id, roomTypeId: offer.roomTypeId, ...share }));
};

/** Whether an offer can sleep the party now: rated for every night, and enough rooms free. */
export const offerFits = (offer: RoomTypeOffer) => offer.rated !== false && offer.roomsNeeded !== null && offer.roomsNeeded !== undefined && Number.isFinite(offer.roomsNeeded) && offer.enough === true;
