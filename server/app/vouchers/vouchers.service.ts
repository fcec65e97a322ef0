import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import { payments, voucherPurchases } from '../../db/moneyTables';
import type { Locale } from '../../../i18n/types';
import { writeAudit } from '../audit/audit';
import type { Actor } from '../http/env';
import { ApiError, conflict, notFound } from '../http/errors';
import { fulfil, registerFulfilment } from '../payments/fulfil';
import { lockPayableReservation, requireWithinDue } from '../payments/payments.service';
import { creditUndeliverable } from '../payments/walletPayment';
import { resortToday } from '../settings/resortZone';
import { readSetting } from '../settings/settings';
import { audienceOf, SOLD_TO } from './vouchers.read';

const t = resourceTables;
type Purchase = typeof voucherPurchases.$inferSelect;
export type PurchaseKind = 'promo-code' | 'promo-package';

const holdEnd = async (tx: Db, now: Date) => new Date(now.getTime() + (await readSetting(tx, 'purchases')).holdMinutes * 60_000);

/** A hold that ran out is given back, so another agent may take what it held. */
const lapsed = (now: Date) => and(eq(voucherPurchases.status, 'blocked'), lte(voucherPurchases.blockedUntil, now));
/** Purchases that still hold their code or package unit: bought, or blocked and within the hold. */
const live = (now: Date) => or(eq(voucherPurchases.status, 'bought'), and(eq(voucherPurchases.status, 'blocked'), gt(voucherPurchases.blockedUntil, now)));

const takenBySomeoneElse = () => conflict('app.vouchers.taken');

/** Whether a voucher's `soldTo` lets this buyer (an agent or a guest) buy it. */
const soldToBuyer = (soldTo: unknown, actor: Actor) => SOLD_TO[audienceOf(actor)].includes(String(soldTo));

/**
 * `POST /promo-code/block`: holds a code that is for sale for this agent or guest while it pays. The code's row
 * is locked first, so two agents blocking it at once are served one after the other: the first gets
 * the hold, the second is told it is taken. Blocking a code one already holds renews the hold.
 */
export const blockCode = async (tx: Db, actor: Actor, promoCodeId: string, now: Date, zone: string): Promise<Purchase> => {
  const [code] = await tx.select().from(t.promo_codes).where(eq(t.promo_codes.id, promoCodeId)).for('update');
  const forSale =
    code && code.active && !code.isPublic && soldToBuyer(code.soldTo, actor) && Number(code.price ?? 0) > 0 && String(code.expiryDate) >= resortToday(now, zone) && Number(code.usedCount ?? 0) < Number(code.numberOfUses);
  if (!forSale) throw notFound('app.vouchers.not_for_sale');
  await tx.update(voucherPurchases).set({ status: 'released' }).where(and(eq(voucherPurchases.promoCodeId, promoCodeId), lapsed(now)));
  const [held] = await tx.select().from(voucherPurchases).where(and(eq(voucherPurchases.promoCodeId, promoCodeId), sql`${voucherPurchases.status} <> 'released'`));
  const until = await holdEnd(tx, now);
  if (held) {
    if (held.agentId !== actor.accountId) throw takenBySomeoneElse();
    if (held.status === 'bought') throw conflict('app.vouchers.already_bought');
    const [renewed] = await tx.update(voucherPurchases).set({ blockedUntil: until }).where(eq(voucherPurchases.id, held.id)).returning();
    return renewed;
  }
  const [purchase] = await tx
    .insert(voucherPurchases)
    .values({ kind: 'promo-code', promoCodeId, agentId: actor.accountId, price: Number(code.price), status: 'blocked', blockedUntil: until, createdAt: now })
    .returning();
  return purchase;
};

/**
 * Takes one unit of a promo package for this agent (held while it pays): the package's row is locked
 * and its live purchases counted against `availableCount`, so parallel buyers never take more units
 * than there are. The price is the deposit of the chosen period, else the package's.
 */
export const takePackageUnit = async (tx: Db, actor: Actor, packageId: string, periodId: string | undefined, now: Date, zone: string): Promise<Purchase> => {
  const [pkg] = await tx.select().from(t.tour_packages).where(eq(t.tour_packages.id, packageId)).for('update');
  const today = resortToday(now, zone);
  if (!pkg || !pkg.active || !pkg.promotion || !soldToBuyer(pkg.soldTo, actor) || (pkg.validTo && String(pkg.validTo) < today)) throw notFound('app.vouchers.package_not_for_sale');
  let deposit = Number(pkg.deposit ?? 0);
  if (periodId) {
    const [period] = await tx.select().from(t.package_periods).where(and(eq(t.package_periods.id, periodId), eq(t.package_periods.tourPackageId, packageId), eq(t.package_periods.active, true)));
    if (!period || String(period.endDate) < today) throw new ApiError(400, 'validation', 'app.errors.bad_request', { periodId: 'app.vouchers.period_not_for_sale' });
    if (Number(period.deposit ?? 0) > 0) deposit = Number(period.deposit);
  }
  if (deposit <= 0) throw notFound('app.vouchers.package_not_for_sale');
  await tx.update(voucherPurchases).set({ status: 'released' }).where(and(eq(voucherPurchases.packageId, packageId), lapsed(now)));
  if (pkg.availableCount !== null && pkg.availableCount !== undefined) {
    const [{ taken }] = await tx
      .select({ taken: sql<number>`count(*)::int` })
      .from(voucherPurchases)
      .where(and(eq(voucherPurchases.packageId, packageId), live(now)));
    if (Number(taken) >= Number(pkg.availableCount)) throw conflict('app.vouchers.sold_out');
  }
  const [purchase] = await tx
    .insert(voucherPurchases)
    .values({ kind: 'promo-package', packageId, periodId: periodId ?? null, agentId: actor.accountId, price: deposit, status: 'blocked', blockedUntil: await holdEnd(tx, now), createdAt: now })
    .returning();
  return purchase;
};

/**
 * The agent's own held purchase, locked for paying: 404 for anyone else's, 409 once bought or given
 * back. A hold that ran out but was not given back is still the agent's (nobody else could take it).
 */
export const lockHeldPurchase = async (tx: Db, actor: Actor, purchaseId: string): Promise<Purchase> => {
  const [purchase] = await tx.select().from(voucherPurchases).where(and(eq(voucherPurchases.id, purchaseId), eq(voucherPurchases.agentId, actor.accountId))).for('update');
  if (!purchase) throw notFound('app.vouchers.purchase_not_found');
  if (purchase.status === 'bought') throw conflict('app.vouchers.already_bought');
  if (purchase.status !== 'blocked') throw conflict('app.vouchers.hold_expired');
  return purchase;
};

/** An online payment restarts the hold, so the code or unit waits for the gateway. */
export const renewHold = async (tx: Db, purchase: Purchase, now: Date) => {
  await tx.update(voucherPurchases).set({ blockedUntil: await holdEnd(tx, now) }).where(eq(voucherPurchases.id, purchase.id));
};

/** The name a purchase goes by on a statement or a payment page: the code, or the package's name. */
export const purchaseReference = async (tx: Db, purchase: Purchase) => {
  if (purchase.promoCodeId) {
    const [code] = await tx.select({ code: t.promo_codes.code }).from(t.promo_codes).where(eq(t.promo_codes.id, purchase.promoCodeId));
    return String(code?.code ?? '');
  }
  const [pkg] = await tx.select({ name: t.tour_packages.name }).from(t.tour_packages).where(eq(t.tour_packages.id, purchase.packageId ?? ''));
  return String(pkg?.name ?? '');
};

/**
 * Delivers a paid purchase: a held code or unit becomes `bought` (a package counts it in
 * `boughtCount`). One given back before the money arrived goes back to the wallet instead.
 */
const deliverPurchase = async (tx: Db, payment: typeof payments.$inferSelect, now: Date) => {
  const [purchase] = await tx.select().from(voucherPurchases).where(eq(voucherPurchases.id, payment.subjectId ?? '')).for('update');
  if (!purchase) throw new Error(`payment ${payment.id} names no voucher purchase`);
  if (purchase.status !== 'blocked') {
    await creditUndeliverable(tx, payment, await purchaseReference(tx, purchase), now);
    return;
  }
  await tx.update(voucherPurchases).set({ status: 'bought', boughtAt: now, blockedUntil: null }).where(eq(voucherPurchases.id, purchase.id));
  if (purchase.packageId) {
    await tx
      .update(t.tour_packages)
      .set({ boughtCount: sql`coalesce(${t.tour_packages.boughtCount}, 0) + 1` })
      .where(eq(t.tour_packages.id, purchase.packageId));
  }
};

registerFulfilment('promo-code', deliverPurchase);
registerFulfilment('promo-package', deliverPurchase);

/**
 * Applies a bought promo package's deposit to a booking of that package (in the period it was bought
 * for, if any): an approved `voucher` payment on the booking, once. Decision: the deposit is applied
 * whole, so a booking whose balance is below it is refused rather than money being lost.
 */
export const redeemPackage = async (tx: Db, actor: Actor, purchaseId: string, reservationId: string, now: Date, locale: Locale, ip: string) => {
  const [purchase] = await tx
    .select()
    .from(voucherPurchases)
    .where(and(eq(voucherPurchases.id, purchaseId), eq(voucherPurchases.agentId, actor.accountId), eq(voucherPurchases.kind, 'promo-package'), eq(voucherPurchases.status, 'bought')))
    .for('update');
  if (!purchase) throw notFound('app.vouchers.purchase_not_found');
  if (purchase.reservationId) throw conflict('app.vouchers.already_redeemed');
  const reservation = await lockPayableReservation(tx, actor, reservationId);
  if (reservation.packageId !== purchase.packageId) throw new ApiError(400, 'validation', 'app.errors.bad_request', { reservationId: 'app.vouchers.other_package' });
  if (purchase.periodId) {
    const [period] = await tx.select().from(t.package_periods).where(eq(t.package_periods.id, purchase.periodId));
    const within = period && reservation.checkIn >= String(period.startDate) && reservation.checkIn <= String(period.endDate);
    if (!within) throw new ApiError(400, 'validation', 'app.errors.bad_request', { reservationId: 'app.vouchers.other_period' });
  }
  const amount = Number(purchase.price);
  await requireWithinDue(tx, reservationId, amount);
  const [payment] = await tx
    .insert(payments)
    .values({
      purpose: 'booking',
      reservationId,
      subjectId: purchase.id,
      // A guest redeems its own voucher, also on a booking an agent's link brought (the agent owns it).
      payerId: actor.kind === 'guest' ? actor.id : reservation.ownerId,
      recordedBy: actor.id,
      method: 'voucher',
      amount,
      status: 'approved',
      approvedAt: now,
      locale,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.update(voucherPurchases).set({ reservationId }).where(eq(voucherPurchases.id, purchase.id));
  await fulfil(tx, payment, now);
  await writeAudit(tx, { actor, action: 'create', resource: 'payments', recordId: payment.id, after: { reservationId, method: 'voucher', amount, purchaseId }, ip }, now);
  return payment;
};
