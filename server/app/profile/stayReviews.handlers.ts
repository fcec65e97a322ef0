import type { Context } from 'hono';
import { contentRange, parseFilter, parseRange } from '../crud/listQuery';
import type { AppEnv } from '../http/env';
import { clientIp, pathId, readBody } from '../http/middleware';
import { createReview, newReviewBody, ownStays, reviewBody, staffReviewFilter, staffReviews, updateReview } from './stayReviews.service';

type Ctx = Context<AppEnv>;
const db = (c: Ctx) => c.get('deps').database.db;
const now = (c: Ctx) => c.get('deps').clock.now();

/** `GET /stay-reviews?range=[0,9]`: `{stays: [{reservation, review}], total}`, the agent's checked-out stays. */
export const ownReviews = async (c: Ctx) => {
  const range = parseRange(c.req.query('range'), 10);
  const result = await ownStays(db(c), c.get('actor'), now(c), range);
  c.header('Content-Range', contentRange('stay-reviews', range, result.stays.length, result.total));
  return c.json(result);
};

/** `POST /stay-reviews {reservationId, rating, comment}`: 201 with the review. */
export const addReview = async (c: Ctx) => c.json(await createReview(db(c), c.get('actor'), await readBody(c, newReviewBody), now(c), clientIp(c)), 201);

/** `PUT /stay-reviews/:id {rating, comment}`: the review rewritten, within its edit window. */
export const editReview = async (c: Ctx) => {
  const id = pathId(c.req.param('id'));
  return c.json(await updateReview(db(c), c.get('actor'), id, await readBody(c, reviewBody), now(c), clientIp(c)));
};

/** `GET /api/admin/stay-reviews?filter={reservationId, authorId, rating}&range=`: `{reviews, total}`. */
export const listForStaff = async (c: Ctx) => {
  const range = parseRange(c.req.query('range'), 10);
  const filter = parseFilter(c.req.query('filter'), staffReviewFilter);
  const result = await staffReviews(db(c), filter, now(c), range);
  c.header('Content-Range', contentRange('stay-reviews', range, result.reviews.length, result.total));
  return c.json(result);
};
