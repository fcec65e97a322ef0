import { z } from '@hono/zod-openapi';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { stayReviews } from '../../db/agentTables';
import { reservations } from '../../db/bookingTables';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import { writeAudit } from '../audit/audit';
import { pgErrorOf, UNIQUE_VIOLATION } from '../crud/dbErrors';
import type { ReservationStatus } from '../booking/transitions';
import type { Actor } from '../http/env';
import { ApiError, badRequest, conflict, notFound } from '../http/errors';

const r = reservations;
const sr = stayReviews;
const { users, tour_packages: packages } = resourceTables;

/** A stay is reviewed once its guests have checked out: the check-out transition's status. */
export const REVIEWABLE_STATUS: ReservationStatus = 'Completed';
/** Its author may rewrite a review for this many days after writing it; then it stands as written. */
export const REVIEW_EDIT_DAYS = 30;
const COMMENT_MAX = 2000;

const rating = z.number({ error: 'app.portalProfile.reviews.errors.rating' }).int({ error: 'app.portalProfile.reviews.errors.rating' }).min(1, { error: 'app.portalProfile.reviews.errors.rating' }).max(5, { error: 'app.portalProfile.reviews.errors.rating' });
const comment = z
  .string({ error: 'app.portalProfile.reviews.errors.comment' })
  .trim()
  .min(1, { error: 'app.portalProfile.reviews.errors.comment' })
  .max(COMMENT_MAX, { error: 'app.portalProfile.reviews.errors.comment_length' });

export const reviewBody = z.object({ rating, comment });
export const newReviewBody = reviewBody.extend({ reservationId: z.uuid({ error: 'app.validation.reference' }) });

const reviewColumns = { id: sr.id, authorId: sr.authorId, rating: sr.rating, comment: sr.comment, createdAt: sr.createdAt, updatedAt: sr.updatedAt };
const stayColumns = { id: r.id, bookingNo: r.bookingNo, reservationName: r.reservationName, checkIn: r.checkIn, checkOut: r.checkOut, nights: r.nights };

const editableUntil = (createdAt: Date) => new Date(createdAt.getTime() + REVIEW_EDIT_DAYS * 86_400_000);

/** A review as read by `readerId`: only its author may still change it, and only within its window. */
const describeReview = (row: { id: string; authorId: string; rating: number; comment: string; createdAt: Date; updatedAt: Date }, readerId: string, now: Date) => {
  const until = editableUntil(row.createdAt);
  return {
    id: row.id,
    mine: row.authorId === readerId,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    editableUntil: until.toISOString(),
    editable: row.authorId === readerId && now < until,
  };
};

export type StayReview = ReturnType<typeof describeReview>;

const describeStay = (row: { id: string; bookingNo: string; reservationName: string; checkIn: string; checkOut: string; nights: number }, packageName: unknown) => ({
  id: row.id,
  bookingNo: row.bookingNo,
  reservationName: row.reservationName,
  checkIn: row.checkIn,
  checkOut: row.checkOut,
  nights: row.nights,
  packageName: packageName === null || packageName === undefined ? null : String(packageName),
});

const reviewable = (accountId: string) => and(eq(r.ownerId, accountId), eq(r.status, REVIEWABLE_STATUS));

/**
 * The checked-out stays of the agent's account (an agency member sees its agency's bookings), the latest
 * check-out first, each with its review or none yet (the Reviews tab: what was written and what can still be).
 */
export const ownStays = async (db: Db, actor: Pick<Actor, 'id' | 'accountId'>, now: Date, range: { start: number; end: number }) => {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ stay: stayColumns, packageName: packages.name, review: reviewColumns })
      .from(r)
      .leftJoin(packages, eq(packages.id, r.packageId))
      .leftJoin(sr, eq(sr.reservationId, r.id))
      .where(reviewable(actor.accountId))
      .orderBy(desc(r.checkOut), desc(r.bookingNo))
      .offset(range.start)
      .limit(range.end - range.start + 1),
    db.select({ total: count() }).from(r).where(reviewable(actor.accountId)),
  ]);
  return {
    stays: rows.map((row) => ({ reservation: describeStay(row.stay, row.packageName), review: row.review ? describeReview(row.review, actor.id, now) : null })),
    total,
  };
};

const reviewOf = async (db: Db, id: string, readerId: string, now: Date) => {
  const [row] = await db.select(reviewColumns).from(sr).where(eq(sr.id, id)).limit(1);
  return describeReview(row, readerId, now);
};

/**
 * Writes the review of a checked-out stay of the agent's account. Another agent's booking is not found (404); one not
 * checked out yet is refused on `reservationId` (400); a second review of one stay is a conflict (409,
 * also when two arrive at once: the unique index decides).
 */
export const createReview = async (db: Db, actor: Actor, body: z.infer<typeof newReviewBody>, now: Date, ip: string) => {
  try {
    return await db.transaction(async (tx) => {
      const [stay] = await tx.select({ ownerId: r.ownerId, status: r.status }).from(r).where(eq(r.id, body.reservationId)).limit(1);
      if (!stay || stay.ownerId !== actor.accountId) throw notFound('app.errors.not_found');
      if (stay.status !== REVIEWABLE_STATUS) throw badRequest('app.errors.bad_request', { reservationId: 'app.portalProfile.reviews.errors.not_checked_out' });
      const [existing] = await tx.select({ id: sr.id }).from(sr).where(eq(sr.reservationId, body.reservationId)).limit(1);
      if (existing) throw conflict('app.portalProfile.reviews.errors.already_reviewed', { reservationId: 'app.portalProfile.reviews.errors.already_reviewed' });
      const [row] = await tx
        .insert(sr)
        .values({ reservationId: body.reservationId, authorId: actor.id, rating: body.rating, comment: body.comment, createdAt: now, updatedAt: now })
        .returning(reviewColumns);
      await writeAudit(tx, { actor, action: 'create', resource: 'stay-reviews', recordId: row.id, after: { reservationId: body.reservationId, rating: row.rating, comment: row.comment }, ip }, now);
      return describeReview(row, actor.id, now);
    });
  } catch (e) {
    if (!(e instanceof ApiError) && pgErrorOf(e)?.code === UNIQUE_VIOLATION) throw conflict('app.portalProfile.reviews.errors.already_reviewed', { reservationId: 'app.portalProfile.reviews.errors.already_reviewed' });
    throw e;
  }
};

/** Rewrites an own review within its edit window (after it: 409); anyone else's is not found. */
export const updateReview = (db: Db, actor: Actor, id: string, body: z.infer<typeof reviewBody>, now: Date, ip: string) =>
  db.transaction(async (tx) => {
    const [before] = await tx.select(reviewColumns).from(sr).where(and(eq(sr.id, id), eq(sr.authorId, actor.id))).for('update').limit(1);
    if (!before) throw notFound('app.errors.not_found');
    if (now >= editableUntil(before.createdAt)) throw conflict('app.portalProfile.reviews.errors.locked', { comment: 'app.portalProfile.reviews.errors.locked' });
    await tx.update(sr).set({ rating: body.rating, comment: body.comment, updatedAt: now }).where(eq(sr.id, id));
    await writeAudit(tx, { actor, action: 'update', resource: 'stay-reviews', recordId: id, before: { rating: before.rating, comment: before.comment }, after: body, ip }, now);
    return reviewOf(tx, id, actor.id, now);
  });

/** Filters of the staff list. */
export const staffReviewFilter = z.object({
  reservationId: z.uuid({ error: 'app.validation.reference' }).optional(),
  authorId: z.uuid({ error: 'app.validation.reference' }).optional(),
  rating: z.number().int().min(1).max(5).optional(),
});

/** Every review for staff, newest first, with its booking and its author. */
export const staffReviews = async (db: Db, filter: z.infer<typeof staffReviewFilter>, now: Date, range: { start: number; end: number }) => {
  const conditions: SQL[] = [];
  if (filter.reservationId) conditions.push(eq(sr.reservationId, filter.reservationId));
  if (filter.authorId) conditions.push(eq(sr.authorId, filter.authorId));
  if (filter.rating) conditions.push(eq(sr.rating, filter.rating));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        review: reviewColumns,
        stay: stayColumns,
        packageName: packages.name,
        authorId: users.id,
        authorFirstName: users.firstName,
        authorLastName: users.lastName,
        authorEmail: users.email,
        authorCompany: users.companyName,
      })
      .from(sr)
      .innerJoin(r, eq(r.id, sr.reservationId))
      .leftJoin(packages, eq(packages.id, r.packageId))
      .innerJoin(users, eq(users.id, sr.authorId))
      .where(where)
      .orderBy(desc(sr.createdAt), desc(sr.id))
      .offset(range.start)
      .limit(range.end - range.start + 1),
    db.select({ total: count() }).from(sr).where(where),
  ]);
  const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
  return {
    reviews: rows.map((row) => ({
      ...describeReview(row.review, '', now),
      reservation: describeStay(row.stay, row.packageName),
      author: { id: String(row.authorId), name: `${String(row.authorFirstName)} ${String(row.authorLastName)}`.trim(), email: String(row.authorEmail), companyName: text(row.authorCompany) },
    })),
    total,
  };
};
