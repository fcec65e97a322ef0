import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import { translator } from '../http/i18n';
import { pathId } from '../http/middleware';
import { buildInvoice, invoiceFileName } from './invoice';
import { scopeOf, type ReservationScope } from '../booking/reservationScope';

type Ctx = Context<AppEnv>;

/**
 * The invoice PDF of a reservation in the caller's language, or in English when the renderer cannot
 * draw that language (Chinese without a CJK font). `scope` limits it to an agency's or a guest's reservations.
 */
export const invoiceResponse = async (c: Ctx, reservationId: string, scope?: ReservationScope) => {
  const { database, invoices } = c.get('deps');
  const asked = c.get('locale');
  const t = invoices.locales.includes(asked) ? c.get('t') : translator('en');
  const invoice = await buildInvoice(database.db, t, reservationId, scope);
  const pdf = await invoices.render(invoice);
  return c.body(pdf.slice().buffer, 200, {
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="${invoiceFileName(invoice)}"`,
    // Amounts change with every payment: always fetch a fresh one.
    'cache-control': 'no-store',
  });
};

/** `GET …/:id/invoice.pdf`: staff see every reservation's invoice, agents and guests their own only (404 otherwise). */
export const invoicePdf = async (c: Ctx) => {
  const actor = c.get('actor');
  return invoiceResponse(c, pathId(c.req.param('id')), scopeOf(actor));
};
