import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../i18n/formatMoney';
import { payments, refunds } from '../../db/moneyTables';
import { booked, testGuest } from '../../test/bookings';
import { pdfText, plainSpaces } from '../../test/pdfText';
import { createTestApp, type TestApp } from '../../test/testApp';
import { pdfkitInvoiceRenderer } from '../../node/invoicePdf';
import { defaultConfig } from '../config';
import { invoiceLink } from '../portal/portal.routes';
import { writeSetting, readSetting } from '../settings/settings';

interface QuoteLineJson {
  description: string;
  total: number;
  direction: 'charge' | 'credit';
}

const money = (sen: number) => plainSpaces(formatMoney(sen));

describe('invoice PDF', () => {
  let api: TestApp;
  let agent: string;
  let admin: string;
  let reservation: Awaited<ReturnType<typeof booked>>;
  let paid: number;

  const fetchPdf = async (path: string, options: { token?: string; language?: string } = {}) => {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.language) headers['accept-language'] = options.language;
    const res = await api.app.request(path, { headers });
    return { status: res.status, headers: res.headers, body: new Uint8Array(await res.arrayBuffer()) };
  };
  const linesOf = async (language = 'en') => {
    const res = await api.call('GET', `/api/agent/agent-reservations/${reservation.id}`, { token: agent, headers: { 'accept-language': language } });
    return (res.json.quote as { lines: QuoteLineJson[] }).lines;
  };

  beforeAll(async () => {
    api = await createTestApp();
    api.clock.set(new Date('2026-11-21T02:00:00Z'));
    agent = await api.login('ta@agency.test');
    admin = await api.login('admin@resort.test');
    reservation = await booked(api, agent, { checkIn: '2026-12-14', checkOut: '2026-12-16' });
    paid = Math.round(reservation.total * 0.3);
    const at = new Date('2026-11-22T03:00:00Z');
    await api.db.insert(payments).values({
      purpose: 'booking',
      reservationId: reservation.id,
      // The booking's owner: the agent who pays for it.
      payerId: String(reservation.ownerId),
      method: 'offline',
      amount: paid,
      status: 'approved',
      referenceNo: 'MBB-778812',
      approvedAt: at,
      createdAt: at,
      updatedAt: at,
    });
  });
  afterAll(() => api.close());

  it('gives the agent its invoice with the stay, every charge, the payment and the balance due', async () => {
    const res = await fetchPdf(`/api/agent/agent-reservations/${reservation.id}/invoice.pdf`, { token: agent });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="${reservation.invoiceNo}.pdf"`);
    expect(reservation.invoiceNo).toMatch(/^INV-2026-\d{6}$/);

    const { text } = await pdfText(res.body);
    for (const expected of ['Pulau Damai Resort', 'Invoice', reservation.invoiceNo, reservation.bookingNo, testGuest.fullName, testGuest.email, 'Package option Monsoon & low season', 'Check-in 14 Dec 2026', 'Check-out 16 Dec 2026', 'Guests 2 adults, 1 toddler']) {
      expect(text).toContain(expected);
    }
    const lines = await linesOf();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(text).toContain(plainSpaces(line.description));
      expect(text).toContain(money(line.total));
    }
    expect(text).toContain(`Total ${money(reservation.total)}`);
    expect(text).toContain('MBB-778812');
    expect(text).toContain('22 Nov 2026');
    expect(text).not.toMatch(/\(s\)|\(ren\)|\d{4}-\d{2}-\d{2}/);
    expect(text).toContain(`Amount paid ${money(paid)}`);
    expect(text).toContain(`Balance due ${money(reservation.total - paid)}`);
  });

  it('gives staff the same invoice', async () => {
    const res = await fetchPdf(`/api/admin/reservations/${reservation.id}/invoice.pdf`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const { text } = await pdfText(res.body);
    expect(text).toContain(reservation.invoiceNo);
    expect(text).toContain(testGuest.fullName);
    expect(text).toContain(`Balance due ${money(reservation.total - paid)}`);
  });

  it("does not show another agent's reservation, nor an agent's to anyone unsigned", async () => {
    const freelancer = await api.login('freelancer@agent.test');
    expect((await fetchPdf(`/api/agent/agent-reservations/${reservation.id}/invoice.pdf`, { token: freelancer })).status).toBe(404);
    expect((await fetchPdf(`/api/agent/agent-reservations/${reservation.id}/invoice.pdf`)).status).toBe(401);
    expect((await fetchPdf(`/api/agent/agent-reservations/not-an-id/invoice.pdf`, { token: agent })).status).toBe(404);
  });

  it('writes the labels and the charges in Malay for a Malay reader', async () => {
    const res = await fetchPdf(`/api/agent/agent-reservations/${reservation.id}/invoice.pdf`, { token: agent, language: 'my' });
    const { text } = await pdfText(res.body);
    for (const label of ['Invois', 'No. invois', 'No. tempahan', 'Dibilkan kepada', 'Bayaran diterima', 'Pindahan bank']) expect(text).toContain(label);
    expect(text).toContain(`Amaun dibayar ${money(paid)}`);
    expect(text).toContain(`Baki perlu dibayar ${money(reservation.total - paid)}`);
    for (const line of await linesOf('my')) expect(text).toContain(plainSpaces(line.description));
    for (const words of ['Pilihan pakej Musim tengkujuh & musim rendah', 'Daftar masuk 14 Dis 2026', 'Tarikh invois 21 Nov 2026', 'Tetamu 2 dewasa, 1 kanak-kanak kecil', 'Cukai Perkhidmatan (SST) 8%']) expect(text).toContain(words);
    expect(text).not.toContain('Balance due');
  });

  it('writes a Chinese invoice in Chinese with a CJK font, else in English', async () => {
    const res = await fetchPdf(`/api/admin/reservations/${reservation.id}/invoice.pdf`, { token: admin, language: 'zh-CN' });
    expect(res.status).toBe(200);
    const { text } = await pdfText(res.body);
    // The test app draws with pdfkit and whatever CJK font this machine has (none on a bare Debian).
    const chinese = pdfkitInvoiceRenderer().locales.includes('cn');
    expect(text).toContain(chinese ? `应付余额 ${money(reservation.total - paid)}` : `Balance due ${money(reservation.total - paid)}`);
    expect(text).toContain(reservation.invoiceNo);
  });

  it('opens for the guest through a signed link for 30 days, and not with a wrong or expired token', async () => {
    const link = await invoiceLink(defaultConfig, reservation.id, api.clock.now());
    expect(link).toMatch(new RegExp(`^/api/portal/invoice/${reservation.id}\\?token=\\d+\\.[0-9a-f]{64}$`));
    const res = await fetchPdf(link);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const { text } = await pdfText(res.body);
    expect(text).toContain(testGuest.fullName);
    expect(text).toContain(`Balance due ${money(reservation.total - paid)}`);

    const token = new URL(link, 'http://x').searchParams.get('token') ?? '';
    const [expires, signature] = token.split('.');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    expect((await fetchPdf(`/api/portal/invoice/${reservation.id}?token=${expires}.${flipped}`)).status).toBe(404);
    expect((await fetchPdf(`/api/portal/invoice/${reservation.id}?token=${Number(expires) + 86_400}.${signature}`)).status).toBe(404);
    expect((await fetchPdf(`/api/portal/invoice/${reservation.id}`)).status).toBe(404);
    const signedWithOther = await invoiceLink({ invoiceLinkSecret: 'another-secret-of-some-length' }, reservation.id, api.clock.now());
    expect((await fetchPdf(signedWithOther)).status).toBe(404);
    const otherBooking = await booked(api, agent, { checkIn: '2026-12-20', checkOut: '2026-12-21' });
    expect((await fetchPdf(`/api/portal/invoice/${otherBooking.id}?token=${token}`)).status).toBe(404);

    api.clock.set(new Date(api.clock.now().getTime() + 29 * 86_400_000));
    expect((await fetchPdf(link)).status).toBe(200);
    api.clock.set(new Date(api.clock.now().getTime() + 2 * 86_400_000));
    expect((await fetchPdf(link)).status).toBe(404);
    api.clock.set(new Date('2026-11-21T02:00:00Z'));
  });

  it('lists the three invoice addresses in the API reference', async () => {
    const doc = await api.call('GET', '/api/openapi.json');
    const paths = doc.json.paths as unknown as Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
    for (const path of ['/api/agent/agent-reservations/{id}/invoice.pdf', '/api/admin/reservations/{id}/invoice.pdf', '/api/portal/invoice/{id}']) {
      expect(Object.keys(paths[path]?.get.responses['200'].content ?? {})).toEqual(['application/pdf']);
    }
  });

  it("prints the resort's own details from its settings, and refunds add back to the balance", async () => {
    const resort = await readSetting(api.db, 'resort');
    await writeSetting(api.db, 'resort', { ...resort, name: 'Damai Island Retreat', sstNo: 'W10-9999-00000001', invoiceFooter: 'Bank: Maybank 5642 1234 5678' }, api.clock.now());
    const [payment] = await api.db.select({ id: payments.id }).from(payments).where(eq(payments.reservationId, reservation.id));
    await api.db.insert(refunds).values({ reservationId: reservation.id, paymentId: payment.id, method: 'offline', cancelFee: 0, refundAmount: 5_000, refundedAt: new Date('2026-11-23T01:00:00Z') });

    const { text } = await pdfText((await fetchPdf(`/api/admin/reservations/${reservation.id}/invoice.pdf`, { token: admin })).body);
    expect(text).toContain('Damai Island Retreat');
    expect(text).toContain('W10-9999-00000001');
    expect(text).toContain('Bank: Maybank 5642 1234 5678');
    expect(text).toContain(`Amount refunded ${money(5_000)}`);
    expect(text).toContain(`Balance due ${money(reservation.total - paid + 5_000)}`);
    expect(api.unexpected).toEqual([]);
  });
});
