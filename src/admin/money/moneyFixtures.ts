import { slipPng } from '../../../server/test/money';
import { DEMO_PASSWORD } from '../../../server/db/seed/demoPeople';
import { formatMoney } from '../fields/money';
import { bookAsAgent, type BookedReservation } from '../../test/booking';
import type { Payment, RefundResult } from './moneyTypes';

/**
 * Money the screens can show, made through the real API the way agents and staff make it (tests
 * only). Plain fetch with its own tokens, so the back office's session is left alone.
 */
const call = async <T>(method: string, path: string, token: string, body?: object | Multipart): Promise<T> => {
  const headers = new Headers({ Accept: 'application/json', Authorization: `Bearer ${token}` });
  const form = body instanceof Multipart;
  if (body !== undefined) headers.set('Content-Type', form ? body.contentType : 'application/json');
  const payload = body === undefined ? undefined : form ? body.bytes : JSON.stringify(body);
  const response = await fetch(new URL(path, window.location.href), { method, headers, body: payload });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
};

/**
 * A slip form written out by hand: jsdom's FormData and File do not reach the in-process server
 * intact through Node's fetch, bytes do.
 */
class Multipart {
  readonly boundary = `----slip${Math.random().toString(16).slice(2)}`;
  readonly bytes: Uint8Array<ArrayBuffer>;
  constructor(fields: Record<string, string | number>, file: Uint8Array) {
    const text = (s: string) => Array.from(new TextEncoder().encode(s));
    const head = Object.entries(fields).flatMap(([name, value]) => text(`--${this.boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    const slip = text(`--${this.boundary}\r\nContent-Disposition: form-data; name="slip"; filename="bank-in.png"\r\nContent-Type: image/png\r\n\r\n`);
    this.bytes = Uint8Array.from([...head, ...slip, ...file, ...text(`\r\n--${this.boundary}--\r\n`)]);
  }
  get contentType() {
    return `multipart/form-data; boundary=${this.boundary}`;
  }
}

const tokens = new Map<string, Promise<string>>();
/** One sign-in per e-mail and test file. */
const login = (email: string) => {
  if (!tokens.has(email)) tokens.set(email, call<{ accessToken: string }>('POST', '/api/auth/login', '', { email, password: DEMO_PASSWORD }).then((r) => r.accessToken));
  return tokens.get(email) as Promise<string>;
};
export const AGENT = 'ta@agency.test';
const STAFF = 'admin@resort.test';

/** Money as the screen reads once whitespace is normalised (Intl puts a no-break space after RM). */
export const rm = (sen: number) => formatMoney(sen).replace(/\s+/g, ' ');

/** The agent sends a bank-in slip for `amount` of a booking (a different slip file per `variant`). */
export const sendSlip = async (booking: BookedReservation, amount: number, referenceNo: string, variant = 1) =>
  call<Payment>('POST', `/api/agent/agent-reservations/offline-payment/${booking.id}`, await login(AGENT), new Multipart({ amount, referenceNo, referenceDate: '2026-03-02' }, slipPng(variant)));

/** A booking the agent paid in full by slip, approved by staff. */
export const paidBooking = async (inDays: number, variant: number) => {
  const booking = await bookAsAgent(inDays);
  const payment = await sendSlip(booking, booking.total, `PAID-${variant}`, variant);
  await call('PUT', `/api/admin/payments/${payment.id}/approve`, await login(STAFF));
  return booking;
};

/** Staff refund part of a paid booking to the agent's wallet: the wallet is credited with it. */
export const refundToWallet = async (booking: BookedReservation, amount: number) =>
  call<RefundResult>('POST', `/api/admin/reservations/${booking.id}/refund`, await login(STAFF), { cancelFee: 0, refundAmount: amount, method: 'wallet', confirm: true });

/** The agent gives its bank details and asks for `amount` out of the wallet. */
export const askPayout = async (amount: number) => {
  const token = await login(AGENT);
  await call('PUT', '/api/agent/agent-info', token, { accountName: 'SITI BINTI ABDULLAH', accountNumber: '5140-1234-5678', bankName: 'Maybank' });
  return call<{ payout: { id: string; amount: number } }>('POST', '/api/agent/wallet/payout', token, { amount });
};

/** The agent's user id (its travel-agent record, its wallet). */
export const agentId = async () => (await call<{ id: string }>('GET', '/api/auth/me', await login(AGENT))).id;

/** A member of staff whose role grants only `permissions` (signs in with the demo password). */
export const staffWith = async (email: string, permissions: Record<string, string[]>) => {
  const token = await login(STAFF);
  const role = await call<{ id: string }>('POST', '/api/admin/roles', token, { name: email.split('@')[0], description: 'Test role', permissions });
  await call('POST', '/api/admin/users', token, { firstName: 'Farah', lastName: 'Ismail', email, password: DEMO_PASSWORD, roleId: role.id, active: true });
};
