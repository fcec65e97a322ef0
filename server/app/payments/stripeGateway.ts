import type Stripe from 'stripe';
import { ApiError } from '../http/errors';
import type { CheckoutRequest, GatewayOutcome, PaymentGateway, PaymentPurpose } from './gateway';
import { PAYMENT_PURPOSES } from './gateway';

export interface StripeSettings {
  secretKey: string;
  /** The resort's public address: Stripe needs absolute return addresses. */
  siteUrl: string;
}

/** Stripe's SDK, loaded with the first checkout or webhook that needs it: a megabyte of modules a server's start does without. */
const loadStripe = async () => (await import('stripe')).default;

/**
 * Stripe's SDK talking through `fetchFn` (the runtime's fetch, or a test's fake): the fetch client
 * runs in Node and behind MSW alike. No retries: a payer waits on this call.
 */
export const stripeClient = async (secretKey: string, fetchFn: typeof fetch = fetch) => {
  const StripeSdk = await loadStripe();
  return new StripeSdk(secretKey, { httpClient: StripeSdk.createFetchHttpClient(fetchFn), maxNetworkRetries: 0, telemetry: false });
};

/** What our payment is, quoted back in every event about it. */
const metadataOf = (request: CheckoutRequest) => ({ reference: request.reference, paymentId: request.paymentId, purpose: request.purpose });

/**
 * Stripe Checkout for Malaysian cards and FPX online banking, behind the gateway interface: the payer
 * is sent to a Checkout Session's hosted page; the outcome comes by webhook (`stripeWebhook`), not by
 * the sandbox's form callback. Amounts are sen, Stripe's minor unit of MYR.
 */
export const stripeGateway = (settings: StripeSettings, fetchFn?: typeof fetch): PaymentGateway => {
  let client: ReturnType<typeof stripeClient> | undefined;
  const absolute = (path: string) => new URL(path, settings.siteUrl).toString();
  return {
    name: 'stripe',
    async checkout(request) {
      // FPX takes ringgit only; every payment of the product is in ringgit.
      if (request.currency !== 'MYR') throw new ApiError(400, 'currency', 'app.payments.amount_mismatch');
      const metadata = metadataOf(request);
      const back = absolute(request.returnUrl);
      const stripe = await (client ??= stripeClient(settings.secretKey, fetchFn));
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            // The SDK's API version (2026-10-28) filters the dynamic payment methods with this list; it
            // replaced `payment_method_types`. Cards and FPX online banking, what Malaysian payers use.
            allowed_payment_method_types: ['card', 'fpx'],
            line_items: [{ quantity: 1, price_data: { currency: 'myr', unit_amount: request.amount, product_data: { name: request.description } } }],
            client_reference_id: request.reference,
            metadata,
            // The PaymentIntent carries the same, so its own events name our payment too.
            payment_intent_data: { metadata, description: request.description },
            success_url: back,
            cancel_url: back,
          },
          // A retried start never opens a second session for the same payment.
          { idempotencyKey: `checkout-${request.reference}` },
        );
        if (!session.url) throw new Error('Stripe answered a Checkout Session without a url');
        return { redirectUrl: session.url };
      } catch (error) {
        if (error instanceof (await loadStripe()).errors.StripeError) throw new ApiError(502, 'gateway_unavailable', 'app.payments.gateway_unavailable');
        throw error;
      }
    },
    // Stripe reports by signed webhook to one address (`/api/payment/stripe/webhook`), never to the form callback.
    verifyCallback: async () => null,
  };
};

/** What a verified Stripe event means for one of our payments, or null when it moves nothing. */
export interface StripeOutcome {
  purpose: PaymentPurpose;
  outcome: GatewayOutcome;
}

const purposeOf = (value: string | undefined) => (PAYMENT_PURPOSES as readonly string[]).includes(value ?? '') ? (value as PaymentPurpose) : null;

const idOf = (value: string | { id: string } | null) => (typeof value === 'string' ? value : (value?.id ?? null));

const sessionOutcome = (session: Stripe.Checkout.Session, status: 'paid' | 'failed'): StripeOutcome | null => {
  const purpose = purposeOf(session.metadata?.purpose);
  const reference = session.metadata?.reference ?? session.client_reference_id;
  if (!purpose || !reference || session.amount_total === null) return null;
  return {
    purpose,
    outcome: {
      reference,
      amount: session.amount_total,
      currency: (session.currency ?? '').toUpperCase(),
      status,
      transactionId: idOf(session.payment_intent) ?? session.id,
      cardHolderName: session.customer_details?.name ?? null,
      cardType: null,
      cardLast4: null,
      issuingBank: null,
      batchNumber: null,
    },
  };
};

/**
 * The outcome a Stripe event reports. A Checkout Session completes paid for a card; FPX may complete
 * unpaid and report later (`async_payment_succeeded` / `_failed`); an expired session was never paid.
 * A PaymentIntent's success names our payment by the metadata copied onto it.
 */
export const outcomeOfStripeEvent = (event: Stripe.Event): StripeOutcome | null => {
  switch (event.type) {
    case 'checkout.session.completed':
      return event.data.object.payment_status === 'paid' ? sessionOutcome(event.data.object, 'paid') : null;
    case 'checkout.session.async_payment_succeeded':
      return sessionOutcome(event.data.object, 'paid');
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return sessionOutcome(event.data.object, 'failed');
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      const purpose = purposeOf(intent.metadata?.purpose);
      if (!purpose || !intent.metadata?.reference) return null;
      return {
        purpose,
        outcome: {
          reference: intent.metadata.reference,
          amount: intent.amount_received,
          currency: intent.currency.toUpperCase(),
          status: 'paid',
          transactionId: intent.id,
          cardHolderName: null,
          cardType: null,
          cardLast4: null,
          issuingBank: null,
          batchNumber: null,
        },
      };
    }
    default:
      return null;
  }
};

/** Stripe's documented tolerance between a signature's timestamp and now. */
export const STRIPE_TOLERANCE_SECONDS = 300;

/**
 * The event in a webhook delivery, verified per Stripe's scheme on the raw body (`Stripe-Signature:
 * t=…,v1=HMAC-SHA256(secret, "t.body")`, at most five minutes old by our clock), or null.
 * WebCrypto, so the same in Node and the browser.
 */
export const verifyStripeEvent = async (rawBody: string, header: string | undefined, webhookSecret: string, now: Date): Promise<Stripe.Event | null> => {
  if (!header || !webhookSecret) return null;
  // The SDK refuses a signature older than the tolerance; one from further ahead than that is no better.
  const signedAt = Number(/(?:^|,)\s*t=(\d+)/.exec(header)?.[1]);
  if (!(signedAt * 1000 <= now.getTime() + STRIPE_TOLERANCE_SECONDS * 1000)) return null;
  const StripeSdk = await loadStripe();
  try {
    return await StripeSdk.webhooks.constructEventAsync(rawBody, header, webhookSecret, STRIPE_TOLERANCE_SECONDS, StripeSdk.createSubtleCryptoProvider(), now.getTime());
  } catch {
    return null;
  }
};
