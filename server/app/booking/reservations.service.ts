import { formatMoney } from '../../../i18n/formatMoney';
import { formatDay, formatMoment } from '../../../i18n/dateFormat';
import { bookingLanguage } from '../email/guestLanguage';
import type { Locale } from '../../../i18n/types';
import { wordEmail } from '../email/outbox';
import { creditCommissions, reverseCommissions } from '../payments/commissions.service';
import { readSetting, settingOf } from '../settings/settings';
import { requireDeskTime } from './deskRules';
import { z } from '@hono/zod-openapi';
import { and, eq, gt, isNotNull, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeAndCommit } from '../../db/commitTogether';
import { compiledStatement, rowPlaceholders, rowValues } from '../../db/prepared';
import { refusalOf } from '../crud/dbErrors';
import { reservationGuests, reservations, roomAllocations, roomHolds } from '../../db/bookingTables';
import { writeAudit } from '../audit/audit';
import type { BookingRules } from '../settings/settings';
import type { Actor } from '../http/env';
import { ApiError, badRequest, notFound } from '../http/errors';
import { requireOfferedBedType } from './bedTypes';
import { guestAgeErrors } from './guestAges';
import { transportLegErrors, tripsOf } from './transportLegs';
import { guestSchema } from './guests';
import { cutOffDateOf, FOOD_NOTES_MAX_LENGTH, requirePartyWithin, MAX_GUESTS_PER_BOOKING, MAX_ROOMS_PER_BOOKING } from './bookingLimits';
import { requireBookableCheckIn } from './bookingWindow';
import { priceStayWithCode } from './pricing.service';
import { redeemCode, releaseCodes, resortToday } from '../promo/promoCodes';
import { quoteRequest } from './quoteInput';
import { optionNotCovering, optionOf } from './packageOption';
import { readBookingChecks } from './bookingChecks';
import { bookingPartyOf } from './bookingFor';
import { allowed, TRANSITIONS, type TransitionName } from './transitions';
import { markReservationRoomsDirty } from '../roomBoard/housekeeping';
import { mayReach } from './reservationScope';

const count = z.number().int().min(0).max(20);

/** `POST /agent-reservations`: a held set of rooms becomes a reservation. */
export const reservationBody = z.object({
  holdId: z.uuid(),
  packageId: z.uuid(),
  /** The package option chosen (one of the package's periods, holding the check-in); the server finds it when left out. */
  packagePeriodId: z.uuid().optional(),
  rooms: z
    .array(z.object({ roomId: z.uuid(), adults: count, children: count, toddlers: count, infants: count, foreignGuests: z.boolean().default(false) }))
    .min(1)
    .max(MAX_ROOMS_PER_BOOKING),
  guests: z.array(guestSchema).min(1).max(MAX_GUESTS_PER_BOOKING),
  reservationName: z.string().trim().max(120).optional(),
  /** One of the booked room types' bed combinations (spec section 5: required). */
  bedType: z.string({ error: 'ra.validation.required' }).trim().min(1, { error: 'ra.validation.required' }).max(40),
  /** "How did you find us" (spec section 5: required). */
  leadSourceId: z.uuid({ error: 'ra.validation.required' }),
  specialRequests: z.string().trim().optional(),
  foodNotes: z.string().trim().max(FOOD_NOTES_MAX_LENGTH).optional(),
  addons: quoteRequest.shape.addons,
  transport: quoteRequest.shape.transport,
  selectedChargeIds: quoteRequest.shape.selectedChargeIds,
  /** A promo code: checked like the quote's, and one of its uses taken by the booking. */
  promoCode: quoteRequest.shape.promoCode,
  /** Staff only: book on behalf of this agency (it owns the booking; its rates, codes and commission apply). */
  agencyId: quoteRequest.shape.agencyId,
});
export type ReservationBody = z.infer<typeof reservationBody>;

const holdExpired = () => new ApiError(409, 'hold_expired', 'app.booking.hold_expired');

// The reasons the booking's last statement gives `booking_refused` (migration 0039).
const PACKAGE_SOLD_OUT = 'package_sold_out';
const HOLD_EXPIRED = 'hold_expired';

const packageSoldOut = () => new ApiError(409, 'package_sold_out', 'app.booking.package_sold_out', { packageId: 'app.booking.package_sold_out' });

/** An e-mail worded before the booking had its number: `provisional` stands where the number goes. */
interface WordedEmail {
  to: string;
  template: string;
  subject: string;
  text: string;
}

/** What the booking's last statement writes besides the numbers: its rooms and its audit entry. */
type BookingCommit = {
  id: string;
  provisional: string;
  packageId: string;
  /** The e-mails as JSON (worded with `provisional` where the number goes). */
  emails: string;
  now: string;
  bookingCounter: string;
  invoiceCounter: string;
  bookingPrefix: string;
  invoicePrefix: string;
  heldRooms: number;
  holdId: string;
  paymentDeadline: string;
  actorId: string;
  actorEmail: string;
  audited: string;
  ip: string | null;
  soldOut: string;
  holdLost: string;
};

/**
 * Gives a reservation its booking and invoice numbers from gapless yearly counters, takes one of the
 * package's available bookings (its bought count goes up unless that reaches the available count, which
 * is 409 and rolls everything back), moves the held rooms to it (`heldRooms` rooms must move, or the hold
 * was lost and it is 409), writes its audit entry and queues its e-mails, worded with `provisional` where
 * the booking number goes. One statement, sent with the commit: the counter rows (every booking's) stay
 * locked only for the statement and the commit itself, so the statement makes its own checks
 * (`booking_refused`, migration 0039) and nothing follows it. The outbox is written in the booking's
 * transaction (no e-mail is lost or sent for a booking rolled back). The rooms' room-board copy of the
 * booking number follows it: the reservations trigger (migration 0027) runs after the statement and sees
 * the rooms moved by it. Compiled once (see compiledStatement).
 */
const bookingCommit = compiledStatement<BookingCommit>(
  'booking_commit',
  (v) => sql`
    WITH audit AS (
           INSERT INTO audit_log (actor_id, actor_email, action, resource, record_id, before, after, ip, created_at, updated_at)
           VALUES (${v.actorId}::uuid, ${v.actorEmail}, 'create', 'reservations', ${v.id}, NULL, ${v.audited}::jsonb, ${v.ip}, ${v.now}::timestamptz, ${v.now}::timestamptz)),
         moved AS (
           UPDATE room_allocations SET hold_id = NULL, reservation_id = ${v.id}::uuid, expires_at = ${v.paymentDeadline}::timestamptz
            WHERE hold_id = ${v.holdId}::uuid
           RETURNING room_id),
         b AS (INSERT INTO counters (name, value) VALUES (${v.bookingCounter}, 1) ON CONFLICT (name) DO UPDATE SET value = counters.value + 1 RETURNING value),
         i AS (INSERT INTO counters (name, value) VALUES (${v.invoiceCounter}, 1) ON CONFLICT (name) DO UPDATE SET value = counters.value + 1 RETURNING value),
         p AS (UPDATE tour_packages SET bought_count = coalesce(bought_count, 0) + 1
                WHERE id = ${v.packageId} AND (available_count IS NULL OR coalesce(bought_count, 0) < available_count)
               RETURNING id),
         n AS (SELECT ${v.bookingPrefix} || lpad((SELECT value FROM b)::text, 6, '0') AS booking_no,
                      ${v.invoicePrefix} || lpad((SELECT value FROM i)::text, 6, '0') AS invoice_no),
         mail AS (INSERT INTO email_outbox ("to", template, subject, text, reservation_id, status, created_at)
                  SELECT e."to", e.template, replace(e.subject, ${v.provisional}, n.booking_no), replace(e.text, ${v.provisional}, n.booking_no), ${v.id}::uuid, 'pending', ${v.now}::timestamptz
                    FROM n, jsonb_to_recordset(${v.emails}::jsonb) AS e("to" text, template text, subject text, text text))
    UPDATE reservations SET booking_no = n.booking_no, invoice_no = n.invoice_no FROM n
     WHERE id = ${v.id}
       AND CASE WHEN NOT EXISTS (SELECT 1 FROM p) THEN booking_refused(${v.soldOut})
                WHEN (SELECT count(*) FROM moved) <> ${v.heldRooms} THEN booking_refused(${v.holdLost})
                ELSE true END
    RETURNING reservations.booking_no, reservations.invoice_no`,
);

/** Runs the booking's last statement with the commit (see bookingCommit); a refusal is the same 409 as the checks before it. */
const assignNumbersAndCommit = async (db: Db, commit: Omit<BookingCommit, 'bookingCounter' | 'invoiceCounter' | 'bookingPrefix' | 'invoicePrefix' | 'soldOut' | 'holdLost'>, zone: string) => {
  // The resort's calendar year: a booking made at 00:30 on 1 January at the resort is numbered in the new year.
  const year = Number(resortToday(new Date(commit.now), zone).slice(0, 4));
  const values: BookingCommit = {
    ...commit,
    bookingCounter: `booking-${year}`,
    invoiceCounter: `invoice-${year}`,
    bookingPrefix: `PD${String(year).slice(2)}-`,
    invoicePrefix: `INV-${year}-`,
    soldOut: PACKAGE_SOLD_OUT,
    holdLost: HOLD_EXPIRED,
  };
  const rows = await executeAndCommit<{ booking_no: string; invoice_no: string }>(db, bookingCommit.statement(db, values)).catch((error: unknown) => {
    const reason = refusalOf(error);
    if (reason !== undefined) throw reason === PACKAGE_SOLD_OUT ? packageSoldOut() : holdExpired();
    throw error;
  });
  return { bookingNo: rows[0].booking_no, invoiceNo: rows[0].invoice_no };
};

/** Gives back the package bookings of reservations that were cancelled or expired. */
const releasePackages = async (db: Db, reservationIds: string[]) => {
  if (!reservationIds.length) return;
  await db.execute(sql`
    UPDATE tour_packages p SET bought_count = greatest(coalesce(p.bought_count, 0) - r.n, 0)
      FROM (SELECT package_id, count(*)::int AS n FROM reservations WHERE id = ANY(${`{${reservationIds.join(',')}}`}::uuid[]) AND package_id IS NOT NULL GROUP BY package_id) r
     WHERE p.id = r.package_id`);
};

type ReservationRow = typeof reservations.$inferSelect;
type GuestRow = typeof reservationGuests.$inferSelect;

const startStatements = new Map<number, ReturnType<typeof compileStart>>();

const compileStart = (reservation: ReservationRow, guests: GuestRow[]) =>
  compiledStatement<Record<string, unknown>>(
    `booking_start_${guests.length}`,
    (v, db) => sql`
      WITH ended AS (${db.update(roomHolds).set({ releasedAt: sql`${v.now}` }).where(and(eq(roomHolds.id, v.holdId), isNull(roomHolds.releasedAt), gt(roomHolds.expiresAt, v.now))).returning({ id: roomHolds.id }).getSQL()}),
           reservation AS (${db.insert(reservations).values(rowPlaceholders(reservation, 'r_')).getSQL()}),
           guests AS (${db.insert(reservationGuests).values(guests.map((guest, i) => rowPlaceholders(guest, `g${i}_`))).getSQL()})
      SELECT count(*)::int AS ended FROM ended`,
  );

/**
 * The statement that ends a hold under its row lock and writes the reservation and its guests, compiled
 * once per number of guests (at most MAX_GUESTS_PER_BOOKING): answers `ended` 1, or 0 when the hold was
 * released or expired meanwhile. Its values: `now`, `holdId` and the rows' (rowValues, prefixed `r_` and `g<i>_`).
 */
const startStatement = (reservation: ReservationRow, guests: GuestRow[]) => {
  let found = startStatements.get(guests.length);
  if (!found) startStatements.set(guests.length, (found = compileStart(reservation, guests)));
  return found;
};

/**
 * "Booking received" to whoever booked (agent, staff or guest), to the lead guest when an e-mail is known
 * (`others[0]`) and to the other addresses in `others`: what is due, by when the rooms are kept unpaid and
 * by when it must be paid in full. A guest who booked on the guest site, and its lead guest, read it in
 * the guest's language; everyone else in the request's. Worded here; queued by `assignNumbers`.
 */
const bookingReceivedEmails = (actor: Actor, r: typeof reservations.$inferSelect, option: string | null, others: (string | null | undefined)[], locale: Locale, guestLocale: Locale, timeZone: string): WordedEmail[] => {
  const argsIn = (lang: Locale) => ({
    bookingNo: r.bookingNo,
    name: r.reservationName,
    option: option ?? '–',
    checkIn: r.checkIn,
    checkOut: r.checkOut,
    total: formatMoney(Number(r.total)),
    due: formatMoney(Number(r.total)),
    deadline: r.paymentDeadline ? formatMoment(r.paymentDeadline, lang, timeZone) : '–',
    cutOff: formatDay(r.cutOffDate, lang),
  });
  const recipients = new Map<string, Locale>();
  for (const to of others.slice(1)) if (to) recipients.set(to, locale);
  if (others[0]) recipients.set(others[0], guestLocale);
  recipients.set(actor.email, actor.kind === 'guest' ? guestLocale : locale);
  return [...recipients].map(([to, lang]) => wordEmail({ to, template: 'booking-received', locale: lang, args: argsIn(lang) }));
};

/** What of the booking rules a new booking is held to (read before its transaction). */
export type CreateRules = BookingRules;

/**
 * A guest's booking made through an agent's booking link: the agent's account owns it (its portal lists it,
 * its commission follows at check-in) and is told of it, while the price stays the guest's (public rates).
 */
export interface Attribution {
  ownerId: string;
  email: string;
}

/**
 * Creates a reservation from the caller's live hold, priced by the server. The price is read before
 * the transaction (it only reads); the transaction ends the hold under its row lock first, so a hold that
 * ended or changed meanwhile answers 409 and nothing is written. `known`: the booking rules the request
 * already read (else read with the checks).
 */
export const createReservation = async (db: Db, actor: Actor, body: ReservationBody, now: Date, known: CreateRules | undefined, ip: string, locale: Locale = 'en', attribution?: Attribution) => {
  if (!body.guests[0]?.phones.length) throw badRequest('app.errors.bad_request', { 'guests.0.phones': 'app.validation.lead_guest_phone' });

  // Everything the checks need (and the booking rules unless known), in one statement (bookingChecks.ts),
  // and the transfers' trips when there are any.
  const [{ hold, bands, pkg, heldRooms, bedTypes, period, bookingSetting }, trips] = await Promise.all([
    readBookingChecks(db, { holdId: body.holdId, ownerId: actor.accountId, packageId: body.packageId, packagePeriodId: body.packagePeriodId, withBookingSetting: !known }),
    tripsOf(db, body.transport),
  ]);
  const rules = known ?? settingOf('booking', bookingSetting);
  if ((body.specialRequests?.length ?? 0) > rules.specialRequestMaxLength)
    throw badRequest('app.errors.bad_request', { specialRequests: 'ra.validation.maxLength' });
  if (!pkg) throw badRequest('app.errors.bad_request', { packageId: 'app.validation.reference' });
  requirePartyWithin(pkg.maxPax, body.rooms, 'rooms');
  if (pkg.availableCount !== null && Number(pkg.boughtCount ?? 0) >= Number(pkg.availableCount)) throw packageSoldOut();
  if (!hold) throw notFound('app.errors.not_found');
  if (hold.expiresAt <= now) throw holdExpired();
  // A hold taken before midnight may reach the booking after it: the check-in is judged again now.
  await requireBookableCheckIn(db, hold.checkIn, now, rules);
  requireOfferedBedType(bedTypes, body.bedType);
  const transferErrors = transportLegErrors(body.transport, trips, hold);
  if (transferErrors) throw badRequest('app.errors.bad_request', transferErrors);
  const ageErrors = guestAgeErrors(body.guests, body.rooms, bands);
  if (ageErrors) throw badRequest('app.errors.bad_request', ageErrors);
  const heldIds = new Set(heldRooms.map((a) => a.id));
  const askedIds = new Set(body.rooms.map((r) => r.roomId));
  if (heldIds.size !== askedIds.size || [...askedIds].some((id) => !heldIds.has(id))) throw badRequest('app.errors.bad_request', { rooms: 'app.booking.hold_expired' });

  const roomById = new Map(heldRooms.map((r) => [r.id, r]));
  for (const room of body.rooms) {
    const limits = roomById.get(room.roomId);
    const tooMany = !limits || room.adults > limits.maxAdults || room.children > limits.maxChildren || room.adults + room.children + room.toddlers > limits.maxPax;
    if (tooMany) throw badRequest('app.errors.bad_request', { rooms: 'app.booking.too_many_guests' });
  }

  // An option asked for must be one of the package's periods holding the check-in.
  if (body.packagePeriodId && !period) throw optionNotCovering();
  // The price and the guest's language in one round of parallel reads (the party reads nothing unless
  // staff book for an agency).
  const bookedFrom = actor.kind === 'staff' ? 'back-office' : actor.kind === 'agent' ? 'agent-portal' : 'guest-portal';
  const [{ party, quote, promo }, guestLocale] = await Promise.all([
    bookingPartyOf(db, actor, body.agencyId).then(async (party) => {
      const { quote, code } = await priceStayWithCode(
        db,
        {
          packageId: body.packageId,
          checkIn: hold.checkIn,
          checkOut: hold.checkOut,
          rooms: body.rooms.map((r) => ({ ...r, roomTypeId: roomById.get(r.roomId)?.roomTypeId as string })),
          addons: body.addons,
          transport: body.transport,
          selectedChargeIds: body.selectedChargeIds,
          promoCode: body.promoCode,
        },
        party.ownerId,
        { caller: party.caller, now, zone: rules.timeZone },
        rules,
      );
      return { party, quote, promo: code };
    }),
    bookingLanguage(db, { bookedFrom, bookedById: actor.id }, locale),
  ]);
  const ownerId = attribution?.ownerId ?? party.ownerId;

  // A booking taken at the desk (a phone guest paying by transfer) waits longer for its money than one made online.
  const unpaidMinutes = actor.kind === 'staff' ? Math.max(rules.paymentCountdownMinutes, rules.deskPaymentHours * 60) : rules.paymentCountdownMinutes;
  const paymentDeadline = new Date(now.getTime() + unpaidMinutes * 60_000);
  const sum = (pick: (r: ReservationBody['rooms'][number]) => number) => body.rooms.reduce((n, r) => n + pick(r), 0);

  const provisional = `pending-${crypto.randomUUID()}`;
  const option = optionOf(period, locale);
  // The reservation and its guests as the database stores them (their ids made here): the answer needs no read back.
  const reservation: typeof reservations.$inferSelect = {
    id: crypto.randomUUID(),
    bookingNo: provisional,
    invoiceNo: provisional,
    invoiceDate: resortToday(now, rules.timeZone),
    // The agency staff booked for, or whose link a guest came through, owns it (its portal lists it, its commission follows); else the caller's account.
    ownerId,
    bookedById: actor.id,
    bookedFrom,
    takenBy: actor.email,
    packageId: body.packageId,
    packagePeriodId: (period?.id as string | undefined) ?? null,
    reservationName: body.reservationName || body.guests[0].fullName,
    checkIn: hold.checkIn,
    checkOut: hold.checkOut,
    nights: quote.nights,
    rooms: body.rooms.length,
    adults: sum((r) => r.adults),
    children: sum((r) => r.children),
    toddlers: sum((r) => r.toddlers),
    infants: sum((r) => r.infants),
    status: 'Pending',
    paymentStatus: 'Pending',
    // Staff and guest bookings are approved at once (a guest pays the public rates up front); agent bookings wait in Awaiting Approvals.
    approvedAt: actor.kind === 'staff' || actor.kind === 'guest' ? now : null,
    approvedBy: actor.kind === 'staff' ? actor.id : null,
    paymentDeadline,
    cutOffDate: cutOffDateOf(hold.checkIn, now, rules),
    bedType: body.bedType,
    leadSourceId: body.leadSourceId,
    specialRequests: body.specialRequests ?? null,
    foodNotes: body.foodNotes ?? null,
    booking: { rooms: body.rooms, addons: body.addons, transport: body.transport, selectedChargeIds: body.selectedChargeIds },
    quote,
    total: quote.total,
    promoCode: promo?.code ?? null,
    checkedInAt: null,
    cancelledAt: null,
    reminderSentAt: null,
    createdAt: now,
    updatedAt: now,
  };
  const guests: (typeof reservationGuests.$inferSelect)[] = body.guests.map((g) => ({
    id: crypto.randomUUID(),
    reservationId: reservation.id,
    roomIndex: g.roomIndex,
    fullName: g.fullName,
    chineseName: g.chineseName ?? null,
    age: g.age,
    idNumber: g.idNumber,
    nonMalaysian: g.nonMalaysian,
    seniorCitizen: g.seniorCitizen,
    disabled: g.disabled,
    vegetarian: g.vegetarian,
    email: g.email || null,
    phones: g.phones,
    address: g.address ?? null,
    city: g.city ?? null,
    postcode: g.postcode ?? null,
    area: g.area ?? null,
    state: g.state ?? null,
    country: g.country,
    countryCode: g.countryCode ?? null,
  }));
  return db.transaction(async (tx) => {
    // Ends the hold under its row lock (a release, a room given back or an extension waits, or is waited
    // for and re-checked) and writes the reservation and its guests, in one statement; a hold released or
    // expired meanwhile is 409, and the rollback takes the reservation back.
    const [started] = await startStatement(reservation, guests).rows<{ ended: number }>(tx, {
      now: now.toISOString(),
      holdId: hold.id,
      ...rowValues(reservation, 'r_'),
      ...guests.reduce((values, guest, i) => Object.assign(values, rowValues(guest, `g${i}_`)), {}),
    });
    if (started.ended !== 1) throw holdExpired();
    if (promo) await redeemCode(tx, { promoCodeId: promo.id, reservationId: reservation.id, pax: sum((r) => r.adults + r.children + r.toddlers + r.infants), discount: quote.discount }, now);
    const emails = bookingReceivedEmails(actor, reservation, option?.name ?? null, [guests[0]?.email, party.agencyEmail, attribution?.email], locale, guestLocale, rules.timeZone);
    // The held rooms become the reservation's (they stay taken until the payment deadline unless paid or
    // confirmed), with the audit entry and the numbers: one statement.
    const after = JSON.stringify({ total: quote.total, ownerId });
    const numbers = await assignNumbersAndCommit(
      tx,
      {
        id: reservation.id,
        provisional,
        packageId: body.packageId,
        emails: JSON.stringify(emails),
        now: now.toISOString(),
        heldRooms: heldIds.size,
        holdId: hold.id,
        paymentDeadline: paymentDeadline.toISOString(),
        actorId: actor.id,
        actorEmail: actor.email,
        audited: after,
        ip,
      },
      rules.timeZone,
    );
    // Everything the answer shows is at hand: no second read after the commit.
    const rooms = heldRooms.map((r) => ({ id: r.id, roomNumber: r.roomNumber, code: r.code }));
    return { row: { ...reservation, ...numbers }, guests, rooms, option };
  });
};

/**
 * Expires every unpaid reservation whose payment deadline has passed and frees its rooms. Runs at
 * start-up, on a timer and before reservations are read, so a deadline that passed while the server
 * was down is honoured too (availability already ignores the rooms from the deadline on).
 */
export const expireOverdue = async (db: Db, now: Date) =>
  db.transaction(async (tx) => {
    const expired = await tx
      .update(reservations)
      .set({ status: TRANSITIONS.expire.to, updatedAt: now })
      .where(and(eq(reservations.status, 'Pending'), eq(reservations.paymentStatus, 'Pending'), lte(reservations.paymentDeadline, now)))
      .returning({ id: reservations.id });
    if (expired.length) await tx.delete(roomAllocations).where(inArray(roomAllocations.reservationId, expired.map((r) => r.id)));
    await releasePackages(tx, expired.map((r) => r.id));
    await releaseCodes(tx, expired.map((r) => r.id), now);
    return expired.length;
  });

/**
 * Moves a reservation along the transition table; anything else answers 409 and changes nothing. The
 * desk's actions also wait for their day (deskRules.ts): an early check-in or check-out, or an undo
 * after its day, is 409 too. `then` runs in the same transaction once the status moved (a guest's e-mail).
 */
export const transition = async (db: Db, actor: Actor, id: string, name: TransitionName, now: Date, ip: string, locale: Locale = 'en', then?: (tx: Db, updated: typeof reservations.$inferSelect) => Promise<void>) =>
  db.transaction(async (tx) => {
    const [existing] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
    if (!existing || !mayReach(actor, existing)) throw notFound('app.errors.not_found');
    const rule = TRANSITIONS[name];
    if (!allowed(name, existing.status) || (name === 'confirm' && !existing.approvedAt))
      throw new ApiError(409, 'illegal_transition', 'app.booking.reservation_not_allowed');
    if (name === 'check-in' || name === 'check-out' || name === 'undo-check-in') requireDeskTime(name, existing, now, await readSetting(tx, 'booking'), locale);
    const checkedInAt = name === 'check-in' ? { checkedInAt: now } : name === 'undo-check-in' ? { checkedInAt: null } : {};
    const [updated] = await tx
      .update(reservations)
      .set({ status: rule.to, updatedAt: now, ...checkedInAt, ...(name === 'cancel' ? { cancelledAt: now } : {}), ...('keepsRooms' in rule ? { paymentDeadline: null } : {}) })
      .where(eq(reservations.id, id))
      .returning();
    if ('releasesRooms' in rule) {
      await tx.delete(roomAllocations).where(eq(roomAllocations.reservationId, id));
      await releasePackages(tx, [id]);
      await releaseCodes(tx, [id], now);
    }
    if ('keepsRooms' in rule) await tx.update(roomAllocations).set({ expiresAt: null }).where(eq(roomAllocations.reservationId, id));
    // Commission is earned when the guests arrive (spec section 4), once per booking.
    if (name === 'check-in') await creditCommissions(tx, id, now);
    // Undone, the check-in never earned them: reversed as a full refund reverses them (what the wallet holds).
    if (name === 'undo-check-in') await reverseCommissions(tx, id, now);
    // Guests gone, the rooms need housekeeping before the next arrival.
    if (name === 'check-out') await markReservationRoomsDirty(tx, id, actor.id, now);
    if (then) await then(tx, updated);
    await writeAudit(tx, { actor, action: 'update', resource: 'reservations', recordId: id, before: { status: existing.status }, after: { status: rule.to, transition: name }, ip }, now);
    return updated;
  });

/**
 * Confirms a Pending reservation that is approved and has money on it: it becomes Upcoming and its
 * rooms are kept for good (no payment deadline). Anything else is left as it is.
 */
export const confirmPaid = async (tx: Db, id: string, now: Date) => {
  const [confirmed] = await tx
    .update(reservations)
    .set({ status: TRANSITIONS.confirm.to, paymentDeadline: null, updatedAt: now })
    .where(and(eq(reservations.id, id), eq(reservations.status, 'Pending'), isNotNull(reservations.approvedAt)))
    .returning();
  if (confirmed) await tx.update(roomAllocations).set({ expiresAt: null }).where(eq(roomAllocations.reservationId, id));
  return confirmed;
};

/** Staff approve an agent's booking (it leaves Awaiting Approvals). */
export const approve = async (db: Db, actor: Actor, id: string, now: Date, ip: string) =>
  db.transaction(async (tx) => {
    const [updated] = await tx
      .update(reservations)
      .set({ approvedAt: now, approvedBy: actor.id, updatedAt: now })
      .where(and(eq(reservations.id, id), isNull(reservations.approvedAt), eq(reservations.status, 'Pending')))
      .returning();
    if (!updated) throw new ApiError(409, 'illegal_transition', 'app.booking.reservation_not_allowed');
    await writeAudit(tx, { actor, action: 'update', resource: 'reservations', recordId: id, after: { approved: true }, ip }, now);
    // Money already received guarantees the stay: an approved booking with payments is confirmed.
    if (updated.paymentStatus === 'Partial' || updated.paymentStatus === 'FullyPaid') return (await confirmPaid(tx, id, now)) ?? updated;
    return updated;
  });

