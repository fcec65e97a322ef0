import { and, asc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import { formatDay } from '../../../i18n/dateFormat';
import { formatMoney } from '../../../i18n/formatMoney';
import { localName, type NameTranslations } from '../../../i18n/localName';
import type { Locale } from '../../../i18n/types';
import { reservationGuests, reservations } from '../../db/bookingTables';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import type { QuoteRequest } from '../booking/quoteInput';
import { bookingLanguage } from '../email/guestLanguage';
import { enqueueEmail } from '../email/outbox';
import { translator } from '../http/i18n';
import { settlementOf } from '../payments/settle';
import { addDays } from '../pricing/nights';
import { resortToday } from '../settings/resortZone';
import { readSetting, type BookingRules } from '../settings/settings';

/** Reminders queued per run; the rest follow on the next run. */
const BATCH = 50;

type Row = typeof reservations.$inferSelect;
type Leg = QuoteRequest['transport'][number];

/** The booking's transfers, one line each in `locale`: trip, day and pick-up time, pick-up point, return. */
const transferLines = async (tx: Db, legs: Leg[], locale: Locale) => {
  const t = translator(locale);
  if (!legs.length) return t('app.email.arrival-reminder.no_transfers');
  const trips = await tx
    .select({ id: resourceTables.trip_costs.id, name: resourceTables.trip_costs.name, nameTranslations: resourceTables.trip_costs.nameTranslations })
    .from(resourceTables.trip_costs)
    .where(inArray(resourceTables.trip_costs.id, legs.map((l) => l.tripCostId)));
  const nameOf = new Map(trips.map((trip) => [trip.id as string, localName(String(trip.name), trip.nameTranslations as NameTranslations, locale)]));
  return legs
    .map((leg) =>
      [
        t('app.email.arrival-reminder.transfer', { trip: nameOf.get(leg.tripCostId) ?? '–', date: leg.date ? formatDay(leg.date, locale) : '–', time: leg.departureTime ?? '–' }),
        leg.pickupPoint ? t('app.email.arrival-reminder.pickup', { place: leg.pickupPoint }) : '',
        leg.returnDate ? t('app.email.arrival-reminder.return', { date: formatDay(leg.returnDate, locale), time: leg.returnDepartureTime ?? '–' }) : '',
      ].join(''),
    )
    .join('\n');
};

/** Queues one booking's reminder to its guest account and lead guest, in the guest's language. */
const remind = async (tx: Db, row: Row, rules: BookingRules, now: Date) => {
  const [locale, [guest], [lead], money] = await Promise.all([
    bookingLanguage(tx, row, 'en'),
    row.bookedById ? tx.select({ email: resourceTables.users.email }).from(resourceTables.users).where(eq(resourceTables.users.id, row.bookedById)) : Promise.resolve([]),
    tx.select({ email: reservationGuests.email }).from(reservationGuests).where(eq(reservationGuests.reservationId, row.id)).orderBy(asc(reservationGuests.roomIndex)).limit(1),
    settlementOf(tx, row.id),
  ]);
  const quote = row.quote as { checkInTime?: string; checkOutTime?: string };
  const args = {
    bookingNo: row.bookingNo,
    name: row.reservationName,
    checkIn: formatDay(row.checkIn, locale),
    checkOut: formatDay(row.checkOut, locale),
    checkInTime: quote.checkInTime ?? rules.checkInTime,
    checkOutTime: quote.checkOutTime ?? rules.checkOutTime,
    balanceDue: formatMoney(Math.max(0, money.balanceDue)),
    transfers: await transferLines(tx, (row.booking as { transport?: Leg[] }).transport ?? [], locale),
  };
  const recipients = new Set([guest?.email, lead?.email].filter((to): to is string => Boolean(to)).map(String));
  for (const to of recipients) await enqueueEmail(tx, { to, template: 'arrival-reminder', locale, args, reservationId: row.id }, now);
};

/**
 * Queues the reminder before arrival of every confirmed (Upcoming) booking made on the guest site whose
 * check-in is within `booking.arrivalReminderDays` days of the resort's today, once per booking. Like the
 * outbox, the bookings are claimed with `FOR UPDATE SKIP LOCKED` and marked (`reminder_sent_at`) in the
 * same transaction as their e-mails: two servers, or two runs at once, never remind a booking twice, and a
 * crash before the commit leaves it to the next run. Answers how many bookings were reminded.
 */
export const sendArrivalReminders = async (db: Db, now: Date): Promise<number> => {
  const rules = await readSetting(db, 'booking');
  if (!rules.arrivalReminderDays) return 0;
  const today = resortToday(now, rules.timeZone);
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(reservations)
      .where(
        and(
          eq(reservations.bookedFrom, 'guest-portal'),
          eq(reservations.status, 'Upcoming'),
          isNull(reservations.reminderSentAt),
          gte(reservations.checkIn, today),
          lte(reservations.checkIn, addDays(today, rules.arrivalReminderDays)),
        ),
      )
      .orderBy(asc(reservations.checkIn), asc(reservations.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    for (const row of due) {
      await remind(tx, row, rules, now);
      await tx.update(reservations).set({ reminderSentAt: now }).where(eq(reservations.id, row.id));
    }
    return due.length;
  });
};
