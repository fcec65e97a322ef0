import { sandboxGateway } from '../../../server/app/payments/sandboxGateway';

type Call = <T>(method: string, path: string, options: { token?: string; body?: unknown }) => Promise<{ status: number; json: T }>;

/**
 * Tests only: credits an agent's wallet as a real top-up lands. The agent starts an online top-up; the
 * test then plays the sandbox gateway's server and reports it paid with a callback signed by the mock
 * API's sandbox secret (mocks/handlers.ts), through the same `/api/payment/callback/topup` a gateway calls.
 */
export const topUpWallet = async (call: Call, token: string, amount: number) => {
  const started = await call<{ redirectUrl: string }>('POST', '/api/agent/wallet/top-up', { token, body: { amount } });
  if (started.status !== 201) throw new Error(`top-up: ${started.status}`);
  await reportPaid(started.json.redirectUrl);
};

/** Tests only: the sandbox gateway reports the online payment of `redirectUrl` paid (any purpose: a top-up, a guest's voucher). */
export const reportPaid = async (redirectUrl: string) => {
  const checkout = new URL(redirectUrl, 'http://gateway.invalid').searchParams;
  const report: Record<string, string> = {
    reference: checkout.get('reference') ?? '',
    amount: checkout.get('amount') ?? '',
    currency: checkout.get('currency') ?? '',
    status: 'paid',
    transactionId: `SBX-TEST-${crypto.randomUUID().slice(0, 8)}`,
  };
  const signature = await sandboxGateway('sandbox-secret').signer.sign(report);
  const res = await fetch(checkout.get('callbackUrl') ?? '', { method: 'POST', body: new URLSearchParams({ ...report, signature }) });
  if (!res.ok) throw new Error(`gateway callback: ${res.status}`);
};
