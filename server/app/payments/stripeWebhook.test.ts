import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { booked } from '../../test/bookings';
import { rowsOf } from '../../test/money';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let ta: string;
let admin: string;
/** Checkout Sessions the fake Stripe API created, by the form fields it was sent. */
const created: URLSearchParams[] = [];

/** Stripe's API as documented, without the internet: creates a Checkout Session for each POST. */
const fakeStripe: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  if (request.url !== 'https://api.stripe.com/v1/checkout/sessions') return Response.json({ error: { type: 'invalid_request_error' } }, { status: 404 });
  created.push(new URLSearchParams(await request.text()));
  const id = `cs_test_${created.length}`;
  return Response.json({ id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` });
};

const webhookSecret = 'whsec_resortTest123';
const settings = { gateway: 'stripe', siteUrl: 'https://book.pulaudamai.my', stripePublishableKey: 'pk_test_51Resort', stripeSecretKey: 'sk_test_51Resort', stripeWebhookSecret: webhookSecret };

beforeAll(async () => {
  api = await createTestApp({}, { providerFetch: fakeStripe });
  [ta, admin] = await Promise.all(['ta@agency.test', 'admin@resort.test'].map((e) => api.login(e)));
  const saved = await api.call('PUT', '/api/admin/settings/payments', { token: admin, body: settings });
  expect(saved.status).toBe(200);
});
afterAll(() => api.close());
beforeEach(() => api.clock.set(new Date('2026-11-21T02:00:00Z')));

let nextDay = 1;
const book = () => {
  const day = nextDay++;
  const d = (n: number) => `2027-02-${String(n).padStart(2, '0')}`;
  return booked(api, ta, { checkIn: d(day), checkOut: d(day + 1) });
};

/** Starts paying a booking online: our payment and the Checkout Session's fields. */
const startPayment = async () => {
  const booking = await book();
  const started = await api.call('GET', `/api/agent/online-payment?reservationId=${booking.id}`, { token: ta });
  expect(started.status).toBe(201);
  const [payment] = await rowsOf<{ id: string; gateway_ref: string; amount: string }>(api, sql`SELECT id, gateway_ref, amount FROM payments WHERE id = ${started.json.paymentId}`);
  return { booking, started: started.json, payment, session: created[created.length - 1] };
};

const nowSeconds = () => Math.floor(api.clock.now().getTime() / 1000);
const deliver = (body: string, signature: string) => api.call('POST', '/api/payment/stripe/webhook', { body, headers: { 'stripe-signature': signature, 'content-type': 'application/json' } });
const signed = (body: string, timestamp = nowSeconds(), secret = webhookSecret) => deliver(body, Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp }));

/** A Checkout Session event for the session Stripe was asked for, as Stripe sends it. */
const sessionEvent = (id: string, type: string, session: URLSearchParams, fields: Record<string, unknown> = {}) =>
  JSON.stringify({
    id,
    object: 'event',
    type,
    data: {
      object: {
        id: 'cs_test_x',
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: Number(session.get('line_items[0][price_data][unit_amount]')),
        currency: session.get('line_items[0][price_data][currency]'),
        payment_intent: `pi_${id}`,
        client_reference_id: session.get('client_reference_id'),
        metadata: { reference: session.get('metadata[reference]'), paymentId: session.get('metadata[paymentId]'), purpose: session.get('metadata[purpose]') },
        customer_details: { name: 'Aisyah Rahman' },
        ...fields,
      },
    },
  });

const paymentOf = async (id: string) => (await api.call('GET', `/api/admin/payments/${id}`, { token: admin })).json;
const reservation = async (id: string) => (await api.call('GET', `/api/admin/reservations/${id}`, { token: admin })).json;

describe('paying online through Stripe', () => {
  it('sends the payer to Stripe Checkout and keeps the keys secret', async () => {
    const { started, payment, session } = await startPayment();
    expect(started.redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\d+$/);
    expect(session.get('metadata[paymentId]')).toBe(payment.id);
    expect(Number(session.get('line_items[0][price_data][unit_amount]'))).toBe(Number(payment.amount));
    expect((await paymentOf(payment.id)).status).toBe('initiated');
    const shown = await api.call('GET', '/api/admin/settings/payments', { token: admin });
    expect(shown.json).toMatchObject({ gateway: 'stripe', stripePublishableKey: 'pk_test_51Resort', stripeSecretKey: '••••', stripeWebhookSecret: '••••' });
    expect(shown.text).not.toContain('sk_test_51Resort');
    expect(shown.text).not.toContain(webhookSecret);
    // The change is audited, without the secrets.
    const audited = await rowsOf<{ after: string }>(api, sql`SELECT "after"::text AS after FROM audit_log WHERE resource = 'settings' AND "after"::text LIKE '%stripe%'`);
    expect(audited.length).toBeGreaterThan(0);
    expect(audited.map((a) => a.after).join()).not.toMatch(/sk_test_51Resort|whsec_/);
  });

  it('applies a good signed event once: a redelivery and a replay change nothing', async () => {
    const { booking, payment, session } = await startPayment();
    const body = sessionEvent('evt_paid_1', 'checkout.session.completed', session);
    const first = await signed(body);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ received: true, duplicate: false, applied: true, status: 'approved' });
    expect(await paymentOf(payment.id)).toMatchObject({ status: 'approved', transactionId: 'pi_evt_paid_1' });
    const paidStatus = (await reservation(booking.id)).paymentStatus;
    expect(paidStatus).not.toBe('Pending');

    // The same delivery again, and the same event signed anew a minute later: taken, nothing moves.
    expect((await signed(body)).json).toMatchObject({ duplicate: true, applied: false });
    api.clock.advance(60_000);
    expect((await signed(body)).json).toMatchObject({ duplicate: true, applied: false });
    // The PaymentIntent's own event for the same payment: the payment is no longer waiting.
    const intent = JSON.stringify({ id: 'evt_pi_1', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_evt_paid_1', object: 'payment_intent', amount_received: Number(payment.amount), currency: 'myr', metadata: { reference: payment.gateway_ref, purpose: 'booking', paymentId: payment.id } } } });
    expect((await signed(intent)).json).toMatchObject({ duplicate: false, applied: false, status: 'approved' });
    const [{ n }] = await rowsOf<{ n: number }>(api, sql`SELECT count(*)::int AS n FROM payments WHERE reservation_id = ${booking.id} AND status = 'approved'`);
    expect(n).toBe(1);
    expect((await reservation(booking.id)).paymentStatus).toBe(paidStatus);
  });

  it('refuses a bad signature, a tampered body or an old timestamp with 400, and nothing changes', async () => {
    const { payment, session } = await startPayment();
    const body = sessionEvent('evt_forged', 'checkout.session.completed', session);
    const wrongSecret = await signed(body, nowSeconds(), 'whsec_someoneElse');
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.json.errors).toEqual({ signature: 'The payment report could not be verified.' });
    const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret, timestamp: nowSeconds() });
    expect((await deliver(body.replace('"payment_status":"paid"', '"payment_status":"paid" '), header)).status).toBe(400);
    expect((await deliver(body.replace(/"amount_total":\d+/, '"amount_total":1'), header)).status).toBe(400);
    expect((await signed(body, nowSeconds() - 301)).status).toBe(400);
    expect((await deliver(body, 'garbage')).status).toBe(400);
    expect((await api.call('POST', '/api/payment/stripe/webhook', { body })).status).toBe(400);
    expect((await paymentOf(payment.id)).status).toBe('initiated');
    const [{ n }] = await rowsOf<{ n: number }>(api, sql`SELECT count(*)::int AS n FROM gateway_events WHERE event_id = 'evt_forged'`);
    expect(n).toBe(0);
    // The genuine delivery still applies afterwards.
    expect((await signed(body)).json).toMatchObject({ applied: true, status: 'approved' });
  });

  it('waits for FPX: an unpaid completed session changes nothing until the bank answers', async () => {
    const { payment, session } = await startPayment();
    expect((await signed(sessionEvent('evt_fpx_1', 'checkout.session.completed', session, { payment_status: 'unpaid' }))).json).toMatchObject({ applied: false });
    expect((await paymentOf(payment.id)).status).toBe('initiated');
    expect((await signed(sessionEvent('evt_fpx_2', 'checkout.session.async_payment_failed', session))).json).toMatchObject({ applied: true, status: 'failed' });
    expect((await paymentOf(payment.id)).status).toBe('failed');

    const second = await startPayment();
    expect((await signed(sessionEvent('evt_fpx_3', 'checkout.session.async_payment_succeeded', second.session))).json).toMatchObject({ applied: true, status: 'approved' });
  });

  it('is refused by staff settings without the keys Stripe needs', async () => {
    const bad = await api.call('PUT', '/api/admin/settings/payments', { token: admin, body: { gateway: 'stripe', siteUrl: 'not a url', stripePublishableKey: 'sk_live_oops', stripeSecretKey: '', stripeWebhookSecret: 'whsec_ok' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(['siteUrl', 'stripePublishableKey', 'stripeSecretKey']);
    // Sending the masked secrets back keeps the stored ones: payments still start and webhooks verify.
    const kept = await api.call('PUT', '/api/admin/settings/payments', { token: admin, body: { ...settings, stripeSecretKey: '••••', stripeWebhookSecret: '••••' } });
    expect(kept.status).toBe(200);
    const { session } = await startPayment();
    expect((await signed(sessionEvent('evt_after_save', 'checkout.session.completed', session))).json).toMatchObject({ applied: true });
  });
});
