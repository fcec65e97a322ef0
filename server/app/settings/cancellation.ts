import { z } from '@hono/zod-openapi';
import { dayNumber } from '../pricing/nights';
import { percentOf } from '../pricing/money';

/** One step of the policy: cancelled `minDays` or more days before check-in, the resort keeps `feePercent` of the total. */
export interface CancellationTier {
  minDays: number;
  feePercent: number;
}

/**
 * The resort's default: free until 30 days out; then a quarter, half, and within a week the whole stay.
 * An island resort books the boat seats, the meals and the staff a week ahead and rarely resells a room
 * cancelled that late (see README Decisions).
 */
export const DEFAULT_CANCELLATION_TIERS: CancellationTier[] = [
  { minDays: 30, feePercent: 0 },
  { minDays: 14, feePercent: 25 },
  { minDays: 7, feePercent: 50 },
  { minDays: 0, feePercent: 100 },
];

const tier = z.object({
  minDays: z.number({ error: 'app.validation.invalid' }).int({ error: 'app.validation.invalid' }).min(0, { error: 'app.settings.cancellation_days' }).max(365, { error: 'app.settings.cancellation_days' }),
  feePercent: z.number({ error: 'app.validation.invalid' }).min(0, { error: 'app.settings.cancellation_fee' }).max(100, { error: 'app.settings.cancellation_fee' }),
});

/**
 * The `cancellation` setting: at least one tier (at most 10), each "days before check-in" told once.
 * Stored farthest first, which is how guests read it.
 */
export const cancellationSetting = z.object({
  tiers: z
    .array(tier)
    .min(1, { error: 'app.settings.cancellation_tiers' })
    .max(10, { error: 'app.settings.cancellation_tiers' })
    .superRefine((tiers, ctx) => {
      const seen = new Set<number>();
      tiers.forEach((t, i) => {
        if (seen.has(t.minDays)) ctx.addIssue({ code: 'custom', path: [i, 'minDays'], message: 'app.settings.cancellation_days_unique' });
        seen.add(t.minDays);
      });
    })
    .transform((tiers) => [...tiers].sort((a, b) => b.minDays - a.minDays))
    .default(DEFAULT_CANCELLATION_TIERS),
});

export type CancellationPolicy = z.output<typeof cancellationSetting>;

/** What cancelling costs: the policy's fee (sen), what of it the resort keeps, what goes back of what was paid, and the tier that set the fee. */
export interface CancellationFee {
  /** The policy's percent of the total. */
  fee: number;
  /** What the resort keeps: the fee, out of what was paid (an unpaid fee is never billed; see README Decisions). */
  kept: number;
  refund: number;
  tier: CancellationTier;
  /** Whole days from `today` to check-in (negative once the stay has begun). */
  daysBefore: number;
}

/**
 * The fee of cancelling a booking of `total` sen, `paid` of it paid, with check-in on `checkIn`, on `today`
 * (both resort calendar dates). The tier is the first, farthest first, whose days the notice reaches;
 * notice shorter than every tier (or a stay already begun) takes the nearest tier. The fee is a percent
 * of the total; the refund is what was paid beyond it, never below zero (an unpaid fee is not charged here).
 */
export const cancellationFee = (policy: CancellationPolicy, total: number, paid: number, checkIn: string, today: string): CancellationFee => {
  const tiers = [...policy.tiers].sort((a, b) => b.minDays - a.minDays);
  const daysBefore = (dayNumber(checkIn) ?? 0) - (dayNumber(today) ?? 0);
  const chosen = tiers.find((t) => daysBefore >= t.minDays) ?? tiers[tiers.length - 1];
  const fee = percentOf(Math.max(0, total), chosen.feePercent);
  const kept = Math.min(fee, Math.max(0, paid));
  return { fee, kept, refund: Math.max(0, paid - kept), tier: { minDays: chosen.minDays, feePercent: chosen.feePercent }, daysBefore };
};
