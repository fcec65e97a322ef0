/**
 * The figures the dashboard and the reports share, defined once (the README's "Figures" section says
 * the same in words). Every query that counts sales, stays or room nights reads these.
 */

/** A reservation counts as a sale once it is confirmed: booked and not cancelled, expired or refused. */
export const SOLD_STATUSES = ['Upcoming', 'InHouse', 'Completed'] as const;

/** A reservation whose guests are, were or will be at the resort (its rooms are taken for its nights). */
export const STAY_STATUSES = ['Pending', 'Upcoming', 'InHouse', 'Completed'] as const;
