import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/authTables';

/** An address may fail this many times the per-account limit (a hotel front desk shares one address). */
const PER_ADDRESS_FACTOR = 4;

/**
 * Seconds until another sign-in may be tried, or 0. Failures are counted per e-mail and per address
 * over a sliding window, in the database, so restarts and other servers see the same count.
 */
export const retryAfterSeconds = async (db: Db, email: string, ip: string, now: Date, maxFailures: number, windowMinutes: number) => {
  const since = new Date(now.getTime() - windowMinutes * 60_000);
  const failed = (column: typeof loginAttempts.email | typeof loginAttempts.ip, value: string) =>
    db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(column, value), eq(loginAttempts.success, false), gt(loginAttempts.at, since)));
  const [[byEmail], [byIp]] = await Promise.all([failed(loginAttempts.email, email), failed(loginAttempts.ip, ip)]);
  return byEmail.n >= maxFailures || byIp.n >= maxFailures * PER_ADDRESS_FACTOR ? windowMinutes * 60 : 0;
};

export const recordAttempt = (db: Db, email: string, ip: string, success: boolean, now: Date) =>
  db.insert(loginAttempts).values({ email, ip, success, at: now });
