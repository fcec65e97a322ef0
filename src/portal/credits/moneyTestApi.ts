import { hmacSigner } from '../../../server/app/payments/gateway';
import { DEMO_PASSWORD } from '../../../server/db/seed/demoPeople';

/**
 * Test-only: money set up through the real API the screens use (MSW hands these requests to the
 * in-process server), with its own tokens, so the session of whoever is signed in is left alone.
 */
const send = async <T>(method: string, path: string, { token, json, form }: { token?: string; json?: unknown; form?: URLSearchParams } = {}) => {
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  const body = form ?? (json === undefined ? undefined : JSON.stringify(json));
  const response = await fetch(new URL(path, window.location.href), { method, headers, body });
  const answer = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
};

export const loginAs = async (email: string, password = DEMO_PASSWORD) => (await send<{ accessToken: string }>('POST', '/api/auth/login', { json: { email, password } })).accessToken;

/** The mock API's sandbox gateway secret (mocks/handlers.ts). */
const gateway = hmacSigner('sandbox-secret');

/**
 * An agent tops its wallet up by `amount` sen and the gateway reports the card payment paid (or
 * declined) with a signed callback, exactly as the sandbox card page does. Answers the payment's id.
 */
export const topUpPaid = async (token: string, amount: number, status: 'paid' | 'failed' = 'paid') => {
  const started = await send<{ paymentId: string; redirectUrl: string }>('POST', '/api/agent/wallet/top-up', { token, json: { amount } });
  const checkout = new URL(started.redirectUrl, 'http://gateway.invalid').searchParams;
  const report: Record<string, string> = {
    reference: checkout.get('reference') ?? '',
    amount: checkout.get('amount') ?? '',
    currency: checkout.get('currency') ?? '',
    status,
    transactionId: `SBX-TEST-${started.paymentId.slice(0, 8).toUpperCase()}`,
  };
  const form = new URLSearchParams({ ...report, signature: await gateway.sign(report) });
  await send('POST', '/api/payment/callback/topup', { form });
  return started.paymentId;
};

/** The signed-in agent's payments, as `GET /payment/get-all` lists them. */
export const paymentsOf = (token: string) => send<{ payments: { id: string; status: string; amount: number }[]; total: number }>('GET', '/api/agent/payment/get-all', { token });

/** An agent's wallet totals. */
export const walletOf = (token: string) => send<{ creditedAmount: number; debitedAmount: number; totalReqAmount: number; balance: number }>('GET', '/api/agent/wallet', { token });

/**
 * A new member of the demo agency (ta@agency.test's account) with the given agency role, added by the
 * agency's admin as the Members screen does: it shares the agency's bookings and wallet.
 */
export const createAgencyMember = async (email: string, agencyRole: 'admin' | 'editor' | 'viewer', password = 'Member!2345') => {
  const agencyAdmin = await loginAs('ta@agency.test');
  await send('POST', '/api/agent/members', {
    token: agencyAdmin,
    json: { firstName: 'Nadia', lastName: 'Osman', email, phone: '+60 3-2141 8811', password, agencyRole },
  });
  return { email, password };
};

/**
 * A bank-in slip for a booking (a real PNG), as the portal's offline payment sends it. The multipart body
 * is written out by hand: jsdom's File is not one Node's fetch can read.
 */
export const sendSlip = async (token: string, reservationId: string, amount: number) => {
  const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
  const boundary = `----slip${crypto.randomUUID()}`;
  const fields = { amount: String(amount), referenceNo: 'MBB-778812', referenceDate: new Date().toISOString().slice(0, 10) };
  const encoder = new TextEncoder();
  const parts = [
    ...Object.entries(fields).map(([name, value]) => encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
    encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="slip"; filename="bank-in.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    encoder.encode(`\r\n--${boundary}--\r\n`),
  ];
  const body = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    body.set(part, offset);
    offset += part.length;
  }
  const response = await fetch(new URL(`/api/agent/agent-reservations/offline-payment/${reservationId}`, window.location.href), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
  if (!response.ok) throw new Error(`slip: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string };
};
