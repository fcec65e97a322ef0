import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireBooker } from '../booking/booking.routes';
import type { AppEnv } from '../http/env';
import { ApiError, forbidden } from '../http/errors';
import { permit } from '../http/middleware';
import * as wallet from '../wallet/wallet.handlers';
import { PAYMENT_PURPOSES } from './gateway';
import { stripeWebhook } from './stripe.handlers';
import * as pay from './payments.handlers';
import * as earn from './commissions.handlers';
import { deskPayment, deskPaymentBody } from './deskPayment';
import { receiptPdf } from './receipt.handlers';
import { answer, json, security } from '../http/openapiDoc';

const idParam = z.object({ id: z.uuid() });
const idempotencyHeader = z.object({ 'Idempotency-Key': z.string().optional().openapi({ description: 'Send the same key again and the call has no second effect' }) });

type Method = 'get' | 'post' | 'put';
/** Registers a route's documentation in one line (the handlers validate). */
const doc = (app: OpenAPIHono<AppEnv>, tag: string) => (method: Method, path: string, summary: string, extra: { body?: z.ZodType; params?: z.ZodObject; moves?: boolean; status?: number } = {}) =>
  app.openAPIRegistry.registerPath({
    method,
    path,
    tags: [tag],
    security,
    summary,
    request: { ...(extra.body ? { body: json(extra.body) } : {}), ...(extra.params ? { params: extra.params } : {}), ...(extra.moves ? { headers: idempotencyHeader } : {}) },
    responses: { [extra.status ?? 200]: answer(summary), 400: answer('Invalid input, with field messages'), 409: answer('Conflict (balance, state)') },
  });

/** Slips are images or PDFs of at most the upload limit (multipart overhead allowed). */
export const slipLimit = bodyLimit({
  maxSize: 6 * 1024 * 1024,
  onError: () => {
    throw new ApiError(413, 'too_large', 'app.errors.too_large', { slip: 'app.errors.too_large' }, { args: { max: 5 } });
  },
});

/** Payouts and bank details are the agency owner's: its admin role only. */
const requireAgencyAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const actor = c.get('actor');
  if (actor.status !== 'A' || actor.agencyRole !== 'admin') throw forbidden('app.wallet.agency_admin_only');
  await next();
};

/** The agents' money: wallet, payouts, bank details, payments and their history (`/api/agent`). */
export const agentMoneyRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.get('/wallet', wallet.wallet);
  app.get('/wallet/statement', wallet.ownStatement);
  app.post('/wallet', requireBooker, wallet.payBooking);
  app.post('/wallet/top-up', requireBooker, wallet.topUp);
  app.get('/wallet/payout', wallet.ownPayouts);
  app.post('/wallet/payout', requireAgencyAdmin, wallet.askPayout);
  app.get('/wallet-setting', wallet.setting('wallet'));
  app.get('/influencer-setting', wallet.setting('influencer'));
  app.get('/bank-setting', wallet.setting('bank'));
  app.get('/agent-info', wallet.getAgentInfo);
  app.put('/agent-info', requireAgencyAdmin, wallet.putAgentInfo);
  app.get('/payment/get-all', pay.paymentList());
  app.get('/payment/card/:reservationId', requireBooker, pay.cardGateway);
  app.get('/payment/:id', pay.paymentShow);
  app.get('/payment/:id/slip', pay.paymentSlip);
  app.get('/online-payment', requireBooker, pay.onlinePayment);
  app.post('/agent-reservations/offline-payment/:id', requireBooker, slipLimit, pay.offlinePayment);
  app.get('/my-commission', earn.ownCommissions);
  app.get('/referral-commission', earn.ownReferralCommissions);
  app.get('/referral-commission/:year', earn.ownReferralCommissions);
  app.get('/social-share', earn.socialShare);
  const d = doc(app, 'wallet');
  d('get', '/wallet', '{creditedAmount, debitedAmount, totalReqAmount, balance}');
  d('get', '/wallet/statement', 'The ledger, newest first (range)');
  d('post', '/wallet', 'Pay a booking from the wallet', { body: z.object({ reservationId: z.uuid(), amount: z.number().int().optional() }), moves: true, status: 201 });
  d('post', '/wallet/top-up', 'Top up online (RM 100 to RM 1000): answers the gateway page', { body: z.object({ amount: z.number().int() }), moves: true, status: 201 });
  d('get', '/wallet/payout', "The agent's payout requests");
  d('post', '/wallet/payout', 'Ask for a payout to the bank account of /agent-info', { body: z.object({ amount: z.number().int() }), moves: true, status: 201 });
  d('get', '/wallet-setting', 'Top-up bounds and payout minimum');
  d('get', '/influencer-setting', 'Referral commission');
  d('get', '/bank-setting', "The resort's bank account for bank-in payments: {bankName, accountName, accountNumber, swift, referenceInstructions}");
  d('get', '/agent-info', 'Bank details for payouts');
  d('put', '/agent-info', 'Save bank details', { body: z.object({ accountName: z.string(), accountNumber: z.string(), bankName: z.string(), swiftCode: z.string().optional() }) });
  const e = doc(app, 'commissions');
  e('get', '/my-commission', 'Commissions credited and forecast (bookings not yet checked in)');
  e('get', '/referral-commission/{year}', 'Referral commissions of a year', { params: z.object({ year: z.string() }) });
  e('get', '/social-share', 'Referral code and the link to share');
  const p = doc(app, 'payments');
  p('get', '/payment/get-all', 'Payment history (range, filter)');
  p('get', '/payment/card/{reservationId}', 'Redirect to the card gateway for what is due', { params: z.object({ reservationId: z.uuid() }) });
  p('get', '/payment/{id}', 'One payment', { params: idParam });
  p('get', '/payment/{id}/slip', 'The slip sent with a payment', { params: idParam });
  p('get', '/online-payment', 'Start an online payment (?reservationId=&amount=): {paymentId, amount, redirectUrl}');
  p('post', '/agent-reservations/offline-payment/{id}', 'Send a bank-in slip (multipart: slip, amount, referenceNo, referenceDate) or a cheque', { params: idParam, moves: true, status: 201 });
  return app;
};

/** The back office's money desk (`/api/admin`). */
export const staffMoneyRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.get('/payments', permit('payments', 'list'), pay.paymentList());
  app.get('/payments/:id', permit('payments', 'show'), pay.paymentShow);
  app.get('/payments/:id/slip', permit('payments', 'show'), pay.paymentSlip);
  app.get('/payments/:id/receipt.pdf', permit('payments', 'show'), receiptPdf);
  app.put('/payments/:id/approve', permit('payments', 'approve'), pay.approve);
  app.put('/payments/:id/reject', permit('payments', 'approve'), pay.reject);
  app.post('/reservations/offline-payment/:id', permit('payments', 'create'), slipLimit, pay.offlinePayment);
  app.post('/reservations/:id/desk-payment', permit('payments', 'create'), deskPayment);
  app.get('/reservations/:id/refund', permit('refunds', 'show'), earn.preview);
  app.post('/reservations/:id/refund', permit('refunds', 'create'), earn.refundOne);
  app.get('/reservations/yearly-payout/:year', permit('payouts', 'list'), earn.yearly());
  app.get('/reservations/referral-commission/:year', permit('payouts', 'list'), earn.yearly('referral'));
  app.get('/payouts', permit('payouts', 'list'), wallet.payoutList);
  app.put('/payouts/:id/approve', permit('payouts', 'approve'), wallet.decide('approve'));
  app.put('/payouts/:id/reject', permit('payouts', 'approve'), wallet.decide('reject'));
  app.get('/wallets/:agentId/statement', permit('payouts', 'show'), wallet.agentStatement);
  app.get('/settings/:key', permit('settings', 'show'), wallet.getSetting);
  app.put('/settings/:key', permit('settings', 'edit'), wallet.putSetting);
  const p = doc(app, 'payments');
  p('get', '/payments', 'Payments (filter: status, method, purpose, reservationId, payerId)');
  p('get', '/payments/{id}', 'One payment', { params: idParam });
  p('get', '/payments/{id}/slip', 'Its slip', { params: idParam });
  p('get', '/payments/{id}/receipt.pdf', 'The receipt of an approved booking payment (application/pdf), in the caller\'s language', { params: idParam });
  p('put', '/payments/{id}/approve', 'Approve a payment waiting for review', { params: idParam, moves: true });
  p('put', '/payments/{id}/reject', 'Reject it, saying why', { params: idParam, body: z.object({ rejectionNotes: z.string() }), moves: true });
  p('post', '/reservations/offline-payment/{id}', 'Record a payment received at the desk (approved at once)', { params: idParam, moves: true, status: 201 });
  p('post', '/reservations/{id}/desk-payment', 'Take a payment at the desk (cash, card terminal, bank transfer, cheque), approved at once, at most the balance due', { params: idParam, body: deskPaymentBody, moves: true, status: 201 });
  const r = doc(app, 'refunds');
  r('get', '/reservations/{id}/refund', "Paid, refunded, refundable and a suggested cancel fee (a cancelled booking: the cancellation policy's fee for the notice it was cancelled with)", { params: idParam });
  r('post', '/reservations/{id}/refund', 'Refund (confirm: true) to the wallet or the original payment', { params: idParam, body: z.object({ cancelFee: z.number().int(), refundAmount: z.number().int(), method: z.enum(['wallet', 'original']), paymentId: z.uuid().optional(), confirm: z.literal(true) }), moves: true, status: 201 });
  r('get', '/reservations/yearly-payout/{year}', 'Commissions per agent in a year', { params: z.object({ year: z.string() }) });
  r('get', '/reservations/referral-commission/{year}', 'Referral commissions per agent in a year', { params: z.object({ year: z.string() }) });
  const w = doc(app, 'wallet');
  w('get', '/payouts', 'Payout requests (filter: status, agentId)');
  w('put', '/payouts/{id}/approve', 'Mark a payout paid', { params: idParam, body: z.object({ transferReference: z.string().optional() }), moves: true });
  w('put', '/payouts/{id}/reject', 'Reject a payout, saying why', { params: idParam, body: z.object({ notes: z.string() }), moves: true });
  w('get', '/wallets/{agentId}/statement', "An agent's wallet statement", { params: z.object({ agentId: z.uuid() }) });
  w('get', '/settings/{key}', 'A setting (wallet, influencer, refunds…)', { params: z.object({ key: z.string() }) });
  w('put', '/settings/{key}', 'Replace a setting', { params: z.object({ key: z.string() }) });
  return app;
};

/** The gateway's addresses (`/api/payment`): no sign-in; a callback proves itself by its signature. */
export const paymentGatewayRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.post('/callback/:purpose', pay.gatewayCallback);
  app.get('/return/:purpose', pay.gatewayReturn);
  app.post('/stripe/webhook', stripeWebhook);
  app.openAPIRegistry.registerPath({ method: 'post', path: '/stripe/webhook', tags: ['payments'], summary: "Stripe's events (Stripe-Signature verified on the raw body); each applied once", responses: { 200: answer('Received'), 400: answer('Bad or stale signature, or amount') } });
  const purpose = z.object({ purpose: z.enum(PAYMENT_PURPOSES) });
  app.openAPIRegistry.registerPath({ method: 'post', path: '/callback/{purpose}', tags: ['payments'], summary: 'Signed server-to-server report of an online payment; applied once', request: { params: purpose }, responses: { 200: answer('Received'), 400: answer('Bad signature or amount') } });
  app.openAPIRegistry.registerPath({ method: 'get', path: '/return/{purpose}', tags: ['payments'], summary: "The payer's way back from the gateway", request: { params: purpose }, responses: { 303: { description: 'To the portal screen of the purpose' } } });
  return app;
};
