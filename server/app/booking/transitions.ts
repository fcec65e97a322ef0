/** Reservation statuses (DESIGN.md section 9). */
export const RESERVATION_STATUSES = ['Pending', 'Upcoming', 'InHouse', 'Completed', 'Cancelled', 'Expired', 'NotAvailable'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** Payment statuses; the money issue moves them, this one only starts them at Pending. */
export const PAYMENT_STATUSES = ['Pending', 'Partial', 'FullyPaid', 'Refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Every allowed change of a reservation's status, in one table. Anything not here answers 409 and
 * changes nothing. `releasesRooms`: the stay's rooms become free; `keepsRooms`: the rooms stay taken
 * for good (the payment countdown no longer applies).
 */
export const TRANSITIONS = {
  /** Staff confirm a booking (approved and guaranteed, e.g. paid or pay-at-resort agreed). */
  confirm: { from: ['Pending'], to: 'Upcoming', by: 'staff', keepsRooms: true },
  /** From the check-in date (or the evening before, by setting) until the check-out date; credits the commissions. */
  'check-in': { from: ['Upcoming'], to: 'InHouse', by: 'staff' },
  /** A check-in made by mistake, undone the same day (deskRules.ts): its commissions are taken back. */
  'undo-check-in': { from: ['InHouse'], to: 'Upcoming', by: 'staff' },
  /** From the check-in date on (an early departure is fine). */
  'check-out': { from: ['InHouse'], to: 'Completed', by: 'staff' },
  cancel: { from: ['Pending', 'Upcoming'], to: 'Cancelled', by: 'owner', releasesRooms: true },
  'not-available': { from: ['Pending'], to: 'NotAvailable', by: 'staff', releasesRooms: true },
  /** The payment countdown ran out (never done by a person). */
  expire: { from: ['Pending'], to: 'Expired', by: 'system', releasesRooms: true },
} as const satisfies Record<
  string,
  { from: readonly ReservationStatus[]; to: ReservationStatus; by: 'staff' | 'owner' | 'system'; releasesRooms?: boolean; keepsRooms?: boolean }
>;

export type TransitionName = keyof typeof TRANSITIONS;
export const PERSON_TRANSITIONS = (Object.keys(TRANSITIONS) as TransitionName[]).filter((name) => TRANSITIONS[name].by !== 'system');

/** Statuses in which a booking's details, add-ons and transfers may still be changed. */
export const EDITABLE_STATUSES: readonly ReservationStatus[] = ['Pending', 'Upcoming', 'InHouse'];

/** Whether a reservation in `status` may take `transition`. */
export const allowed = (transition: TransitionName, status: string) => (TRANSITIONS[transition].from as readonly string[]).includes(status);
