import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppConfig } from '../config';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { pathId } from '../http/middleware';
import { invoiceResponse } from '../invoices/invoice.handlers';
import { hmacSigner } from '../payments/gateway';
import { guestAccountRoutes } from './guestAccount.routes';
import { catalogueRoutes } from './catalogue.routes';
import { guestReservationRoutes } from './guestReservations.routes';
import { guestVoucherRoutes } from './guestVouchers.routes';
import { guestBookingRoutes } from './guestBooking.routes';

/** How long an e-mailed invoice link works. */
export const INVOICE_LINK_DAYS = 30;

// The purpose is signed too, so a signature made for anything else with this secret is never an invoice link.
const fieldsOf = (reservationId: string, expires: string) => ({ purpose: 'invoice', id: reservationId, expires });

/**
 * A link a guest can open without signing in: `/api/portal/invoice/<id>?token=<expiry>.<HMAC>`, valid
 * for 30 days from `now`. The token signs the reservation id and the expiry, so it opens that invoice only.
 */
export const invoiceLink = async (config: Pick<AppConfig, 'invoiceLinkSecret'>, reservationId: string, now: Date): Promise<string> => {
  const expires = String(Math.floor(now.getTime() / 1000) + INVOICE_LINK_DAYS * 24 * 60 * 60);
  const signature = await hmacSigner(config.invoiceLinkSecret).sign(fieldsOf(reservationId, expires));
  return `/api/portal/invoice/${reservationId}?token=${expires}.${signature}`;
};

/** Whether `token` opens the invoice of `reservationId` at `now`. */
export const invoiceTokenValid = async (config: Pick<AppConfig, 'invoiceLinkSecret'>, reservationId: string, token: string | undefined, now: Date) => {
  const match = /^(\d{1,12})\.([0-9a-f]{64})$/.exec(token ?? '');
  if (!match) return false;
  const [, expires, signature] = match;
  if (Number(expires) * 1000 <= now.getTime()) return false;
  return hmacSigner(config.invoiceLinkSecret).verify({ ...fieldsOf(reservationId, expires), signature });
};

/** What guests reach without an account, at `/api/portal`: their invoice, through a signed link. */
export const portalRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  // Guests' accounts: sign-up, e-mail confirmation, sign-in and out, profile, password.
  app.route('/', guestAccountRoutes());
  // The public catalogue: packages, availability, promotions, the cancellation policy (no sign-in).
  app.route('/', catalogueRoutes());
  // A confirmed guest's own bookings: read, invoice, cancel under the policy, add transfers or add-ons before arrival.
  app.route('/', guestReservationRoutes());
  // A confirmed guest's booking: availability, holds, quote, promo codes, booking and paying it.
  app.route('/', guestBookingRoutes());
  // A confirmed guest's vouchers: those on sale to guests, buying them online, My Vouchers, redeeming.
  app.route('/', guestVoucherRoutes());
  app.get('/invoice/:id', async (c) => {
    const id = pathId(c.req.param('id'));
    const { config, clock } = c.get('deps');
    // A wrong, altered or expired link looks the same as a reservation that does not exist.
    if (!(await invoiceTokenValid(config, id, c.req.query('token'), clock.now()))) throw notFound('app.errors.not_found');
    return invoiceResponse(c, id);
  });
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/invoice/{id}',
    tags: ['portal'],
    summary: "A guest's invoice as a PDF, through the signed link e-mailed to them (30 days)",
    request: { params: z.object({ id: z.uuid() }), query: z.object({ token: z.string() }) },
    responses: {
      200: { description: 'The invoice (application/pdf)', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } },
      404: { description: 'A wrong or expired link, or no such reservation' },
    },
  });
  return app;
};
