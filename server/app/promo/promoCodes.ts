import { and, eq, inArray, sql } from 'drizzle-orm';
import { marksBetween } from '../calendar/calendarDays';
import type { CalendarDayKind } from '../../db/calendarTables';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import { promoCodeUses, voucherPurchases } from '../../db/moneyTables';
import type { Actor } from '../http/env';
import { ApiError } from '../http/errors';
import { addonLines } from '../pricing/addons';
import { weekdayOf, withinDates } from '../pricing/nights';
import type { AddonRequest, Weekday } from '../pricing/types';
import { resortToday } from '../settings/resortZone';

const t = resourceTables;

/**
 * The resort's own calendar: "today" for a promo code's expiry and booking period is the date at the resort
 * (its `booking.timeZone` setting), not in UTC, so a code that expires on the 21st still works at 07:00 on the
 * 21st resort time and no longer at 01:00 on the 22nd.
 */
export { resortTimeOfDay, resortToday } from '../settings/resortZone';

/** The excluded periods a code may name (the choices of `promo-codes.excludedPeriods`). */
export type ExcludedPeriod = 'weekends' | 'peak' | 'super-peak' | 'custom';

/**
 * Decision: a "weekend" check-in is a Friday or Saturday night, the nights the resort's weekend
 * supplement is charged for (Terengganu's weekend is Friday and Saturday).
 */
export const WEEKEND_NIGHTS: readonly Weekday[] = ['fri', 'sat'];

/** A promo code as the domain reads it. */
export interface PromoCode {
  id: string;
  code: string;
  numberOfUses: number;
  usedCount: number;
  maxPax: number | null;
  expiryDate: string;
  bookingFrom: string | null;
  bookingTo: string | null;
  checkInFrom: string | null;
  checkInTo: string | null;
  excludedPeriods: ExcludedPeriod[];
  voucherType: string;
  /** Sen. */
  cashDiscount: number;
  freeAddonIds: string[];
  packageIds: string[];
  roomTypeIds: string[];
  isPublic: boolean;
  active: boolean;
}

/** Who asks to use a code. */
export type PromoCaller = Pick<Actor, 'accountId' | 'kind'>;

/** The stay a code would be used on; without one only the stay-independent rules are checked. */
export interface PromoStay {
  checkIn: string;
  packageId: string;
  roomTypeIds: string[];
  /** Every guest of every room, infants included (as a package's max pax counts them). */
  pax: number;
}

export interface PromoContext {
  caller: PromoCaller;
  now: Date;
  /** The resort's time zone (the `booking.timeZone` setting): whose "today" a code's expiry is checked against. */
  zone: string;
  stay?: PromoStay;
}

/** Why a code cannot be used: a message key under `app.promo` and its arguments. */
export interface PromoFailure {
  key: `app.promo.${string}`;
  args?: Record<string, string | number>;
}

const asStrings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const asDate = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

const toPromoCode = (row: Record<string, unknown>): PromoCode => ({
  id: row.id as string,
  code: row.code as string,
  numberOfUses: Number(row.numberOfUses),
  usedCount: Number(row.usedCount ?? 0),
  maxPax: row.maxPax === null || row.maxPax === undefined ? null : Number(row.maxPax),
  expiryDate: row.expiryDate as string,
  bookingFrom: asDate(row.bookingFrom),
  bookingTo: asDate(row.bookingTo),
  checkInFrom: asDate(row.checkInFrom),
  checkInTo: asDate(row.checkInTo),
  excludedPeriods: asStrings(row.excludedPeriods) as ExcludedPeriod[],
  voucherType: String(row.voucherType ?? 'cash'),
  cashDiscount: Number(row.cashDiscount ?? 0),
  freeAddonIds: asStrings(row.freeAddonIds),
  packageIds: asStrings(row.packageIds),
  roomTypeIds: asStrings(row.roomTypeIds),
  isPublic: Boolean(row.isPublic),
  active: Boolean(row.active),
});

/** A code by its text, whatever its case (codes are unique case-insensitively); active or not. */
export const codeByText = async (db: Db, code: string): Promise<PromoCode | null> => {
  const [row] = await db
    .select()
    .from(t.promo_codes)
    .where(sql`lower(${t.promo_codes.code}) = lower(${code.trim()})`)
    .limit(1);
  return row ? toPromoCode(row as Record<string, unknown>) : null;
};

/**
 * Decision: a non-public code is used by staff, or by the account that bought it (a `bought` voucher
 * purchase of its account, so any member of an agency may use it); an agent who may not is told to
 * contact the provider, a guest is told no such code exists (see `checkCode`).
 */
const mayUsePrivate = async (db: Db, code: PromoCode, caller: PromoCaller) => {
  if (caller.kind === 'staff') return true;
  const [bought] = await db
    .select({ id: voucherPurchases.id })
    .from(voucherPurchases)
    .where(and(eq(voucherPurchases.promoCodeId, code.id), eq(voucherPurchases.agentId, caller.accountId), eq(voucherPurchases.status, 'bought')))
    .limit(1);
  return Boolean(bought);
};

const SEASON_KINDS: Partial<Record<ExcludedPeriod, string>> = { peak: 'peak', 'super-peak': 'super-peak', custom: 'custom' };

/**
 * The excluded season the check-in night falls in, if any. Decision: peak, super-peak and custom
 * periods are the resort's active surcharges of that kind (`sur-charges`, the only season data there
 * is): the check-in night is in one when it lies within its dates and, if it names weekdays, on one of them.
 */
const excludedSeason = async (db: Db, excluded: readonly ExcludedPeriod[], checkIn: string): Promise<ExcludedPeriod | null> => {
  const kinds = excluded.flatMap((p) => (SEASON_KINDS[p] ? [SEASON_KINDS[p]] : []));
  if (!kinds.length) return null;
  const seasons = await db
    .select({ kind: t.sur_charges.kind, startDate: t.sur_charges.startDate, endDate: t.sur_charges.endDate, weekdays: t.sur_charges.weekdays, calendarDays: t.sur_charges.calendarDays })
    .from(t.sur_charges)
    .where(and(eq(t.sur_charges.active, true), inArray(t.sur_charges.kind, kinds)));
  const night = weekdayOf(checkIn);
  const hit = seasons.find((s) => {
    const weekdays = asStrings(s.weekdays);
    // One that follows the calendar is no season on its own beyond its weekdays: its marked days are checked apart.
    const everyNight = weekdays.length === 0 && !s.calendarDays;
    return withinDates(checkIn, asDate(s.startDate), asDate(s.endDate)) && (everyNight || weekdays.includes(night));
  });
  return hit ? (hit.kind as ExcludedPeriod) : null;
};

/** The excluded period a calendar mark stands for. */
const MARKED_PERIOD: Record<CalendarDayKind, ExcludedPeriod> = { weekend: 'weekends', peak: 'peak', 'super-peak': 'super-peak', custom: 'custom' };

const EXCLUDED_KEYS: Record<ExcludedPeriod, PromoFailure['key']> = {
  weekends: 'app.promo.excluded_weekends',
  peak: 'app.promo.excluded_peak',
  'super-peak': 'app.promo.excluded_super_peak',
  custom: 'app.promo.excluded_custom',
};

/**
 * A date window's refusal naming its dates (`<key>` from–to, `<key>_from`, `<key>_until`): the agent
 * learns which rule and what would pass. Dates are ISO days, worded in the reader's format.
 */
const windowFailure = (key: 'booking_period' | 'check_in_period', from: string | null, to: string | null): PromoFailure => {
  if (from && to) return { key: `app.promo.${key}`, args: { from, to } };
  return from ? { key: `app.promo.${key}_from`, args: { from } } : { key: `app.promo.${key}_until`, args: { to: to ?? '' } };
};

/** The names of the records a code is limited to, for its refusal ("only for the package …"). */
const namesOf = async (db: Db, table: typeof t.tour_packages | typeof t.room_types, ids: string[]) => {
  const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids));
  return { names: rows.map((r) => String(r.name)).sort().join(', '), smart_count: rows.length };
};

/** Checks a stay against a code's stay rules: check-in period, excluded periods, packages, room types, party. */
const stayFailure = async (db: Db, code: PromoCode, stay: PromoStay): Promise<PromoFailure | null> => {
  if (!withinDates(stay.checkIn, code.checkInFrom, code.checkInTo)) return windowFailure('check_in_period', code.checkInFrom, code.checkInTo);
  // A day staff marked on the resort calendar counts as its kind (a holiday eve marked weekend is a weekend).
  const mark = code.excludedPeriods.length ? (await marksBetween(db, stay.checkIn, stay.checkIn)).get(stay.checkIn) : undefined;
  const markedAs = mark ? MARKED_PERIOD[mark.kind] : undefined;
  if (markedAs && code.excludedPeriods.includes(markedAs)) return { key: EXCLUDED_KEYS[markedAs] };
  if (code.excludedPeriods.includes('weekends') && WEEKEND_NIGHTS.includes(weekdayOf(stay.checkIn))) return { key: EXCLUDED_KEYS.weekends };
  const season = await excludedSeason(db, code.excludedPeriods, stay.checkIn);
  if (season) return { key: EXCLUDED_KEYS[season] };
  if (code.packageIds.length && !code.packageIds.includes(stay.packageId)) return { key: 'app.promo.package', args: await namesOf(db, t.tour_packages, code.packageIds) };
  if (code.roomTypeIds.length && stay.roomTypeIds.some((id) => !code.roomTypeIds.includes(id))) return { key: 'app.promo.room_type', args: await namesOf(db, t.room_types, code.roomTypeIds) };
  if (code.maxPax !== null && stay.pax > code.maxPax) return { key: 'app.promo.max_pax', args: { max: code.maxPax } };
  return null;
};

/**
 * Checks every rule of a code in a fixed order and answers the code (or null when there is no such
 * active code) with the first rule it breaks. Who may not use a private code learns nothing more.
 */
export const checkCode = async (db: Db, text: string, context: PromoContext): Promise<{ code: PromoCode | null; failure: PromoFailure | null }> => {
  const code = await codeByText(db, text);
  if (!code || !code.active) return { code: null, failure: { key: 'app.promo.not_found' } };
  // Guests pay public prices: an agent-only code they may not use is, to them, a code that does not exist.
  if (context.caller.kind === 'guest' && !code.isPublic && !(await mayUsePrivate(db, code, context.caller))) return { code: null, failure: { key: 'app.promo.not_found' } };
  const failure = await codeFailure(db, code, context);
  return { code, failure };
};

const codeFailure = async (db: Db, code: PromoCode, { caller, now, zone, stay }: PromoContext): Promise<PromoFailure | null> => {
  if (!code.isPublic && !(await mayUsePrivate(db, code, caller))) return { key: 'app.promo.contact_provider' };
  const today = resortToday(now, zone);
  if (code.expiryDate < today) return { key: 'app.promo.expired', args: { date: code.expiryDate } };
  if (code.usedCount >= code.numberOfUses) return { key: 'app.promo.used_up' };
  if (!withinDates(today, code.bookingFrom, code.bookingTo)) return windowFailure('booking_period', code.bookingFrom, code.bookingTo);
  return stay ? stayFailure(db, code, stay) : null;
};

/**
 * The error a broken rule answers, on the `promoCode` field: 409 `promo_code_used_up` when no use is
 * left (the state may change; the booking's redemption answers the same), 400 otherwise.
 */
export const promoError = (failure: PromoFailure) =>
  failure.key === 'app.promo.used_up'
    ? new ApiError(409, 'promo_code_used_up', failure.key, { promoCode: failure.key })
    : new ApiError(400, 'validation', failure.key, { promoCode: failure.key }, { args: failure.args });

/** The code when every rule holds for this caller, today and this stay; otherwise throws `promoError`. */
export const findUsableCode = async (db: Db, text: string, context: PromoContext): Promise<PromoCode> => {
  const { code, failure } = await checkCode(db, text, context);
  if (failure || !code) throw promoError(failure ?? { key: 'app.promo.not_found' });
  return code;
};

/**
 * What a code takes off a quote, in sen: its cash discount plus, decision, the price of each add-on
 * the booking includes that the code makes free (the add-on stays on the bill and the discount line
 * credits it; a code never adds add-ons the guest did not choose). The quote caps it at the subtotal.
 */
export const discountOf = (code: PromoCode, addons: readonly AddonRequest[]) => {
  const free = addons.filter((a) => code.freeAddonIds.includes(a.id));
  return code.cashDiscount + addonLines(free).reduce((sum, l) => sum + l.total, 0);
};

/**
 * Takes one use of a code for a booking, inside the booking's transaction: one conditional update
 * (a use is taken only while one is left, so parallel bookings can never take more than there are)
 * and the use's row. No use left answers 409 `promo_code_used_up`, and the caller's transaction rolls back.
 */
export const redeemCode = async (tx: Db, use: { promoCodeId: string; reservationId: string; pax: number; discount: number }, now: Date) => {
  const taken = (await tx.execute(sql`
    UPDATE promo_codes SET used_count = coalesce(used_count, 0) + 1, updated_at = ${now.toISOString()}::timestamptz
     WHERE id = ${use.promoCodeId} AND active AND coalesce(used_count, 0) < number_of_uses
    RETURNING id`)) as { rows: { id: string }[] };
  if (!taken.rows.length) throw promoError({ key: 'app.promo.used_up' });
  await tx.insert(promoCodeUses).values({ promoCodeId: use.promoCodeId, reservationId: use.reservationId, pax: use.pax, discount: use.discount, usedAt: now });
};

/** Gives back the codes' uses of reservations that were cancelled or expired (each use once). */
export const releaseCodes = async (tx: Db, reservationIds: readonly string[], now: Date) => {
  if (!reservationIds.length) return;
  await tx.execute(sql`
    WITH released AS (
      UPDATE promo_code_uses SET released_at = ${now.toISOString()}::timestamptz
       WHERE reservation_id = ANY(${`{${reservationIds.join(',')}}`}::uuid[]) AND released_at IS NULL
      RETURNING promo_code_id)
    UPDATE promo_codes p SET used_count = greatest(coalesce(p.used_count, 0) - r.n, 0), updated_at = ${now.toISOString()}::timestamptz
      FROM (SELECT promo_code_id, count(*)::int AS n FROM released GROUP BY promo_code_id) r
     WHERE p.id = r.promo_code_id`);
};
