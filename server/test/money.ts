import { type SQL, sql } from 'drizzle-orm';
import type { ApiClient } from './apiClient';
import type { TestApp } from './testApp';

/** The rows of a raw SQL query, typed by the test that reads them. */
export const rowsOf = async <T>(api: Pick<TestApp, 'db'>, query: SQL) => ((await api.db.execute(query)) as { rows: T[] }).rows;

/** A real 1×1 PNG: what an agent's phone photo of a bank-in slip is, to the server. */
export const slipPng = (variant = 0) => {
  const bytes = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
  // Bytes after IEND change the file's hash, not what it is: a different slip.
  return variant ? Uint8Array.from([...bytes, variant]) : bytes;
};

/** The multipart form of an offline payment, as the portal sends it. */
export const slipForm = (fields: Record<string, string | number>, slip: Uint8Array | null = slipPng(), name = 'bank-in.png') => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, String(v));
  if (slip) form.set('slip', new File([slip as Uint8Array<ArrayBuffer>], name));
  return form;
};

/** Credits an agent's wallet as staff would see a top-up land (through the ledger, in a transaction). */
export const creditWallet = async (api: Pick<ApiClient, 'db' | 'now'>, agentEmail: string, amount: number) => {
  const { post } = await import('../app/wallet/ledger');
  const [row] = await rowsOf<{ id: string }>(api, sql`SELECT id FROM users WHERE email = ${agentEmail}`);
  await api.db.transaction((tx) => post(tx, { agentId: row.id, kind: 'topup', amount, reference: 'test top-up' }, api.now()));
  return row.id;
};

/** Opens the sandbox gateway's page for `redirectUrl` and pays it with `card`; answers where the browser lands. */
export const payOnSandbox = async (api: TestApp, redirectUrl: string, card: string, holder = 'SITI ABDULLAH') => {
  const page = await api.call('GET', redirectUrl);
  if (page.status !== 200) throw new Error(`gateway page: ${page.status} ${page.text}`);
  const query = new URL(redirectUrl, 'http://x').searchParams;
  const form = new URLSearchParams(query);
  form.set('cardHolderName', holder);
  form.set('cardNumber', card);
  form.set('expiry', '12/29');
  form.set('cvc', '123');
  form.set('action', 'pay');
  const res = await api.app.request('/sandbox-gateway/pay', { method: 'POST', body: form });
  return { status: res.status, location: res.headers.get('location') ?? '' };
};

/** Rows of the e-mail outbox for a template, oldest first. */
export const queuedEmails = async (api: TestApp, template: string) =>
  rowsOf<{ to: string; subject: string; text: string }>(api, sql`SELECT "to", subject, text FROM email_outbox WHERE template = ${template} ORDER BY created_at, id`);
