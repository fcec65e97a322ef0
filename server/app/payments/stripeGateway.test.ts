import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import type { CheckoutRequest } from './gateway';
import { outcomeOfStripeEvent, stripeGateway, verifyStripeEvent } from './stripeGateway';

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  form: URLSearchParams;
}

/** Answers as Stripe's API documents a created Checkout Session; remembers what was sent. */
const fakeStripe = (answer: (sent: Sent) => Response = () => Response.json({ id: 'cs_test_a1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_a1' })) => {
  const sent: Sent[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const one = { url: request.url, method: request.method, headers: request.headers, form: new URLSearchParams(await request.text()) };
    sent.push(one);
    return answer(one);
  };
  return { sent, fetchFn };
};

const request: CheckoutRequest = {
  reference: '5b0f3c1e-2a8d-4c11-9c55-0e6f1d2a7b90',
  amount: 123_450,
  currency: 'MYR',
  description: 'Booking PD26-000123',
  returnUrl: '/api/payment/return/booking?reference=5b0f3c1e-2a8d-4c11-9c55-0e6f1d2a7b90',
  callbackUrl: '/api/payment/callback/booking',
  paymentId: '9d1c7a52-0b7e-4e0b-8f7a-3c2d1e0f9a88',
  purpose: 'booking',
};

describe('the Stripe gateway', () => {
  it('opens a Checkout Session for ringgit in sen, cards and FPX, naming our payment, and sends the payer to its page', async () => {
    const stripe = fakeStripe();
    const gateway = stripeGateway({ secretKey: 'sk_test_51Resort', siteUrl: 'https://book.pulaudamai.my' }, stripe.fetchFn);
    expect(await gateway.checkout(request)).toEqual({ redirectUrl: 'https://checkout.stripe.com/c/pay/cs_test_a1' });

    expect(stripe.sent).toHaveLength(1);
    const [sent] = stripe.sent;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    expect(sent.headers.get('authorization')).toBe('Bearer sk_test_51Resort');
    expect(sent.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(sent.headers.get('idempotency-key')).toBe(`checkout-${request.reference}`);
    const form = Object.fromEntries(sent.form);
    expect(form).toMatchObject({
      mode: 'payment',
      'allowed_payment_method_types[0]': 'card',
      'allowed_payment_method_types[1]': 'fpx',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'myr',
      'line_items[0][price_data][unit_amount]': '123450',
      'line_items[0][price_data][product_data][name]': 'Booking PD26-000123',
      client_reference_id: request.reference,
      'metadata[reference]': request.reference,
      'metadata[paymentId]': request.paymentId,
      'metadata[purpose]': 'booking',
      'payment_intent_data[metadata][paymentId]': request.paymentId,
      success_url: `https://book.pulaudamai.my${request.returnUrl}`,
      cancel_url: `https://book.pulaudamai.my${request.returnUrl}`,
    });
  });

  it('answers 502 when Stripe refuses or cannot be reached, and takes no other currency', async () => {
    const refusing = fakeStripe(() => Response.json({ error: { type: 'api_error', message: 'down' } }, { status: 500 }));
    const gateway = stripeGateway({ secretKey: 'sk_test_51Resort', siteUrl: 'https://book.pulaudamai.my' }, refusing.fetchFn);
    await expect(gateway.checkout(request)).rejects.toMatchObject({ status: 502, message: 'app.payments.gateway_unavailable' });
    const unreachable = stripeGateway({ secretKey: 'sk_test_51Resort', siteUrl: 'https://book.pulaudamai.my' }, () => Promise.reject(new TypeError('fetch failed')));
    await expect(unreachable.checkout(request)).rejects.toBeInstanceOf(ApiError);
    await expect(gateway.checkout({ ...request, currency: 'SGD' })).rejects.toMatchObject({ status: 400 });
  });

  it('never settles anything through the form callback: Stripe reports by signed webhook only', async () => {
    const gateway = stripeGateway({ secretKey: 'sk_test_51Resort', siteUrl: 'https://book.pulaudamai.my' }, fakeStripe().fetchFn);
    expect(await gateway.verifyCallback({ reference: request.reference, amount: '123450', status: 'paid', signature: 'x' })).toBeNull();
  });
});

const secret = 'whsec_test_5ecret';
const now = new Date('2026-11-21T02:00:00Z');
const sign = (payload: string, timestamp = Math.floor(now.getTime() / 1000), key = secret) => Stripe.webhooks.generateTestHeaderString({ payload, secret: key, timestamp });
const completed = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'checkout.session.completed',
  data: { object: { id: 'cs_test_a1', object: 'checkout.session', payment_status: 'paid', amount_total: 123_450, currency: 'myr', payment_intent: 'pi_1', client_reference_id: request.reference, metadata: { reference: request.reference, purpose: 'booking', paymentId: request.paymentId }, customer_details: { name: 'Aisyah Rahman' } } },
});

describe("Stripe's webhook signature", () => {
  it('accepts the body it was made for, within five minutes, and reads the payment it names', async () => {
    const event = await verifyStripeEvent(completed, sign(completed), secret, now);
    expect(event?.id).toBe('evt_1');
    expect(outcomeOfStripeEvent(event!)).toEqual({
      purpose: 'booking',
      outcome: { reference: request.reference, amount: 123_450, currency: 'MYR', status: 'paid', transactionId: 'pi_1', cardHolderName: 'Aisyah Rahman', cardType: null, cardLast4: null, issuingBank: null, batchNumber: null },
    });
  });

  it('refuses another secret, a changed body, an old or a future timestamp, or no header', async () => {
    expect(await verifyStripeEvent(completed, sign(completed, undefined, 'whsec_other'), secret, now)).toBeNull();
    expect(await verifyStripeEvent(completed.replace('123450', '100'), sign(completed), secret, now)).toBeNull();
    const sixMinutesAgo = Math.floor(now.getTime() / 1000) - 360;
    expect(await verifyStripeEvent(completed, sign(completed, sixMinutesAgo), secret, now)).toBeNull();
    expect(await verifyStripeEvent(completed, sign(completed, Math.floor(now.getTime() / 1000) + 360), secret, now)).toBeNull();
    expect(await verifyStripeEvent(completed, undefined, secret, now)).toBeNull();
    expect(await verifyStripeEvent(completed, sign(completed), '', now)).toBeNull();
  });

  it('follows FPX: a completed but unpaid session waits, its async result settles it', async () => {
    const base = JSON.parse(completed) as { data: { object: Record<string, unknown> } };
    const unpaid = { ...base, type: 'checkout.session.completed', data: { object: { ...base.data.object, payment_status: 'unpaid' } } } as unknown as Stripe.Event;
    expect(outcomeOfStripeEvent(unpaid)).toBeNull();
    const failed = { ...base, type: 'checkout.session.async_payment_failed' } as unknown as Stripe.Event;
    expect(outcomeOfStripeEvent(failed)?.outcome.status).toBe('failed');
    const succeeded = { ...base, type: 'checkout.session.async_payment_succeeded' } as unknown as Stripe.Event;
    expect(outcomeOfStripeEvent(succeeded)?.outcome.status).toBe('paid');
  });
});
