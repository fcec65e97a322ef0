import type { CheckoutRequest, GatewayOutcome, PaymentGateway } from './gateway';
import { hmacSigner } from './gateway';

/** Card numbers the sandbox understands; any other valid-looking number is declined. */
export const SANDBOX_CARDS = { approve: '4111111111111111', decline: '4000000000000002' } as const;

export type SandboxGateway = PaymentGateway & {
  /** Signs the checkout parameters the hosted page is opened with. */
  signer: ReturnType<typeof hmacSigner>;
};

/**
 * The built-in gateway: a hosted card page served by the product itself (`/sandbox-gateway/pay`),
 * which reports back with a signed callback exactly as a real gateway would. Card numbers never
 * leave the page's handler: only the last four digits are reported.
 */
export const sandboxGateway = (secret: string): SandboxGateway => {
  const signer = hmacSigner(secret);
  return {
    name: 'sandbox',
    signer,
    async checkout(request: CheckoutRequest) {
      const fields: Record<string, string> = {
        reference: request.reference,
        amount: String(request.amount),
        currency: request.currency,
        description: request.description,
        returnUrl: request.returnUrl,
        callbackUrl: request.callbackUrl,
      };
      const query = new URLSearchParams({ ...fields, signature: await signer.sign(fields) });
      return { redirectUrl: `/sandbox-gateway/pay?${query}` };
    },
    async verifyCallback(fields: Record<string, string>): Promise<GatewayOutcome | null> {
      if (!(await signer.verify(fields))) return null;
      const amount = Number(fields.amount);
      if (!Number.isSafeInteger(amount) || (fields.status !== 'paid' && fields.status !== 'failed') || !fields.reference) return null;
      return {
        reference: fields.reference,
        amount,
        currency: fields.currency ?? '',
        status: fields.status,
        transactionId: fields.transactionId ?? '',
        cardHolderName: fields.cardHolderName || null,
        cardType: fields.cardType || null,
        cardLast4: fields.cardLast4 || null,
        issuingBank: fields.issuingBank || null,
        batchNumber: fields.batchNumber || null,
      };
    },
  };
};
