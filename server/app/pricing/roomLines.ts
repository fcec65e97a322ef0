import { NoRateError } from './errors';
import { line } from './money';
import { named } from './names';
import { dayNumber } from './nights';
import type { PaxType, QuoteLine, Rate, RoomRequest } from './types';

/**
 * Room charges: every night of every room is priced at the rate of the period containing THAT night, so a stay
 * across two periods pays each night at its own period's rate. One line per room, night and pax type (quantity =
 * guests of that type, unit price = the rate per person per night), which is what lets the guest see why a night
 * costs what it does.
 */

export const PAX_TYPES: readonly PaxType[] = ['adult', 'child', 'toddler', 'infant'];

/** Rates grouped by room type, occupancy and pax type, so each night's lookup scans only its own candidates. */
export type RateIndex = Map<string, Rate[]>;

const key = (roomTypeId: string, occupancy: number, paxType: PaxType): string => `${roomTypeId}|${occupancy}|${paxType}`;

export const indexRates = (rates: readonly Rate[]): RateIndex => {
  const index: RateIndex = new Map();
  for (const rate of rates) {
    const k = key(rate.roomTypeId, rate.occupancy, rate.paxType);
    const list = index.get(k);
    if (list) list.push(rate);
    else index.set(k, [rate]);
  }
  return index;
};

const span = (rate: Rate): number => (dayNumber(rate.endDate) ?? 0) - (dayNumber(rate.startDate) ?? 0);

/**
 * The rate for one night. When periods overlap (a peak week inside a season), the most specific one wins:
 * the shortest period, then the one starting later, then the lower period id — so the answer never depends on
 * the order rows came out of the database.
 */
export const findRate = (index: RateIndex, night: string, roomTypeId: string, occupancy: number, paxType: PaxType): Rate | undefined => {
  let best: Rate | undefined;
  for (const rate of index.get(key(roomTypeId, occupancy, paxType)) ?? []) {
    if (rate.startDate > night || night > rate.endDate) continue;
    if (
      !best ||
      span(rate) < span(best) ||
      (span(rate) === span(best) && (rate.startDate > best.startDate || (rate.startDate === best.startDate && rate.periodId < best.periodId)))
    ) {
      best = rate;
    }
  }
  return best;
};

export interface RoomCharges {
  lines: QuoteLine[];
  /** Room charge of each room on each night, `[roomIndex][nightIndex]`: the base of percent surcharges. */
  nightly: number[][];
}

/** Room lines for all rooms and nights; throws `NoRateError` for the first night that cannot be priced. */
export const roomLines = (rooms: readonly RoomRequest[], nights: readonly string[], index: RateIndex): RoomCharges => {
  const lines: QuoteLine[] = [];
  const nightly = rooms.map((room, roomIndex) => {
    const occupancy = room.occupants.adult + room.occupants.child;
    return nights.map((night) => {
      let charge = 0;
      for (const paxType of PAX_TYPES) {
        const guests = room.occupants[paxType];
        if (guests === 0) continue;
        const rate = findRate(index, night, room.roomTypeId, occupancy, paxType);
        // Infants under 12 months stay free unless a rate prices them (spec section 9).
        if (!rate && paxType !== 'infant') throw new NoRateError(night, room.roomTypeId, room.roomTypeName, occupancy, paxType);
        const unitPrice = rate?.amount ?? 0;
        const args = { roomType: named(room.roomTypeName, room.roomTypeNameTranslations), room: roomIndex + 1, paxType, night };
        const label = rate ? (['room_night', { ...args, period: named(rate.periodName, rate.periodNameTranslations) }] as const) : (['room_night_free', args] as const);
        const l = line('room', [label[0], label[1]], guests, unitPrice, {
          date: night,
          roomIndex,
        });
        lines.push(l);
        charge += l.total;
      }
      return charge;
    });
  });
  return { lines, nightly };
};
