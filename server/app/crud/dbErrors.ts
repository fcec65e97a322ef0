/** The PostgreSQL error inside whatever wrapper the driver and Drizzle put around it. */
export const pgErrorOf = (error: unknown): { code?: string; constraint?: string; detail?: string; message?: string } | undefined => {
  let e: unknown = error;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; detail?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code))
      return { code: candidate.code, constraint: candidate.constraint as string | undefined, detail: candidate.detail as string | undefined, message: candidate.message as string | undefined };
    e = candidate.cause;
  }
  return undefined;
};

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
export const RESTRICT_VIOLATION = '23001';
/** Another allocation of the room overlaps the stay (the allocations' exclusion constraint). */
export const EXCLUSION_VIOLATION = '23P01';
/** PostgreSQL ended this statement to break a deadlock with another. */
export const DEADLOCK_DETECTED = '40P01';
/** What `booking_refused` (migration 0039) raises from inside a statement; the message is the reason. */
const BOOKING_REFUSED = 'RF409';

/** The reason a statement refused itself through `booking_refused`, or undefined for any other error. */
export const refusalOf = (error: unknown): string | undefined => {
  const refused = pgErrorOf(error);
  return refused?.code === BOOKING_REFUSED ? refused.message : undefined;
};
