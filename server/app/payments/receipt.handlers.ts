import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { translator } from '../http/i18n';
import { pathId } from '../http/middleware';
import { buildReceipt } from './receipt';

/**
 * `GET /api/admin/payments/:id/receipt.pdf`: the receipt of an approved booking payment, in the
 * caller's language (English when the renderer cannot draw it); 404 for any other payment.
 */
export const receiptPdf = async (c: Context<AppEnv>) => {
  const { database, invoices } = c.get('deps');
  const t = invoices.locales.includes(c.get('locale')) ? c.get('t') : translator('en');
  const receipt = invoices.receipt ? await buildReceipt(database.db, t, pathId(c.req.param('id'))) : null;
  if (!receipt || !invoices.receipt) throw notFound('app.errors.not_found');
  const pdf = await invoices.receipt(receipt);
  return c.body(pdf.slice().buffer, 200, {
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="${receipt.receiptNo}.pdf"`,
    'cache-control': 'no-store',
  });
};
