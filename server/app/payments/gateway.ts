/** What a payment is for; each has its own return and callback address (spec section 7). */
export const PAYMENT_PURPOSES = ['booking', 'topup', 'promo-code', 'promo-package', 'event'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export interface CheckoutRequest {
  /** Our reference for the payment; the gateway quotes it back in its callback. */
  reference: string;
  /** Sen. */
  amount: number;
  currency: string;
  description: string;
  /** Where the payer's browser goes afterwards. */
  returnUrl: string;
  /** Where the gateway reports the outcome, server to server. */
  callbackUrl: string;
  /** Our payment's id and purpose, quoted back by gateways that report to one address for all purposes (Stripe's metadata). */
  paymentId: string;
  purpose: PaymentPurpose;
}

/** A verified outcome reported by a gateway. Only the last four digits of a card ever reach us. */
export interface GatewayOutcome {
  reference: string;
  amount: number;
  currency: string;
  status: 'paid' | 'failed';
  transactionId: string;
  cardHolderName: string | null;
  cardType: string | null;
  cardLast4: string | null;
  issuingBank: string | null;
  batchNumber: string | null;
}

/**
 * An online payment gateway. The product ships a sandbox gateway (its hosted page is served by the
 * product, so it works with no internet); a real one implements the same two calls.
 */
export interface PaymentGateway {
  readonly name: string;
  /** Where to send the payer to pay. */
  checkout(request: CheckoutRequest): Promise<{ redirectUrl: string }>;
  /** The outcome in a callback's fields, or null when its signature does not verify. */
  verifyCallback(fields: Record<string, string>): Promise<GatewayOutcome | null>;
}

const encoder = new TextEncoder();
const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
const unhex = (text: string) => (/^([0-9a-f]{2})+$/i.test(text) ? new Uint8Array(text.match(/../g)!.map((h) => parseInt(h, 16))) : null);

/** The fields in a fixed order, so both sides sign the same bytes. */
const canonical = (fields: Record<string, string>) =>
  Object.keys(fields)
    .filter((k) => k !== 'signature')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');

/** HMAC-SHA256 signing with a shared secret (WebCrypto: the same in Node and the browser). */
export const hmacSigner = (secret: string) => {
  const key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return {
    sign: async (fields: Record<string, string>) => hex(await crypto.subtle.sign('HMAC', await key, encoder.encode(canonical(fields)))),
    /** Constant-time: WebCrypto compares the MAC. */
    verify: async (fields: Record<string, string>) => {
      const signature = unhex(fields.signature ?? '');
      return signature !== null && crypto.subtle.verify('HMAC', await key, signature, encoder.encode(canonical(fields)));
    },
  };
};
