import type { CharterBoat } from './types';

/**
 * The cheapest set of charter boats that seats everyone (13 persons take one 24-seat boat at RM 900, not two
 * 12-seat boats at RM 1,300). A small dynamic programme over the number of persons: exact, and with a few boat
 * sizes and at most a few hundred persons, instant. Among equally cheap sets the one with fewer boats wins, then
 * the one found first in the boats' order, so the answer is stable.
 */

export interface BoatCount {
  boat: CharterBoat;
  count: number;
}

interface Plan {
  price: number;
  boats: number;
  counts: number[];
}

/** The boats to charter for `persons` seated persons, or null when no boat is on offer. */
export const cheapestCharter = (persons: number, boats: readonly CharterBoat[]): BoatCount[] | null => {
  if (boats.length === 0) return null;
  const plans: Plan[] = [{ price: 0, boats: 0, counts: boats.map(() => 0) }];
  for (let seated = 1; seated <= persons; seated += 1) {
    let best: Plan | undefined;
    boats.forEach((boat, i) => {
      const before = plans[Math.max(0, seated - boat.seats)];
      const price = before.price + boat.price;
      if (!best || price < best.price || (price === best.price && before.boats + 1 < best.boats)) {
        best = { price, boats: before.boats + 1, counts: before.counts.map((c, j) => (j === i ? c + 1 : c)) };
      }
    });
    if (!best) return null;
    plans.push(best);
  }
  const plan = plans[persons];
  return boats.map((boat, i) => ({ boat, count: plan.counts[i] })).filter((b) => b.count > 0);
};
