import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import { activeAddonCategories } from '../agent/agentSetup.routes';
import { activeLeadSources, bookablePackages, bookableTransfers } from '../agent/bookingStart.service';
import { availabilityBody, blockRooms, extendRooms, holdBody, holdRef, releaseRoomsBody, roomTimer, searchAvailability, unblockHold, unblockRooms } from '../booking/booking.handlers';
import { bookingDetailsHandler } from '../booking/packages.routes';
import { quoteRequest } from '../booking/quoteInput';
import { priceQuote } from '../booking/reservations.handlers';
import { presentReservation } from '../booking/reservations.read';
import { createReservation, reservationBody, type Attribution } from '../booking/reservations.service';
import type { AppEnv } from '../http/env';
import { badRequest } from '../http/errors';
import { clientIp, readBody } from '../http/middleware';
import { answer, json, security } from '../http/openapiDoc';
import { inventoryHandlers } from '../inventory/inventory.handlers';
import { slipLimit } from '../payments/money.routes';
import * as pay from '../payments/payments.handlers';
import * as wallet from '../wallet/wallet.handlers';
import { codeDetails, packageDiscount } from '../promo/promo.routes';
import { requireConfirmedGuest } from './guestGuards';

type Ctx = Context<AppEnv>;
const db = (c: Ctx) => c.get('deps').database.db;
const users = resourceTables.users;

/** How a guest pays: online through the gateway, or by a bank-in slip or cash deposit. No wallet, no cheque. */
export const GUEST_PAYMENT_METHODS = ['online', 'offline'] as const;

/**
 * `POST /reservations` on the guest site: the agents' booking body without `agencyId` (a guest books for
 * no one else), plus the agent's code of the booking link the guest came through and how the guest means to pay.
 */
export const guestReservationBody = reservationBody.omit({ agencyId: true }).extend({
  agentCode: z.string().trim().max(40).optional(),
  paymentMethod: z.enum(GUEST_PAYMENT_METHODS, { error: 'app.payments.guest_method' }).optional(),
});

/**
 * The agent account an agent's booking link names (`users.referral_code`, any case): approved and active,
 * else none. Decision: an unknown or inactive code leaves the booking the guest's own without an error,
 * since the link may be old; a member's code stands for its agency's account.
 */
export const attributionOf = async (database: Db, code: string | undefined): Promise<Attribution | undefined> => {
  if (!code) return undefined;
  const [agent] = await database
    .select({ id: users.id, agencyId: users.agencyId })
    .from(users)
    .where(and(eq(users.kind, 'agent'), eq(sql`lower(${users.referralCode})`, code.toLowerCase())))
    .limit(1);
  if (!agent) return undefined;
  const accountId = (agent.agencyId as string | null) ?? (agent.id as string);
  const [account] = await database
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.id, accountId), eq(users.kind, 'agent'), eq(users.status, 'A'), eq(users.active, true)));
  return account ? { ownerId: account.id as string, email: String(account.email) } : undefined;
};

/** Books a guest's held rooms at the public rates; approved at once, owned by the guest or the agent of its link. */
const createGuestReservation = async (c: Ctx) => {
  const { agentCode, paymentMethod: _how, ...body } = await readBody(c, guestReservationBody);
  const attribution = await attributionOf(db(c), agentCode);
  const created = await createReservation(db(c), c.get('actor'), body, c.get('deps').clock.now(), await c.get('rules')(), clientIp(c), c.get('locale'), attribution);
  return c.json(presentReservation(created.row, created.guests, created.rooms, c.get('t'), created.option), 201);
};

/** A guest sends a bank-in slip or cash deposit slip; a cheque is the agents' and the desk's (400 on `method`). */
const slipOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  // The form is read once and cached: the payment handler reads the same one.
  const form = await c.req.formData().catch(() => null);
  const method = form?.get('method');
  if (typeof method === 'string' && method !== '' && method !== 'offline') throw badRequest('app.errors.bad_request', { method: 'app.payments.guest_method' });
  await next();
};

/**
 * A guest's booking on the guest site (`/api/portal`), with the agents' wizard's calls and answers. Every
 * route needs a signed-in guest whose e-mail address is confirmed (401, else 403). Each route names its
 * guard, never `use('*')`: this router shares the root of `/api/portal` with the public routes.
 */
export const guestBookingRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  const guest = requireConfirmedGuest;
  app.post('/rooms-availability', guest, searchAvailability);
  app.get('/booking-details', guest, bookingDetailsHandler);
  app.post('/temp-room-block/:packageId', guest, blockRooms);
  app.delete('/temp-room-block/:holdId', guest, unblockHold);
  app.post('/unblocked-room', guest, unblockRooms);
  app.get('/room-timer', guest, roomTimer);
  app.post('/package/extend-rooms', guest, extendRooms);
  // Priced for the guest's own account: a guest has no agent category, so only the public rates apply.
  app.post('/quote', guest, priceQuote);
  app.post('/reservations/check-package-discounts/:packageId', guest, packageDiscount);
  app.get('/promo-code-by-code/:code', guest, codeDetails);
  app.get('/bookable-packages', guest, async (c) => c.json(await bookablePackages(db(c), c.get('deps').clock.now())));
  app.get('/lead-sources', guest, async (c) => c.json(await activeLeadSources(db(c))));
  app.get('/transfers', guest, async (c) => c.json(await bookableTransfers(db(c))));
  app.get('/addon-categories', guest, activeAddonCategories);
  app.get('/addons/by-categories', guest, inventoryHandlers.addonsByCategories);
  app.post('/reservations', guest, createGuestReservation);
  app.get('/online-payment', guest, pay.onlinePayment);
  app.post('/reservations/offline-payment/:id', guest, slipLimit, slipOnly, pay.offlinePayment);
  // The resort's bank account, shown when a guest chooses a bank-in slip.
  app.get('/bank-setting', guest, wallet.setting('bank'));
  // The slip a guest sent, back to that guest only (another's is 404).
  app.get('/payment/:id/slip', guest, pay.paymentSlip);

  const reg = app.openAPIRegistry;
  const tags = ['guest booking'];
  const refused = { 401: answer('Not signed in'), 403: answer('Not a guest, or the e-mail address is not confirmed yet (code email_unconfirmed)') };
  const uuidParam = (name: string) => z.object({ [name]: z.uuid() });
  const doc = (method: 'get' | 'post' | 'delete', path: string, summary: string, extra: { body?: z.ZodType; params?: z.ZodObject; query?: z.ZodObject; ok?: number } = {}) =>
    reg.registerPath({
      method,
      path,
      tags,
      security,
      summary,
      request: { ...(extra.body ? { body: json(extra.body) } : {}), ...(extra.params ? { params: extra.params } : {}), ...(extra.query ? { query: extra.query } : {}) },
      responses: { [extra.ok ?? 200]: answer(summary), 400: answer('Invalid input, with field messages'), ...refused },
    });
  doc('post', '/rooms-availability', 'Free rooms per room type with the public prices of a package', { body: availabilityBody });
  doc('get', '/booking-details', "A package's room types, lead sources, age bands and booking rules", { query: z.object({ packageId: z.uuid(), checkIn: z.string() }) });
  doc('post', '/temp-room-block/{packageId}', 'Hold the chosen rooms for 2 minutes (409 when one was taken)', { params: uuidParam('packageId'), body: holdBody, ok: 201 });
  doc('delete', '/temp-room-block/{holdId}', 'Release a hold of the guest', { params: uuidParam('holdId') });
  doc('post', '/unblocked-room', 'Give back some rooms of a hold', { body: releaseRoomsBody });
  doc('get', '/room-timer', 'Seconds left on a hold', { query: holdRef });
  doc('post', '/package/extend-rooms', 'Extend a hold once, to the payment countdown', { body: holdRef });
  doc('post', '/quote', 'The server price of a stay at the public rates, line by line', { body: quoteRequest });
  doc('post', '/reservations/check-package-discounts/{packageId}', 'The discount a public promo code gives on a stay', { params: uuidParam('packageId') });
  doc('get', '/promo-code-by-code/{code}', "A public promo code's details and whether the guest may use it now (an agent-only code is 404, as an unknown one)", { params: z.object({ code: z.string() }) });
  doc('get', '/bookable-packages', 'Active packages still valid, each with its live options');
  doc('get', '/lead-sources', 'Active lead sources ("how did you find us")');
  doc('get', '/transfers', 'Active land and boat transfers with their places and seats');
  doc('get', '/addon-categories', 'Active add-on categories, by priority');
  doc('get', '/addons/by-categories', 'Active add-ons of categories (?ids=a,b)', { query: z.object({ ids: z.string() }) });
  doc('post', '/reservations', "Book the rooms of the guest's hold (approved at once; `agentCode` of an agent's booking link attributes it to that agent; `paymentMethod` online or offline)", { body: guestReservationBody, ok: 201 });
  doc('get', '/online-payment', "Start an online payment of the guest's booking (?reservationId=&amount=): {paymentId, amount, redirectUrl}; another's booking is 404", { query: z.object({ reservationId: z.uuid(), amount: z.string().optional() }), ok: 201 });
  doc('post', '/reservations/offline-payment/{id}', "Send a bank-in or cash deposit slip for the guest's booking (multipart: slip, amount, referenceNo, referenceDate); no cheque; another's booking is 404", { params: uuidParam('id'), ok: 201 });
  doc('get', '/payment/{id}/slip', 'A slip the guest sent with a payment (another\'s is 404)', { params: uuidParam('id') });
  return app;
};
