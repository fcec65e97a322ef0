import { formatDay } from '../../../i18n/dateFormat';
import type { Locale } from '../../../i18n/types';
import { ApiError } from '../http/errors';
import { addDays } from '../pricing/nights';
import { resortTimeOfDay, resortToday } from '../settings/resortZone';
import type { Setting } from '../settings/settings';

/** What the front desk's rules read of a reservation. */
export interface DeskStay {
  status: string;
  checkIn: string;
  checkOut: string;
  checkedInAt: Date | null;
}

/**
 * When the desk may check guests in, in resort time: from the check-in date (00:00), or, when the
 * `booking.earlyCheckInFrom` setting names a time, from that time on the evening before.
 */
export const checkInOpensAt = (checkIn: string, earlyCheckInFrom: string) =>
  earlyCheckInFrom ? { date: addDays(checkIn, -1), time: earlyCheckInFrom } : { date: checkIn, time: null };

/**
 * The last resort date on which a check-in may be undone: the end of the check-in date, or of the day
 * it was done when that is later (a late arrival). Past midnight the first night has been slept (the
 * night audit has run), so the stay has begun and only a check-out ends it.
 */
export const undoCheckInUntil = (stay: Pick<DeskStay, 'checkIn' | 'checkedInAt'>, zone: string) => {
  const done = stay.checkedInAt ? resortToday(stay.checkedInAt, zone) : stay.checkIn;
  return done > stay.checkIn ? done : stay.checkIn;
};

/**
 * The desk's actions on a stay now, each with whether the clock allows it (the status table is judged
 * apart, in transitions.ts): check-in from its opening until the check-out date, check-out from the
 * check-in date on, undo of a check-in until {@link undoCheckInUntil}. Answered with the reservation so
 * the back office can disable a button and say why; the server refuses the same cases.
 */
export const deskTimes = (stay: DeskStay, now: Date, booking: Setting<'booking'>) => {
  const today = resortToday(now, booking.timeZone);
  const opens = checkInOpensAt(stay.checkIn, booking.earlyCheckInFrom);
  const opened = today > opens.date || (today === opens.date && (opens.time === null || resortTimeOfDay(now, booking.timeZone) >= opens.time));
  const stayOver = today >= stay.checkOut;
  const undoUntil = stay.status === 'InHouse' ? undoCheckInUntil(stay, booking.timeZone) : null;
  return {
    checkInOpens: opens,
    checkInOpen: opened && !stayOver,
    stayOver,
    checkOutOpen: today >= stay.checkIn,
    undoCheckInUntil: undoUntil,
    undoCheckInOpen: undoUntil !== null && today <= undoUntil,
  };
};
export type DeskTimes = ReturnType<typeof deskTimes>;

const tooEarly = (message: string, args: Record<string, unknown>) => new ApiError(409, 'too_early', message, undefined, { args });

/**
 * Refuses a desk action the clock does not allow yet (or any more): 409 with a message naming the
 * date in the reader's language. Actions without a time rule pass.
 */
export const requireDeskTime = (name: string, stay: DeskStay, now: Date, booking: Setting<'booking'>, locale: Locale) => {
  const times = deskTimes(stay, now, booking);
  const day = (date: string) => formatDay(date, locale);
  if (name === 'check-in' && times.stayOver) throw new ApiError(409, 'stay_over', 'app.booking.check_in_stay_over');
  if (name === 'check-in' && !times.checkInOpen) {
    const { date, time } = times.checkInOpens;
    throw tooEarly('app.booking.check_in_not_yet', { from: time ? `${day(date)} ${time}` : day(date) });
  }
  if (name === 'check-out' && !times.checkOutOpen) throw tooEarly('app.booking.check_out_not_yet', { from: day(stay.checkIn) });
  if (name === 'undo-check-in' && times.undoCheckInUntil && !times.undoCheckInOpen)
    throw new ApiError(409, 'too_late', 'app.booking.undo_check_in_too_late', undefined, { args: { until: day(times.undoCheckInUntil) } });
};
