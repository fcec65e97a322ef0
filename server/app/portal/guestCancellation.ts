import { formatDay } from '../../../i18n/dateFormat';
import { formatMoney } from '../../../i18n/formatMoney';
import type { Locale } from '../../../i18n/types';
import { reservationGuests, reservations } from '../../db/bookingTables';
import type { Db } from '../../db/client';
import { asc, eq } from 'drizzle-orm';
import { resourceTables } from '../../db/generated';
import { enqueueEmail } from '../email/outbox';
import { bookingLanguage } from '../email/guestLanguage';
import { ApiError } from '../http/errors';
import { settlementOf } from '../payments/settle';
import { cancellationFee, type CancellationTier } from '../settings/cancellation';
import { resortToday } from '../settings/resortZone';
import { readSetting } from '../settings/settings';

type Row = typeof reservations.$inferSelect;

/** What cancelling a booking on a given day costs, as the guest is shown it before confirming. */
export interface CancellationTerms {
  total: number;
  /** What was paid and not yet refunded. */
  paid: number;
  /** The policy's percent of the total for the notice given. */
  policyFee: number;
  /** What the resort keeps: the policy's fee out of what was paid, never more (an unpaid fee is not billed). */
  fee: number;
  /** What goes back: what was paid beyond the fee. */
  refund: number;
  /** Whole days from the resort's today to check-in. */
  daysBefore: number;
  /** The step of the cancellation policy that sets the fee. */
  tier: CancellationTier;
}

/** The statuses a guest may still cancel or change online (Pending and Upcoming: not arrived, not ended). */
const GUEST_OPEN = ['Pending', 'Upcoming'];

/**
 * A guest manages a booking online only before its check-in date (resort calendar): from that day the desk
 * handles it (see README Decisions). Anything else is 409 and changes nothing.
 */
export const requireBeforeArrival = (row: Pick<Row, 'status' | 'checkIn'>, today: string) => {
  if (!GUEST_OPEN.includes(row.status) || today >= row.checkIn) throw new ApiError(409, 'too_late', 'app.booking.guest_change_closed');
};

/** The resort's today, in its time zone. */
export const resortDayOf = async (db: Db, now: Date) => resortToday(now, (await readSetting(db, 'booking')).timeZone);

/** The terms of cancelling `row` on the resort's day at `now`, under the cancellation policy setting. */
export const cancellationTerms = async (db: Db, row: Pick<Row, 'id' | 'total' | 'checkIn'>, now: Date): Promise<CancellationTerms> => {
  const [policy, today, money] = await Promise.all([readSetting(db, 'cancellation'), resortDayOf(db, now), settlementOf(db, row.id)]);
  const paid = Math.max(0, money.paid - money.refunded);
  const total = Number(row.total);
  const { fee, kept, refund, tier, daysBefore } = cancellationFee(policy, total, paid, row.checkIn, today);
  return { total, paid, policyFee: fee, fee: kept, refund, daysBefore, tier };
};

/**
 * "Booking cancelled" to the guest who booked on the guest site and to the lead guest, in the guest's
 * language, with the policy's fee and what goes back. Run in the cancelling transaction (`transition`'s
 * `then`), so the e-mail goes out only if the cancellation commits; other bookings are left to their agent.
 */
export const mailCancellation = async (tx: Db, row: Row, now: Date, fallback: Locale) => {
  if (row.bookedFrom !== 'guest-portal') return;
  const [terms, locale, [guest], [lead]] = await Promise.all([
    cancellationTerms(tx, row, now),
    bookingLanguage(tx, row, fallback),
    row.bookedById ? tx.select({ email: resourceTables.users.email }).from(resourceTables.users).where(eq(resourceTables.users.id, row.bookedById)) : Promise.resolve([]),
    tx.select({ email: reservationGuests.email }).from(reservationGuests).where(eq(reservationGuests.reservationId, row.id)).orderBy(asc(reservationGuests.roomIndex)).limit(1),
  ]);
  const args = {
    bookingNo: row.bookingNo,
    name: row.reservationName,
    checkIn: formatDay(row.checkIn, locale),
    daysBefore: Math.max(0, terms.daysBefore),
    total: formatMoney(terms.total),
    paid: formatMoney(terms.paid),
    fee: formatMoney(terms.policyFee),
    kept: formatMoney(terms.fee),
    feePercent: terms.tier.feePercent,
    refund: formatMoney(terms.refund),
  };
  const recipients = new Set([guest?.email, lead?.email].filter((to): to is string => Boolean(to)).map(String));
  for (const to of recipients) await enqueueEmail(tx, { to, template: 'booking-cancelled', locale, args, reservationId: row.id }, now);
};
