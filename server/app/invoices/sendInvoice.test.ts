import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { booked } from '../../test/bookings';
import { rowsOf } from '../../test/money';
import { pdfText } from '../../test/pdfText';
import { createTestApp, type TestApp } from '../../test/testApp';
import { deliverPendingEmails } from '../email/dispatch';

let api: TestApp;
let ta: string;
let admin: string;

beforeAll(async () => {
  api = await createTestApp();
  api.clock.set(new Date('2026-11-21T02:00:00Z'));
  [ta, admin] = await Promise.all(['ta@agency.test', 'admin@resort.test'].map((e) => api.login(e)));
});
afterAll(() => api.close());

it('"send invoice again" queues a mail to the lead guest with the invoice PDF attached, and it goes out with it', async () => {
  const booking = await booked(api, ta, { checkIn: '2027-03-03', checkOut: '2027-03-05' });
  const sent = await api.call('POST', `/api/admin/reservations/${booking.id}/invoice/send`, { token: admin });
  expect(sent.status).toBe(201);
  expect(sent.json).toEqual({ to: 'aisyah@example.com' });

  const [mail] = await rowsOf<{ id: string; subject: string; text: string; key: string; original_name: string; content_type: string }>(
    api,
    sql`SELECT o.id, o.subject, o.text, u.key, u.original_name, u.content_type FROM email_outbox o JOIN uploads u ON u.id = o.attachment_id WHERE o.template = 'invoice' AND o.reservation_id = ${booking.id}`,
  );
  expect(mail.subject).toBe(`Invoice ${booking.invoiceNo} for booking ${booking.bookingNo}`);
  expect(mail.text).toContain('Balance due: RM');
  expect(mail).toMatchObject({ original_name: `${booking.invoiceNo}.pdf`, content_type: 'application/pdf' });
  const attached = await api.storage.get(mail.key);
  expect((await pdfText(attached as Uint8Array)).text).toContain(booking.invoiceNo);

  await deliverPendingEmails({ db: api.db, mailer: api.mailer, storage: api.storage, now: new Date('2026-11-21T02:05:00Z') });
  const [row] = await rowsOf<{ status: string; eml_key: string }>(api, sql`SELECT status, eml_key FROM email_outbox WHERE id = ${mail.id}`);
  expect(row.status).toBe('sent');
  const eml = new TextDecoder().decode((await api.mailer.open(row.eml_key)) as Uint8Array);
  expect(eml).toContain('Content-Type: application/pdf');
  expect(eml).toContain(`${booking.invoiceNo}.pdf`);
});

it('is refused to agents (403) and answers 404 for no such booking', async () => {
  expect((await api.call('POST', '/api/admin/reservations/00000000-0000-4000-8000-000000000000/invoice/send', { token: admin })).status).toBe(404);
  const booking = await booked(api, ta, { checkIn: '2027-03-10', checkOut: '2027-03-11' });
  expect((await api.call('POST', `/api/admin/reservations/${booking.id}/invoice/send`, { token: ta })).status).toBe(403);
});
