import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { reservations } from '../../db/bookingTables';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import { commissions } from '../../db/moneyTables';
import { percentOf } from '../pricing/money';
import type { Quote } from '../pricing/types';
import { readSetting } from '../settings/settings';
import { post, walletOf } from '../wallet/ledger';

/**
 * What a commission is earned on: the room revenue of the stay (rooms and their surcharges, after the
 * promo discount), not transfers, add-ons or taxes, which the resort buys in or passes on.
 */
export const commissionBase = (quote: Quote) => {
  const rooms = quote.lines.filter((l) => l.kind === 'room' || l.kind === 'surcharge').reduce((n, l) => n + l.total, 0);
  return Math.max(0, rooms - Math.min(quote.discount, rooms));
};

const users = resourceTables.users;
const categories = resourceTables.agent_categories;

/** The agent who booked, with its category's rate and whoever referred it (null for staff bookings). */
const earnerOf = async (tx: Db, ownerId: string) => {
  const [agent] = await tx
    .select({ id: users.id, kind: users.kind, referredById: users.referredById, createdAt: users.createdAt, percent: categories.commissionPercent })
    .from(users)
    .leftJoin(categories, eq(categories.id, users.agentCategoryId))
    .where(eq(users.id, ownerId));
  return agent?.kind === 'agent' ? agent : null;
};

/** Agents and the influencer setting read once for many bookings (a forecast lists many of a few agents). */
const lookups = (tx: Db) => {
  const earners = new Map<string, ReturnType<typeof earnerOf>>();
  let influencer: ReturnType<typeof readSetting<'influencer'>> | undefined;
  return {
    earner: (ownerId: string) => earners.get(ownerId) ?? earners.set(ownerId, earnerOf(tx, ownerId)).get(ownerId)!,
    influencer: () => (influencer ??= readSetting(tx, 'influencer')),
  };
};

/** The commissions a booking would earn at check-in: the agent's own and, when referred, its referrer's. */
export const commissionsDue = async (tx: Db, reservation: { ownerId: string; quote: unknown; checkIn: string }, read = lookups(tx)) => {
  const agent = await read.earner(reservation.ownerId);
  if (!agent) return [];
  const base = commissionBase(reservation.quote as Quote);
  const due: { agentId: string; kind: 'booking' | 'referral'; base: number; percent: number; amount: number }[] = [];
  const percent = Number(agent.percent ?? 0);
  if (percent > 0) due.push({ agentId: agent.id as string, kind: 'booking', base, percent, amount: percentOf(base, percent) });
  if (agent.referredById) {
    const { referralPercent, referralDays } = await read.influencer();
    const registered = new Date(agent.createdAt as Date).getTime();
    const inWindow = referralDays === 0 || new Date(`${reservation.checkIn}T00:00:00Z`).getTime() - registered <= referralDays * 86_400_000;
    if (referralPercent > 0 && inWindow) due.push({ agentId: agent.referredById as string, kind: 'referral', base, percent: referralPercent, amount: percentOf(base, referralPercent) });
  }
  return due.filter((d) => d.amount > 0);
};

/**
 * Credits a booking's commissions when its guests check in (spec section 4), inside the check-in's
 * transaction. The unique key (booking, agent, kind, among credited ones) makes a second credit
 * impossible; a credit reversed by an undone check-in leaves room for the next check-in's. A booking
 * refunded in full earns nothing.
 */
export const creditCommissions = async (tx: Db, reservationId: string, now: Date) => {
  const [reservation] = await tx.select().from(reservations).where(eq(reservations.id, reservationId));
  if (reservation.paymentStatus === 'Refunded') return;
  for (const due of await commissionsDue(tx, reservation)) {
    const [row] = await tx
      .insert(commissions)
      .values({ reservationId, agentId: due.agentId, kind: due.kind, baseAmount: due.base, ratePercent: String(due.percent), amount: due.amount, status: 'credited', creditedAt: now })
      .onConflictDoNothing()
      .returning();
    if (row) await post(tx, { agentId: due.agentId, kind: due.kind === 'booking' ? 'commission' : 'referral-commission', amount: due.amount, reservationId, reference: reservation.bookingNo }, now);
  }
};

/**
 * Takes back a booking's credited commissions (a full refund, an undone check-in). A wallet never goes
 * below zero, so when the agent has already spent it only what the wallet holds is taken back; the
 * statement shows what was.
 */
export const reverseCommissions = async (tx: Db, reservationId: string, now: Date) => {
  const reversed = await tx
    .update(commissions)
    .set({ status: 'reversed', reversedAt: now })
    .where(and(eq(commissions.reservationId, reservationId), eq(commissions.status, 'credited')))
    .returning();
  for (const c of reversed) {
    const available = (await walletOf(tx, c.agentId)).balance;
    const amount = Math.min(Number(c.amount), available);
    if (amount > 0) await post(tx, { agentId: c.agentId, kind: 'commission-reversal', amount, reservationId, reference: c.kind }, now);
  }
};

/** An agent's commissions, and the forecast of those its upcoming bookings will earn at check-in. */
export const myCommissions = async (db: Db, agentId: string, kind: 'booking' | 'referral', year?: number) => {
  const yearFilter = year ? sql`extract(year from ${commissions.creditedAt}) = ${year}` : undefined;
  const earned = await db
    .select({ commission: commissions, bookingNo: reservations.bookingNo, reservationName: reservations.reservationName, checkIn: reservations.checkIn })
    .from(commissions)
    .innerJoin(reservations, eq(reservations.id, commissions.reservationId))
    .where(and(eq(commissions.agentId, agentId), eq(commissions.kind, kind), yearFilter))
    .orderBy(desc(commissions.creditedAt));
  const upcomingOwners = kind === 'booking' ? [agentId] : (await db.select({ id: users.id }).from(users).where(eq(users.referredById, agentId))).map((u) => u.id as string);
  const upcoming = upcomingOwners.length
    ? await db
        .select()
        .from(reservations)
        .where(and(inArray(reservations.ownerId, upcomingOwners), inArray(reservations.status, ['Pending', 'Upcoming'])))
        .orderBy(reservations.checkIn)
    : [];
  const read = lookups(db);
  const forecast = [];
  for (const r of upcoming) {
    const due = (await commissionsDue(db, r, read)).find((d) => d.kind === kind && d.agentId === agentId);
    if (due) forecast.push({ reservationId: r.id, bookingNo: r.bookingNo, reservationName: r.reservationName, checkIn: r.checkIn, status: r.status, base: due.base, ratePercent: due.percent, amount: due.amount });
  }
  const records = earned.map((e) => ({
    id: e.commission.id,
    reservationId: e.commission.reservationId,
    bookingNo: e.bookingNo,
    reservationName: e.reservationName,
    checkIn: e.checkIn,
    base: Number(e.commission.baseAmount),
    ratePercent: Number(e.commission.ratePercent),
    amount: Number(e.commission.amount),
    status: e.commission.status,
    creditedAt: e.commission.creditedAt.toISOString(),
  }));
  const credited = records.filter((r) => r.status === 'credited').reduce((n, r) => n + r.amount, 0);
  return { commissions: records, forecast, totals: { credited, forecast: forecast.reduce((n, f) => n + f.amount, 0) } };
};

/** Staff: commissions paid per agent in a year (the yearly payout report), with what the ledger shows. */
export const yearlyPayout = async (db: Db, year: number) => {
  const rows = await db
    .select({
      agentId: commissions.agentId,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      email: users.email,
      kind: commissions.kind,
      bookings: sql<number>`count(*)::int`,
      amount: sql<string>`sum(${commissions.amount}) FILTER (WHERE ${commissions.status} = 'credited')`,
      reversed: sql<string>`coalesce(sum(${commissions.amount}) FILTER (WHERE ${commissions.status} = 'reversed'), 0)`,
    })
    .from(commissions)
    .innerJoin(users, eq(users.id, commissions.agentId))
    .where(sql`extract(year from ${commissions.creditedAt}) = ${year}`)
    .groupBy(commissions.agentId, users.firstName, users.lastName, users.email, commissions.kind)
    .orderBy(users.lastName);
  return rows.map((r) => ({ ...r, email: String(r.email), amount: Number(r.amount ?? 0), reversed: Number(r.reversed) }));
};
