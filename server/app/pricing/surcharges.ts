import { line, percentOf } from './money';
import { named } from './names';
import { weekdayOf, withinDates } from './nights';
import type { QuoteLine, RoomRequest, Surcharge } from './types';

/**
 * Weekend, peak and super-peak supplements. A surcharge applies to a night when it is active, the night lies in
 * its dates (when it has any) and the night's weekday is one of its weekdays (when it lists any); one that follows
 * the resort calendar applies within its dates on the nights marked with its kind and on its weekdays.
 * Fixed amounts are per room per night (`perNight`) or once per room per stay; a percentage is of that
 * room-night's room charge. One line per surcharge per room, quantity = the nights it applied — except that
 * a percentage whose room-nights cost different amounts gets one line per amount, so that every line still reads
 * quantity × unit price = total.
 */

export const surchargeApplies = (s: Pick<Surcharge, 'active' | 'startDate' | 'endDate' | 'weekdays' | 'markedDays'>, night: string): boolean => {
  if (!s.active || !withinDates(night, s.startDate, s.endDate)) return false;
  const onItsWeekday = s.weekdays?.includes(weekdayOf(night)) ?? false;
  // A surcharge that follows the calendar is not "every night" for want of weekdays: only its marked days.
  if (s.markedDays) return s.markedDays.includes(night) || onItsWeekday;
  return !s.weekdays || s.weekdays.length === 0 || onItsWeekday;
};

const fixedLine = (s: Surcharge, room: RoomRequest, roomIndex: number, appliedNights: number): QuoteLine => {
  const args = { name: named(s.name, s.nameTranslations), roomType: named(room.roomTypeName, room.roomTypeNameTranslations), room: roomIndex + 1 };
  if (s.perNight) return line('surcharge', ['surcharge_nights', { ...args, nights: appliedNights }], appliedNights, s.amount, { roomIndex });
  return line('surcharge', ['surcharge_once', args], 1, s.amount, { roomIndex });
};

const percentLines = (s: Surcharge, room: RoomRequest, roomIndex: number, charges: readonly number[]): QuoteLine[] => {
  const nightsByAmount = new Map<number, number>();
  for (const charge of charges) {
    const amount = percentOf(charge, s.amount);
    if (amount > 0) nightsByAmount.set(amount, (nightsByAmount.get(amount) ?? 0) + 1);
  }
  return [...nightsByAmount.entries()].map(([amount, count]) =>
    line(
      'surcharge',
      ['surcharge_percent', { name: named(s.name, s.nameTranslations), percent: s.amount, roomType: named(room.roomTypeName, room.roomTypeNameTranslations), room: roomIndex + 1, nights: count, amount }],
      count,
      amount,
      { roomIndex },
    ),
  );
};

/** Surcharge lines for every room; `nightly[room][night]` is the room charge of that room-night. */
export const surchargeLines = (
  surcharges: readonly Surcharge[],
  rooms: readonly RoomRequest[],
  nights: readonly string[],
  nightly: readonly (readonly number[])[],
): QuoteLine[] => {
  const lines: QuoteLine[] = [];
  for (const s of surcharges) {
    const applied = nights.map((night, i) => (surchargeApplies(s, night) ? i : -1)).filter((i) => i >= 0);
    if (applied.length === 0) continue;
    rooms.forEach((room, roomIndex) => {
      if (s.amountType === 'percent') {
        lines.push(...percentLines(s, room, roomIndex, applied.map((i) => nightly[roomIndex][i])));
      } else {
        const l = fixedLine(s, room, roomIndex, applied.length);
        if (l.total > 0) lines.push(l);
      }
    });
  }
  return lines;
};
