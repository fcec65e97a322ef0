/** Longest timer a browser keeps (about 24.8 days): a longer delay would fire at once. */
const MAX_DELAY = 2_147_483_647;

/**
 * Milliseconds until a server instant (a hold's `expiresAt`, a booking's `paymentDeadline`) by this
 * device's clock: 0 once passed, the longest timer when there is none.
 */
export const msUntil = (instant: string | null | undefined) => (instant ? Math.min(MAX_DELAY, Math.max(0, Date.parse(instant) - Date.now())) : MAX_DELAY);
