import { addDays } from '../../../app/pricing/nights';
import { demandOf, hhmm, resortAt } from './calendar';
import type { CataloguePackage } from './catalogue';
import { checkOutOf } from './party';
import type { BookerKey } from './people';
import { planStay, type Fate, type PayWith, type StayContext, type StayPlan } from './stays';

interface Window {
  from: string;
  to: string;
  today: string;
  end: Date;
  /** From when the referred freelancer books. */
  referredSince: Date;
  arrivalsPerDay: number;
  /** Who books, by weight (default: the staff, the agency's two members and the freelancers). */
  bookers?: Record<BookerKey, number>;
  /** The older history's share of the busy weeks' arrivals (default {@link QUIET_SHARE}). */
  quietShare?: number;
  /** Adds the stays that make sure the front desk has something on every list today and tomorrow (default true). */
  frontDesk?: boolean;
}

const BOOKERS: Record<BookerKey, number> = { staff: 0.3, taAdmin: 0.22, taSales: 0.2, freelancer: 0.16, referred: 0.12 };

/** Days before and after the creation day booked as busily as a resort in full swing. */
const BUSY_BEFORE = 28;
const BUSY_AFTER = 35;
/** The older history's share of those arrivals. */
const QUIET_SHARE = 0.1;

/** Codes guests bring: the public welcome code mostly, some seasonal ones whose rules a stay may not meet. */
const PROMO_CODES = ['WELCOME50', 'WELCOME50', 'HM-HONEYMOON27', 'DAMAI-EARLYBIRD27', 'FAM-KIDSNORKEL'];

/** Dive packages sell in the dry season only (March to October). */
const inSeason = (pkg: CataloguePackage, checkIn: string) => {
  const month = Number(checkIn.slice(5, 7));
  return !/DIVE|OW/.test(pkg.code) || (month >= 3 && month <= 10);
};

/**
 * Plans the history's stays: arrivals on each night of the window in proportion to its demand, each
 * booked some days ahead by the agency, the freelancers or the staff; then a few stays that make sure the
 * front desk has something on every list today and tomorrow. Answers how many stays were planned.
 */
export const planStays = (ctx: StayContext, w: Window) => {
  const { random } = ctx;
  const packages = ctx.catalogue.packages;
  let planned = 0;
  const plan = (checkIn: string, overrides: Partial<StayPlan> = {}) => {
    let pkg = random.pick(packages);
    while (!inSeason(pkg, checkIn)) pkg = random.pick(packages);
    const lead = random.weighted({ sameWeek: 0.2, fortnight: 0.35, month: 0.3, far: 0.15 });
    const days = lead === 'sameWeek' ? random.int(0, 6) : lead === 'fortnight' ? random.int(7, 20) : lead === 'month' ? random.int(21, 45) : random.int(46, 100);
    const bookedAt = resortAt(addDays(checkIn, -days), hhmm(days === 0 ? random.int(8 * 60, 11 * 60) : random.int(8 * 60, 21 * 60 + 30)));
    let booker: BookerKey = random.weighted(w.bookers ?? BOOKERS);
    if (booker === 'referred' && bookedAt < w.referredSince) booker = 'freelancer';
    const byStaff = booker === 'staff';
    const payWith: PayWith = byStaff ? random.weighted({ offline: 0.55, cheque: 0.2, resort: 0.25 }) : random.weighted({ online: 0.5, wallet: 0.2, offline: 0.22, cheque: 0.08 });
    const fate: Fate = random.weighted(
      byStaff ? { stay: 0.93, cancel: 0.07, expire: 0, 'not-available': 0, 'reject-slip': 0 } : { stay: 0.8, cancel: 0.08, expire: 0.07, 'not-available': 0.01, 'reject-slip': payWith === 'offline' ? 0.04 : 0 },
    );
    const deposit = random.chance(0.3);
    const stay: StayPlan = {
      booker,
      pkg,
      checkIn,
      checkOut: checkOutOf(random, checkIn, pkg.nights),
      rooms: Number(random.weighted({ '1': 0.62, '2': 0.3, '3': 0.08 })),
      bookedAt,
      payWith,
      deposit,
      balanceAtDesk: deposit && random.chance(0.4),
      fate,
      transfers: random.chance(0.85),
      ...(random.chance(0.12) ? { promoCode: random.pick(PROMO_CODES) } : {}),
      ...overrides,
    };
    if (stay.bookedAt >= w.end) return;
    planStay(ctx, stay);
    planned++;
  };

  const busyFrom = addDays(w.today, -BUSY_BEFORE);
  const busyTo = addDays(w.today, BUSY_AFTER);
  for (let day = w.from; day <= w.to; day = addDays(day, 1)) {
    // Poisson arrivals (Knuth): the number of bookings checking in this day. The weeks around the creation
    // day, which the dashboard, the front desk and the room board show, are full; the older months, which
    // only reports add up, are kept lighter so the demo starts in seconds.
    const focus = day >= busyFrom && day <= busyTo ? 1 : (w.quietShare ?? QUIET_SHARE);
    const limit = Math.exp(-w.arrivalsPerDay * focus * demandOf(day));
    let arrivals = 0;
    for (let p = random.next(); p > limit; p *= random.next()) arrivals++;
    for (let i = 0; i < arrivals; i++) plan(day);
  }
  if (w.frontDesk === false) return planned;

  // Today and tomorrow at the front desk: arrivals by charter and shared boat and by van, departures, and
  // guests in the middle of their stay; and in the back office, a slip to review and a booking to approve.
  const t = w.today;
  const yesterdayEvening = (time: string) => resortAt(addDays(t, -1), time);
  const ahead = (days: number) => resortAt(addDays(t, -days), '10:30');
  const sure = { fate: 'stay' as const, transfers: true };
  for (const day of [t, addDays(t, 1)]) {
    plan(day, { ...sure, transfers: 'charter-and-van', bookedAt: ahead(30), booker: 'taAdmin', payWith: 'online', deposit: false });
    plan(day, { ...sure, bookedAt: ahead(25), booker: 'staff', payWith: 'resort', deposit: false });
    plan(addDays(day, -2), { ...sure, checkOut: day, bookedAt: ahead(40), booker: 'freelancer', payWith: 'wallet', deposit: true, balanceAtDesk: true });
  }
  plan(addDays(t, -1), { ...sure, checkOut: addDays(t, 3), bookedAt: ahead(45), booker: 'taSales', payWith: 'offline', deposit: false });
  plan(addDays(t, 20), { ...sure, bookedAt: yesterdayEvening('19:00'), booker: 'taSales', payWith: 'offline', deposit: false });
  plan(addDays(t, 12), { ...sure, bookedAt: yesterdayEvening('19:30'), booker: 'freelancer', payWith: 'online', deposit: true, balanceAtDesk: true });
  plan(addDays(t, 9), { ...sure, bookedAt: ahead(8), booker: 'staff', payWith: 'cheque', deposit: true, balanceAtDesk: true });
  plan(addDays(t, -30), { ...sure, bookedAt: ahead(50), booker: 'taAdmin', payWith: 'online', fate: 'cancel', cancelFeePercent: 0, deposit: false });
  plan(addDays(t, 25), { ...sure, bookedAt: ahead(20), booker: 'staff', payWith: 'cheque', fate: 'cancel', cancelFeePercent: 20, deposit: false });
  plan(addDays(t, 6), { ...sure, bookedAt: ahead(3), booker: 'taSales', payWith: 'online', fate: 'not-available', deposit: false });
  plan(addDays(t, 15), { ...sure, bookedAt: ahead(2), booker: 'freelancer', payWith: 'online', fate: 'expire', deposit: false });
  return planned;
};
