import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { formatMoney } from '../../../i18n/formatMoney';
import { reservations } from '../../db/bookingTables';
import { resourceTables } from '../../db/generated';
import { enqueueEmail } from '../email/outbox';
import type { AppEnv } from '../http/env';
import { translator } from '../http/i18n';
import { pathId } from '../http/middleware';
import { storeUpload } from '../uploads/uploads.service';
import { buildInvoice, invoiceFileName } from './invoice';

/**
 * `POST /api/admin/reservations/:id/invoice/send`: mails the invoice again, as it stands now (the
 * PDF attached, kept as a private upload), to the lead guest, or the booking's account when the guest
 * left no address; through the outbox like every e-mail. Answers `{to}`.
 */
export const sendInvoice = async (c: Context<AppEnv>) => {
  const id = pathId(c.req.param('id'));
  const { database, invoices, storage, config, clock } = c.get('deps');
  const db = database.db;
  const locale = invoices.locales.includes(c.get('locale')) ? c.get('locale') : 'en';
  const invoice = await buildInvoice(db, locale === c.get('locale') ? c.get('t') : translator('en'), id);
  const [owner] = await db
    .select({ email: resourceTables.users.email })
    .from(reservations)
    .innerJoin(resourceTables.users, eq(resourceTables.users.id, reservations.ownerId))
    .where(eq(reservations.id, id));
  const to = invoice.guest.email ?? String(owner.email);
  const now = clock.now();
  const pdf = await invoices.render(invoice);
  const file = await storeUpload({ db, storage, now, maxBytes: Math.max(config.uploadMaxBytes, pdf.byteLength) }, { name: invoiceFileName(invoice), bytes: pdf }, c.get('actor').id, 'private');
  await db.transaction((tx) =>
    enqueueEmail(
      tx,
      { to, template: 'invoice', locale, args: { invoiceNo: invoice.invoiceNo, bookingNo: invoice.bookingNo, balanceDue: formatMoney(Math.max(0, invoice.balanceDue)) }, reservationId: id, attachmentId: file.id },
      now,
    ),
  );
  return c.json({ to }, 201);
};
