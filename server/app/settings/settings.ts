import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/authTables';

const sen = z.number().int().min(0).max(100_000_000);

/**
 * The resort's money settings, edited by staff in the back office; each has a default so a new resort
 * runs without any. Amounts are sen.
 */
export const SETTINGS = {
  /** `GET /api/wallet-setting`: top-up bounds (spec section 9: RM 100 to RM 1000) and payouts. */
  wallet: z
    .object({
      topUpMin: sen.default(10_000),
      topUpMax: sen.default(100_000),
      payoutMin: sen.default(5_000),
      /** Payments from the wallet are allowed for bookings, promo codes, promo packages and events. */
      walletPaymentsEnabled: z.boolean().default(true),
    })
    .refine((s) => s.topUpMin <= s.topUpMax, { path: ['topUpMax'], message: 'app.settings.max_below_min' }),
  /** `GET /api/influencer-setting`: what a referrer earns on the bookings of agents it brought in. */
  influencer: z.object({
    referralPercent: z.number().min(0).max(50).default(2),
    /** Days after an agent's registration during which its bookings earn the referrer commission; 0 = always. */
    referralDays: z.number().int().min(0).max(3650).default(365),
  }),
  /** Refunds and cancellations. */
  refunds: z.object({
    /** Percent of what was paid kept as a cancellation fee unless staff choose otherwise. */
    defaultCancelFeePercent: z.number().min(0).max(100).default(0),
  }),
} satisfies Record<string, z.ZodType>;

export type SettingKey = keyof typeof SETTINGS;
export type Setting<K extends SettingKey> = z.output<(typeof SETTINGS)[K]>;
export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];

/** A setting, stored values over defaults (a stored value that no longer parses falls back to them). */
export const readSetting = async <K extends SettingKey>(db: Db, key: K): Promise<Setting<K>> => {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  const parsed = SETTINGS[key].safeParse(row?.value ?? {});
  return (parsed.success ? parsed.data : SETTINGS[key].parse({})) as Setting<K>;
};

/** Saves a setting whole (already validated by the caller). */
export const writeSetting = async <K extends SettingKey>(db: Db, key: K, value: Setting<K>, now: Date) => {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
  return value;
};
