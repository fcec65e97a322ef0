import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Db } from '../../db/client';
import { contentRange, parseRange } from '../crud/listQuery';
import type { AppEnv } from '../http/env';
import { badRequest } from '../http/errors';
import { idempotently } from '../http/idempotency';
import { clientIp, pathId, readBody, zoneOf } from '../http/middleware';
import { activeGateway } from '../payments/activeGateway';
import { startOnlinePayment } from '../payments/online.service';
import { getPayment } from '../payments/payments.read';
import { payPurchaseFromWallet } from '../payments/walletPayment';
import { walletOf } from '../wallet/ledger';
import { audienceOf, boughtCodes, boughtPackages, codesForSale, promoPackage, promoPackagePeriods, promoPackages } from './vouchers.read';
import { blockCode, lockHeldPurchase, purchaseReference, redeemPackage, renewHold, takePackageUnit, type PurchaseKind } from './vouchers.service';

type Ctx = Context<AppEnv>;
const db = (c: Ctx) => c.get('deps').database.db;
const now = (c: Ctx) => c.get('deps').clock.now();
/** Agents and guests share these handlers: the caller's kind says which vouchers are on sale to it. */
const audience = (c: Ctx) => audienceOf(c.get('actor'));
const id = z.uuid({ error: 'app.validation.reference' });


const VOUCHER_TYPES = ['cash', 'addon', 'package'] as const;

/** `GET /promo-code?type=cash|addon|package`: codes on sale. */
export const codesOnSale = async (c: Ctx) => {
  const type = c.req.query('type') || undefined;
  if (type !== undefined && !VOUCHER_TYPES.includes(type as (typeof VOUCHER_TYPES)[number])) throw badRequest('app.errors.bad_request', { type: 'app.vouchers.invalid_type' });
  const range = parseRange(c.req.query('range'), 20);
  const result = await codesForSale(db(c), c.get('actor').accountId, type, now(c), await zoneOf(c), range, audience(c));
  c.header('Content-Range', contentRange('promo-codes', range, result.promoCodes.length, result.total));
  return c.json(result);
};

/** `GET /promo-code/bought`. */
export const myCodes = async (c: Ctx) => c.json({ promoCodes: await boughtCodes(db(c), c.get('actor').accountId) });

const blockBody = z.object({ promoCodeId: id });

/** `POST /promo-code/block`: holds a code while the agent pays for it. */
export const block = async (c: Ctx) => {
  const { promoCodeId } = await readBody(c, blockBody);
  const zone = await zoneOf(c);
  const purchase = await db(c).transaction((tx) => blockCode(tx, c.get('actor'), promoCodeId, now(c), zone));
  return c.json({ purchaseId: purchase.id, price: Number(purchase.price), blockedUntil: purchase.blockedUntil }, 201);
};

const heldBody = z.object({ purchaseId: id });
const packageBody = z.object({ packageId: id, periodId: id.optional() });

/**
 * Starts the gateway payment of a purchase `hold` names (in the same transaction); the hold restarts
 * so the code or unit waits for the gateway.
 */
const payOnline = async (c: Ctx, kind: PurchaseKind, request: unknown, hold: (tx: Db) => Promise<string>) => {
  const gateway = await activeGateway(c);
  return idempotently(c, request, async (tx) => {
    const actor = c.get('actor');
    const purchase = await lockHeldPurchase(tx, actor, await hold(tx));
    await renewHold(tx, purchase, now(c));
    const description = c.get('t')(`app.vouchers.payment_description.${kind}`, { name: await purchaseReference(tx, purchase) });
    const started = await startOnlinePayment(
      tx,
      gateway,
      { purpose: kind, payerId: actor.accountId, recordedBy: actor.id, amount: Number(purchase.price), subjectId: purchase.id, description, locale: c.get('locale') },
      now(c),
    );
    return { status: 201, body: { purchaseId: purchase.id, ...started } };
  });
};

/** `POST /promo-code/buy {purchaseId}`: pays a held code online. */
export const buyCodeOnline = async (c: Ctx) => {
  const body = await readBody(c, heldBody);
  return payOnline(c, 'promo-code', body, async () => body.purchaseId);
};

/** `POST /promo-package/buy {packageId, periodId?}`: takes a unit and pays its deposit online. */
export const buyPackageOnline = async (c: Ctx) => {
  const body = await readBody(c, packageBody);
  const zone = await zoneOf(c);
  return payOnline(c, 'promo-package', body, async (tx) => (await takePackageUnit(tx, c.get('actor'), body.packageId, body.periodId, now(c), zone)).id);
};

const walletCodeBody = z.union([heldBody, blockBody], { error: 'app.errors.bad_request' });

/**
 * `POST /wallet/promo-code {purchaseId}` pays a held code from the wallet; `{promoCodeId}` holds and
 * pays in one step.
 */
export const payCodeFromWallet = async (c: Ctx) => {
  const body = await readBody(c, walletCodeBody);
  const zone = await zoneOf(c);
  return idempotently(c, body, async (tx) => {
    const actor = c.get('actor');
    const heldId = 'purchaseId' in body ? body.purchaseId : (await blockCode(tx, actor, body.promoCodeId, now(c), zone)).id;
    const purchase = await lockHeldPurchase(tx, actor, heldId);
    const payment = await payPurchaseFromWallet(tx, actor, { purpose: 'promo-code', subjectId: purchase.id, amount: Number(purchase.price), reference: await purchaseReference(tx, purchase) }, now(c), c.get('locale'), clientIp(c));
    return { status: 201, body: { purchaseId: purchase.id, paymentId: payment.id, wallet: await walletOf(tx, actor.accountId) } };
  });
};

/** `POST /wallet/promo-package {packageId, periodId?}`: buys a unit of a promo package from the wallet. */
export const payPackageFromWallet = async (c: Ctx) => {
  const body = await readBody(c, packageBody);
  const zone = await zoneOf(c);
  return idempotently(c, body, async (tx) => {
    const actor = c.get('actor');
    const purchase = await takePackageUnit(tx, actor, body.packageId, body.periodId, now(c), zone);
    const payment = await payPurchaseFromWallet(tx, actor, { purpose: 'promo-package', subjectId: purchase.id, amount: Number(purchase.price), reference: await purchaseReference(tx, purchase) }, now(c), c.get('locale'), clientIp(c));
    return { status: 201, body: { purchaseId: purchase.id, paymentId: payment.id, wallet: await walletOf(tx, actor.accountId) } };
  });
};

const range = (c: Ctx) => parseRange(c.req.query('range'), 20);

/** `GET /promo-package`. */
export const packagesOnSale = async (c: Ctx) => {
  const r = range(c);
  const result = await promoPackages(db(c), now(c), await zoneOf(c), r, 'name', audience(c));
  c.header('Content-Range', contentRange('promo-packages', r, result.packages.length, result.total));
  return c.json(result);
};

/** `GET /promo-package/:id`. */
export const packageOnSale = async (c: Ctx) => c.json(await promoPackage(db(c), pathId(c.req.param('id')), now(c), await zoneOf(c), audience(c)));

/** `GET /promo-package/periods/:id`. */
export const packagePeriods = async (c: Ctx) => c.json({ periods: await promoPackagePeriods(db(c), pathId(c.req.param('id')), now(c), await zoneOf(c), audience(c)) });

/** `GET /promo-package/user/bought`. */
export const myPackages = async (c: Ctx) => c.json({ packages: await boughtPackages(db(c), c.get('actor').accountId) });

const redeemBody = z.object({ reservationId: id });

/** `POST /promo-package/user/bought/:id/redeem {reservationId}`: the bought deposit pays towards a booking of the package. */
export const redeem = async (c: Ctx) => {
  const purchaseId = pathId(c.req.param('id'));
  const { reservationId } = await readBody(c, redeemBody);
  return idempotently(c, { purchaseId, reservationId }, async (tx) => {
    const payment = await redeemPackage(tx, c.get('actor'), purchaseId, reservationId, now(c), c.get('locale'), clientIp(c));
    const slipBase = c.get('actor').kind === 'guest' ? '/api/portal/payment' : '/api/agent/payment';
    return { status: 201, body: { payment: await getPayment(tx, payment.id, slipBase) } };
  });
};
