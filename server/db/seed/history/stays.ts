import { and, eq } from 'drizzle-orm';
import { availability } from '../../../app/booking/availability';
import { expireOverdue } from '../../../app/booking/reservations.service';
import { ApiError } from '../../../app/http/errors';
import { addDays } from '../../../app/pricing/nights';
import type { Db } from '../../client';
import { reservations } from '../../bookingTables';
import { payments } from '../../moneyTables';
import { hhmm, later, officeTime, resortAt } from './calendar';
import type { Catalogue, CataloguePackage } from './catalogue';
import { addonsFor, leadGuest, partyFor, transfersFor } from './party';
import type { BookerKey, DemoCast } from './people';
import type { Random } from './random';
import type { HistorySteps } from './steps';
import type { timeline } from './timeline';

/** How the first money on a booking comes: the gateway, the agent's wallet, a bank-in slip, a cheque, or at the resort. */
export type PayWith = 'online' | 'wallet' | 'offline' | 'cheque' | 'resort';
/** What becomes of a booking besides the ordinary stay. */
export type Fate = 'stay' | 'cancel' | 'expire' | 'not-available' | 'reject-slip';

/** One booking of the history, decided before it happens (the services decide whether it can). */
export interface StayPlan {
  booker: BookerKey;
  pkg: CataloguePackage;
  checkIn: string;
  checkOut: string;
  rooms: number;
  bookedAt: Date;
  payWith: PayWith;
  /** Pays a deposit first and the balance later. */
  deposit: boolean;
  /** The balance is paid at the front desk on arrival (or departure). */
  balanceAtDesk: boolean;
  fate: Fate;
  /** The cancellation fee kept on a cancelled stay, in percent of what was paid (drawn when not given). */
  cancelFeePercent?: number;
  /** Asks for transfers; 'charter-and-van' for the van from the airport and a charter boat whatever the dice say. */
  transfers: boolean | 'charter-and-van';
  promoCode?: string;
}

export interface StayContext {
  db: Db;
  steps: HistorySteps;
  cast: DemoCast;
  catalogue: Catalogue;
  random: Random;
  clock: ReturnType<typeof timeline>;
  /** What happened, for the start-up log and the bench. */
  stats: { booked: number; noRoom: number; refused: number };
}

type Booked = { id: string; bookingNo: string; total: number; paymentDeadline: Date | null };

const stateOf = async (db: Db, id: string) => {
  const [row] = await db.select({ status: reservations.status, paymentStatus: reservations.paymentStatus, approvedAt: reservations.approvedAt }).from(reservations).where(eq(reservations.id, id));
  return row;
};

/** A deposit: about 30 % of the total in whole RM 10, at least RM 100. */
const depositOf = (total: number) => Math.min(total, Math.max(10_000, Math.round((total * 0.3) / 1_000) * 1_000));

/**
 * Plans one stay on the history's clock: the booking at `bookedAt` and everything that follows it
 * (payments, reviews, approval, cancellation and refund, expiry, check-in, check-out), each at a
 * plausible moment. Whatever falls on or after the creation day stays undone: that is the present.
 */
export const planStay = (ctx: StayContext, plan: StayPlan) => {
  const { db, steps, cast, random, clock } = ctx;
  const actor = cast[plan.booker];
  const byStaff = plan.booker === 'staff';

  /** Pays `amount` (or what is due) the plan's way; answers the slip waiting for review, if any. */
  const pay = async (booked: Booked, amount: number | null, how: PayWith, at: Date, payer = actor, knownDue?: number) => {
    const due = knownDue ?? (await steps.due(booked.id));
    const toPay = Math.min(amount ?? due, due);
    if (toPay <= 0) return null;
    if (payer.kind === 'staff' || how === 'offline' || how === 'cheque') {
      const method = how === 'cheque' ? 'cheque' : 'offline';
      const day = at.toISOString().slice(0, 10);
      const input =
        method === 'cheque'
          ? { method: 'cheque' as const, amount: toPay, chequeNo: String(random.int(100000, 999999)), chequeBank: random.pick(['Maybank', 'CIMB Bank', 'Public Bank', 'RHB Bank']), chequeDate: day }
          : { method: 'offline' as const, amount: toPay, referenceNo: booked.bookingNo, referenceDate: day, ...(payer.kind === 'staff' ? { notes: 'Cash received at the front desk' } : {}) };
      const payment = await steps.paySlip(payer, booked.id, booked.bookingNo, input, at);
      return payment.status === 'pending' ? payment.id : null;
    }
    if (how === 'wallet') {
      let balance = await steps.balance(payer);
      if (balance < toPay) {
        await steps.topUp(payer, Math.min(100_000, Math.max(10_000, Math.ceil((toPay - balance) / 10_000) * 10_000)), at);
        balance = await steps.balance(payer);
      }
      if (balance >= 10_000) {
        await steps.payFromWallet(payer, booked.id, Math.min(balance, toPay), later(at, 3));
        return null;
      }
    }
    await steps.payBookingOnline(payer, booked.id, booked.bookingNo, toPay, at);
    return null;
  };

  /** Staff look at a slip or cheque: approved, or (a blurred scan) rejected and paid again online. */
  const review = (booked: Booked, paymentId: string, at: Date, reject: boolean) =>
    clock.at(at, async () => {
      const [payment] = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, paymentId));
      if (payment?.status !== 'pending') return;
      // Money sent for a booking cancelled meanwhile is turned back, not taken.
      const state = await stateOf(db, booked.id);
      if (!state || !['Pending', 'Upcoming', 'InHouse', 'Completed'].includes(state.status)) {
        await steps.rejectPayment(cast.finance, paymentId, 'The booking was cancelled before this payment was checked; nothing was taken.', at);
        return;
      }
      if (!reject) {
        await steps.approvePayment(cast.finance, paymentId, at);
        return;
      }
      await steps.rejectPayment(cast.finance, paymentId, 'The slip is blurred and its reference cannot be read; please pay again.', at);
      clock.at(later(at, 8), async () => {
        if ((await stateOf(db, booked.id))?.status === 'Pending') await pay(booked, null, 'online', later(at, 8));
      });
    });

  /** Settles what is still due at the desk, in cash or by cheque, and approves slips still waiting. */
  const settleAtDesk = async (booked: Booked, at: Date) => {
    const waiting = await db.select({ id: payments.id }).from(payments).where(and(eq(payments.reservationId, booked.id), eq(payments.status, 'pending')));
    for (const p of waiting) await steps.approvePayment(cast.finance, p.id, at);
    await pay(booked, null, random.chance(0.8) ? 'offline' : 'cheque', later(at, 1), cast.frontDesk);
  };

  const checkOut = (booked: Booked) => {
    const at = resortAt(plan.checkOut, hhmm(random.int(8 * 60, 11 * 60)));
    clock.at(at, async () => {
      if ((await stateOf(db, booked.id))?.status !== 'InHouse') return;
      await settleAtDesk(booked, at);
      await steps.move(cast.frontDesk, booked.id, 'check-out', later(at, 5));
    });
  };

  const checkIn = (booked: Booked) => {
    const at = resortAt(plan.checkIn, hhmm(random.int(14 * 60 + 30, 18 * 60)));
    const collect = plan.balanceAtDesk || random.chance(0.8);
    clock.at(at, async () => {
      let state = await stateOf(db, booked.id);
      if (!state || !['Pending', 'Upcoming'].includes(state.status)) return;
      if (state.status === 'Pending' && !state.approvedAt) await steps.approveBooking(cast.staff, booked.id, at);
      state = await stateOf(db, booked.id);
      if (state.status === 'Pending' || collect) await settleAtDesk(booked, later(at, 2));
      await steps.move(cast.frontDesk, booked.id, 'check-in', later(at, 10));
      checkOut(booked);
    });
  };

  const cancel = (booked: Booked) => {
    const first = later(plan.bookedAt, 60).getTime();
    const last = resortAt(addDays(plan.checkIn, -1), '12:00').getTime();
    if (last <= first) return;
    const at = new Date(first + Math.floor(random.next() * (last - first)));
    const toWallet = !byStaff && random.chance(0.6);
    const fee = plan.cancelFeePercent ?? random.pick([0, 0, 20, 50]);
    clock.at(at, async () => {
      const state = await stateOf(db, booked.id);
      if (!state || !['Pending', 'Upcoming'].includes(state.status)) return;
      await steps.move(byStaff ? cast.staff : actor, booked.id, 'cancel', at);
      const refundAt = officeTime(at, random.int(60, 24 * 60));
      clock.at(refundAt, () => steps.refund(cast.finance, booked.id, toWallet, fee, refundAt));
    });
  };

  const afterBooking = async (booked: Booked) => {
    const at = later(plan.bookedAt, 4);
    if (plan.fate === 'expire' && booked.paymentDeadline) {
      const sweep = later(booked.paymentDeadline, 1);
      clock.at(sweep, async () => void (await expireOverdue(db, sweep)));
      return;
    }
    if (plan.fate === 'not-available') {
      const when = later(plan.bookedAt, 12);
      clock.at(when, () => steps.move(cast.staff, booked.id, 'not-available', when).then(() => undefined));
      return;
    }
    if (byStaff && plan.payWith === 'resort') await steps.move(actor, booked.id, 'confirm', at);
    else {
      // Nothing is paid on a booking just made: what is due is its total.
      const slip = await pay(booked, plan.deposit ? depositOf(booked.total) : null, plan.payWith, at, actor, booked.total);
      if (slip) review(booked, slip, officeTime(at, random.int(30, 300)), plan.fate === 'reject-slip');
    }
    if (!byStaff) {
      const approveAt = officeTime(at, random.int(20, 600));
      clock.at(approveAt, async () => {
        const state = await stateOf(db, booked.id);
        if (state?.status === 'Pending' && !state.approvedAt) await steps.approveBooking(cast.staff, booked.id, approveAt);
      });
    }
    if (plan.deposit && !plan.balanceAtDesk) {
      const from = later(plan.bookedAt, 24 * 60).getTime();
      const to = resortAt(addDays(plan.checkIn, -2), '20:00').getTime();
      if (to > from) {
        const when = officeTime(new Date(from + Math.floor(random.next() * (to - from))), 0);
        const how = plan.payWith === 'resort' ? 'offline' : plan.payWith;
        clock.at(when, async () => {
          const state = await stateOf(db, booked.id);
          if (!state || !['Pending', 'Upcoming'].includes(state.status)) return;
          const slip = await pay(booked, null, how, when);
          if (slip) review(booked, slip, officeTime(when, random.int(30, 300)), false);
        });
      }
    }
    if (plan.fate === 'cancel') cancel(booked);
    checkIn(booked);
  };

  clock.at(plan.bookedAt, async () => {
    const now = plan.bookedAt;
    const types = [...plan.pkg.roomTypeIds];
    const start = random.int(0, types.length - 1);
    for (let i = 0; i < types.length; i++) {
      const type = ctx.catalogue.roomTypes.get(types[(start + i) % types.length]);
      if (!type) continue;
      const party = partyFor(random, type, plan.rooms, plan.pkg.maxPax);
      const [free] = await availability(db, { checkIn: plan.checkIn, checkOut: plan.checkOut, roomTypeIds: [type.id] }, now);
      if (!free || free.rooms.length < party.length) continue;
      const offset = random.int(0, free.rooms.length - party.length);
      const rooms = free.rooms.slice(offset, offset + party.length);
      const { guest, foreign } = leadGuest(random, Number(plan.checkIn.slice(0, 4)));
      const body = {
        rooms: party.map((p, n) => ({ roomId: rooms[n].id, ...p, foreignGuests: foreign })),
        guests: [guest],
        bedType: type.bedTypes.length ? random.pick(type.bedTypes) : 'As the room is made up',
        leadSourceId: random.pick(ctx.catalogue.leadSourceIds),
        addons: addonsFor(random, ctx.catalogue.addons, party),
        transport: plan.transfers ? transfersFor(random, ctx.catalogue.trips, plan, party, plan.pkg.includesLand || plan.transfers === 'charter-and-van', plan.transfers === 'charter-and-van') : [],
        selectedChargeIds: [],
        ...(random.chance(0.2) ? { specialRequests: random.pick(['Baby cot, please', 'Late arrival on the last boat', 'Honeymoon couple', 'Ground-floor room if possible', 'Vegetarian meals for one guest']) } : {}),
      };
      const stay = { packageId: plan.pkg.id, checkIn: plan.checkIn, checkOut: plan.checkOut, roomIds: rooms.map((r) => r.id) };
      let created;
      try {
        created = await steps.book(actor, stay, { ...body, promoCode: plan.promoCode }, now);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        // Refused (the package sold out): the guest goes elsewhere.
        if (!plan.promoCode) {
          ctx.stats.refused++;
          return;
        }
        // A code whose rules this stay does not meet: the agent books without it, as the wizard would let them.
        try {
          created = await steps.book(actor, stay, body, now);
        } catch (again) {
          if (!(again instanceof ApiError)) throw again;
          ctx.stats.refused++;
          return;
        }
      }
      ctx.stats.booked++;
      await afterBooking({ id: created.row.id, bookingNo: created.row.bookingNo, total: Number(created.row.total), paymentDeadline: created.row.paymentDeadline });
      return;
    }
    ctx.stats.noRoom++;
  });
};
