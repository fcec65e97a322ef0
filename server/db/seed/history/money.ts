import { asc, eq } from 'drizzle-orm';
import { readSetting } from '../../../app/settings/settings';
import { addDays } from '../../../app/pricing/nights';
import { resourceTables } from '../../generated';
import { demoToday, later, officeTime, resortAt } from './calendar';

/** The first day of the month after `date`'s. */
const firstOfNextMonth = (date: string) => {
  const [y, m] = date.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};
import type { StayContext } from './stays';

/**
 * The agents' money apart from bookings: a first top-up when they start, payouts asked on the first of
 * each month and paid by finance a few days later (the latest may still wait), a payout asked yesterday,
 * and seats at the resort's events, paid from the wallet, online, or free.
 */
export const planMoney = async (ctx: StayContext, w: { setUpAt: Date; today: string; end: Date }) => {
  const { cast, steps, clock, random, db } = ctx;
  const { payoutMin } = await readSetting(db, 'wallet');
  clock.at(later(w.setUpAt, 60), () => steps.topUp(cast.taAdmin, 100_000, later(w.setUpAt, 60)).then(() => undefined));
  clock.at(later(w.setUpAt, 90), () => steps.topUp(cast.freelancer, 50_000, later(w.setUpAt, 90)).then(() => undefined));

  const ask = (who: 'taAdmin' | 'freelancer' | 'referred', at: Date, share: number, paid: boolean, least = 30_000) =>
    clock.at(at, async () => {
      const agent = cast[who];
      const balance = await steps.balance(agent);
      const amount = Math.floor((balance * share) / 1_000) * 1_000;
      if (amount < Math.max(payoutMin, least)) return;
      const payout = await steps.askPayout(agent, amount, at);
      if (!paid) return;
      const payAt = officeTime(at, random.int(2, 4) * 24 * 60);
      clock.at(payAt, () => steps.payPayout(cast.finance, payout.id, `IBG${payAt.toISOString().slice(0, 10).replace(/-/g, '')}${String(random.int(1000, 9999))}`, payAt).then(() => undefined));
    });
  for (let month = firstOfNextMonth(demoToday(w.setUpAt)); month < w.today; month = firstOfNextMonth(month)) {
    ask('taAdmin', resortAt(month, '10:00'), 0.6, true);
    ask('freelancer', resortAt(month, '11:00'), 0.5, true);
    ask('referred', resortAt(month, '11:30'), 0.7, true);
  }
  ask('taAdmin', resortAt(addDays(w.today, -1), '16:00'), 0.3, false, payoutMin);

  const events = await db.select().from(resourceTables.events).where(eq(resourceTables.events.active, true)).orderBy(asc(resourceTables.events.startsAt));
  for (const [i, event] of events.entries()) {
    const startsAt = new Date(String(event.startsAt));
    const paid = Number(event.price ?? 0) > 0;
    const joins = [
      { who: cast.taAdmin, seats: Math.min(2, Number(event.maxSeatsPerAgent ?? 1)), how: 'wallet' as const, daysAgo: 40 + i * 7 },
      { who: cast.freelancer, seats: 1, how: 'online' as const, daysAgo: 21 + i * 5 },
      { who: cast.referred, seats: 1, how: paid ? ('online' as const) : ('wallet' as const), daysAgo: 9 + i * 3 },
    ];
    for (const join of joins) {
      const at = resortAt(addDays(w.today, -join.daysAgo), '11:15');
      if (at >= startsAt) continue;
      clock.at(at, async () => {
        const price = Number(event.price ?? 0) * join.seats;
        if (join.how === 'wallet' && price > (await steps.balance(join.who))) await steps.topUp(join.who, Math.max(10_000, Math.ceil(price / 10_000) * 10_000), later(at, -10));
        await steps.joinEvent(join.who, event.id as string, join.seats, join.how, at);
      });
    }
  }
};
