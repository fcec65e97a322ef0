import { guestBookingLink, referralLink } from '../agent/banners.routes';
import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { resourceTables } from '../../db/generated';
import type { AppEnv } from '../http/env';
import { badRequest } from '../http/errors';
import { idempotently } from '../http/idempotency';
import { clientIp, pathId, readBody } from '../http/middleware';
import { myCommissions, yearlyPayout } from './commissions.service';
import { refund, refundPreview } from './refunds.service';

type Ctx = Context<AppEnv>;
const db = (c: Ctx) => c.get('deps').database.db;

const yearOf = (c: Ctx) => {
  const year = Number(c.req.param('year') ?? c.req.query('year') ?? c.get('deps').clock.now().getUTCFullYear());
  if (!Number.isInteger(year) || year < 2000 || year > 2100) throw badRequest('app.errors.bad_request', { year: 'app.commissions.invalid_year' });
  return year;
};

/** `GET /my-commission`: the agent's commissions and the forecast of upcoming bookings. */
export const ownCommissions = async (c: Ctx) => c.json(await myCommissions(db(c), c.get('actor').accountId, 'booking'));

/** `GET /referral-commission[/:year]`: what the agent earned on the bookings of agents it referred. */
export const ownReferralCommissions = async (c: Ctx) =>
  c.json(await myCommissions(db(c), c.get('actor').accountId, 'referral', c.req.param('year') ? yearOf(c) : undefined));

/** `GET /social-share`: the agent's referral code and the link to share. */
export const socialShare = async (c: Ctx) => {
  const [me] = await db(c).select({ code: resourceTables.users.referralCode }).from(resourceTables.users).where(eq(resourceTables.users.id, c.get('actor').accountId));
  const origin = new URL(c.req.url).origin;
  const code = (me?.code as string | null | undefined) ?? null;
  const link = referralLink(origin, code ?? '');
  return c.json({ referralCode: code, link, bookingLink: code ? guestBookingLink(origin, code) : null, text: c.get('t')('app.commissions.share_text', { link }) });
};

/** Staff: commissions per agent for a year (`kind` booking or referral). */
export const yearly = (kind?: 'booking' | 'referral') => async (c: Ctx) => {
  const rows = await yearlyPayout(db(c), yearOf(c));
  return c.json({ year: yearOf(c), rows: kind ? rows.filter((r) => r.kind === kind) : rows });
};

/** Staff: the refund step's figures for a booking. */
export const preview = async (c: Ctx) => c.json(await db(c).transaction((tx) => refundPreview(tx, pathId(c.req.param('id')), c.get('deps').clock.now())));

const sen = z.number({ error: 'app.payments.invalid_amount' }).int('app.payments.invalid_amount').min(0, 'app.payments.invalid_amount').max(100_000_000, 'app.payments.invalid_amount');
export const refundBody = z.object({
  cancelFee: sen,
  refundAmount: sen,
  method: z.enum(['wallet', 'original'], { error: 'ra.validation.required' }),
  paymentId: z.uuid().optional(),
  notes: z.string().trim().max(500).optional(),
  /** The confirmation step (spec section 4): without it nothing is refunded. */
  confirm: z.literal(true, { error: 'app.refunds.confirm_required' }),
});

/** Staff: refunds a booking after the confirmation step. */
export const refundOne = async (c: Ctx) => {
  const id = pathId(c.req.param('id'));
  const { confirm: _confirmed, ...body } = await readBody(c, refundBody);
  return idempotently(c, { id, ...body }, async (tx) => ({ status: 201, body: await refund(tx, c.get('actor'), id, body, c.get('deps').clock.now(), clientIp(c)) }));
};
