import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { formatMoney } from '../../../i18n/formatMoney';
import { contentRange, parseFilter, parseRange } from '../crud/listQuery';
import type { AppEnv } from '../http/env';
import { ApiError, badRequest } from '../http/errors';
import { idempotently } from '../http/idempotency';
import { clientIp, pathId, readBody } from '../http/middleware';
import { startOnlinePayment } from '../payments/online.service';
import { payBookingFromWallet } from '../payments/payments.service';
import { activeGateway } from '../payments/activeGateway';
import { readSetting, SECRET_MASK, SETTING_KEYS, SETTINGS, writeSetting, type SettingKey } from '../settings/settings';
import { writeAudit } from '../audit/audit';
import { statementOf, walletOf } from './ledger';
import { bankDetailsOf, decidePayout, listPayouts, requestPayout, saveBankDetails } from './payouts.service';

type Ctx = Context<AppEnv>;
const db = (c: Ctx) => c.get('deps').database.db;
const now = (c: Ctx) => c.get('deps').clock.now();
const sen = z.number({ error: 'app.payments.invalid_amount' }).int('app.payments.invalid_amount').positive('app.payments.invalid_amount').max(100_000_000, 'app.payments.invalid_amount');

/** `GET /wallet`: the spec's three totals and the balance they make. */
export const wallet = async (c: Ctx) => c.json(await walletOf(db(c), c.get('actor').accountId));

const statement = (agentId: (c: Ctx) => string) => async (c: Ctx) => {
  const range = parseRange(c.req.query('range'), 10);
  const id = agentId(c);
  const [totals, { entries, total }] = await Promise.all([walletOf(db(c), id), statementOf(db(c), id, range)]);
  c.header('Content-Range', contentRange('wallet-entries', range, entries.length, total));
  return c.json({ wallet: totals, entries, total });
};

/** `GET /wallet/statement`: the agency's ledger, newest first. */
export const ownStatement = statement((c) => c.get('actor').accountId);
/** Staff: any agent's ledger (`/wallets/:agentId/statement`). */
export const agentStatement = statement((c) => pathId(c.req.param('agentId')));

const bookingPayment = z.object({ reservationId: z.uuid('app.validation.reference'), amount: sen.optional() });

/** `POST /wallet`: pays a booking (what is due, or `amount` of it) from the wallet. */
export const payBooking = async (c: Ctx) => {
  const body = await readBody(c, bookingPayment);
  return idempotently(c, body, async (tx) => {
    const paid = await payBookingFromWallet(tx, c.get('actor'), body.reservationId, body.amount, now(c), c.get('locale'), clientIp(c));
    return { status: 201, body: { payment: paid.answer, wallet: paid.wallet } };
  });
};

const topUpBody = z.object({ amount: sen });

/** `POST /wallet/top-up`: credit bought online, within the resort's bounds (spec: RM 100 to RM 1000). */
export const topUp = async (c: Ctx) => {
  const { amount } = await readBody(c, topUpBody);
  const { topUpMin, topUpMax } = await readSetting(db(c), 'wallet');
  if (amount < topUpMin) throw new ApiError(400, 'validation', 'app.errors.bad_request', { amount: 'app.wallet.top_up_minimum' }, { args: { min: formatMoney(topUpMin) } });
  if (amount > topUpMax) throw new ApiError(400, 'validation', 'app.errors.bad_request', { amount: 'app.wallet.top_up_maximum' }, { args: { max: formatMoney(topUpMax) } });
  const payments = await activeGateway(c);
  return idempotently(c, { amount }, async (tx) => ({
    status: 201,
    body: await startOnlinePayment(
      tx,
      payments,
      { purpose: 'topup', payerId: c.get('actor').accountId, recordedBy: c.get('actor').id, amount, description: c.get('t')('app.wallet.top_up_description'), locale: c.get('locale') },
      now(c),
    ),
  }));
};

const payoutBody = z.object({ amount: sen });

/** `GET /wallet/payout`: the agent's payout requests. */
export const ownPayouts = async (c: Ctx) => {
  const range = parseRange(c.req.query('range'), 10);
  const { records, total } = await listPayouts(db(c), { agentId: c.get('actor').accountId }, range);
  return c.json({ payouts: records, total });
};

/** `POST /wallet/payout`: asks for money out to the bank account of `/agent-info`. */
export const askPayout = async (c: Ctx) => {
  const { amount } = await readBody(c, payoutBody);
  return idempotently(c, { amount }, async (tx) => {
    const payout = await requestPayout(tx, c.get('actor'), amount, now(c), clientIp(c));
    return { status: 201, body: { payout: { ...payout, amount: Number(payout.amount) }, wallet: await walletOf(tx, c.get('actor').accountId) } };
  });
};

const payoutFilter = z.object({ status: z.enum(['pending', 'approved', 'rejected']).optional(), agentId: z.uuid().optional() });

/** Staff: payout requests in react-admin's list dialect. */
export const payoutList = async (c: Ctx) => {
  const range = parseRange(c.req.query('range'), 10);
  const filter = parseFilter(c.req.query('filter'), payoutFilter);
  const { records, total } = await listPayouts(db(c), filter, range);
  c.header('Content-Range', contentRange('payouts', range, records.length, total));
  return c.json({ payouts: records, total });
};

const decisionBody = z.object({ notes: z.string().trim().max(500).optional(), transferReference: z.string().trim().max(60).optional() });

/** Staff approve (paid out) or reject a payout request. */
export const decide = (decision: 'approve' | 'reject') => async (c: Ctx) => {
  const id = pathId(c.req.param('id'));
  const body = await readBody(c, decisionBody);
  return idempotently(c, { id, decision, ...body }, async (tx) => {
    const payout = await decidePayout(tx, c.get('actor'), id, { decision, ...body }, now(c), clientIp(c));
    return { status: 200, body: { ...payout, amount: Number(payout.amount) } };
  });
};

const bankDetails = z.object({
  accountName: z.string({ error: 'ra.validation.required' }).trim().min(1, 'ra.validation.required').max(120),
  accountNumber: z.string({ error: 'ra.validation.required' }).trim().regex(/^[0-9-]{5,34}$/, 'app.wallet.invalid_account_number'),
  bankName: z.string({ error: 'ra.validation.required' }).trim().min(1, 'ra.validation.required').max(120),
  swiftCode: z
    .string()
    .trim()
    .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'app.wallet.invalid_swift_code')
    .nullish(),
});

/** `GET /agent-info`: where payouts go (null fields until given). */
export const getAgentInfo = async (c: Ctx) => c.json((await bankDetailsOf(db(c), c.get('actor').accountId)) ?? { accountName: null, accountNumber: null, bankName: null, swiftCode: null });

/** `PUT /agent-info`: saves the bank details. */
export const putAgentInfo = async (c: Ctx) => {
  const body = await readBody(c, bankDetails);
  const saved = await db(c).transaction(async (tx) => {
    const details = await saveBankDetails(tx, c.get('actor').accountId, body, now(c));
    await writeAudit(tx, { actor: c.get('actor'), action: 'update', resource: 'agent-info', recordId: c.get('actor').accountId, after: { bankName: body.bankName, accountNumber: `…${body.accountNumber.slice(-4)}` }, ip: clientIp(c) }, now(c));
    return details;
  });
  return c.json(saved);
};

/** A setting read by agents (`/wallet-setting`, `/influencer-setting`). */
export const setting = (key: SettingKey) => async (c: Ctx) => c.json(await readSetting(db(c), key));

const settingKey = (c: Ctx) => {
  const key = c.req.param('key') as SettingKey;
  if (!SETTING_KEYS.includes(key)) throw badRequest('app.errors.bad_request', { key: 'app.errors.not_found' });
  return key;
};

/** Staff: a setting with its defaults filled in; a stored secret (the SMTP password) is never sent back. */
export const getSetting = async (c: Ctx) => c.json(masked(await readSetting(db(c), settingKey(c))));

/** Secrets (an SMTP password, Stripe's secret key and webhook secret, a captcha secret) never reach a client or the audit log. */
const MASK = SECRET_MASK;
const masked = (value: object) => Object.fromEntries(Object.entries(value).map(([k, v]) => [k, /password|secret/i.test(k) && v ? MASK : v]));

/** Staff: replaces a setting (validated whole; missing values take their defaults). */
export const putSetting = async (c: Ctx) => {
  const key = settingKey(c);
  const value = await readBody(c, SETTINGS[key]);
  const saved = await db(c).transaction(async (tx) => {
    const before = await readSetting(tx, key);
    // A form sends the masked secret back unchanged: that keeps the stored one.
    const kept = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, v === MASK ? (before as Record<string, unknown>)[k] : v])) as typeof value;
    await writeSetting(tx, key, kept, now(c));
    await writeAudit(tx, { actor: c.get('actor'), action: 'update', resource: 'settings', recordId: null, before: { [key]: masked(before) }, after: { [key]: masked(kept) }, ip: clientIp(c) }, now(c));
    return masked(kept);
  });
  return c.json(saved);
};
