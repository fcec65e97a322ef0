import type { z } from 'zod';
import type { bookableTransfers } from '../server/app/agent/bookingStart.service';
import type { RoomTypeOffer } from '../server/app/booking/packageAvailability';
import type { bookingDetails } from '../server/app/booking/bookingDetails';
import type { createHold, extendHold, holdTimer } from '../server/app/booking/holds';
import type { quoteRequest } from '../server/app/booking/quoteInput';
import type { reservationBody } from '../server/app/booking/reservations.service';
import type { presentPayment } from '../server/app/payments/payments.read';
import type { DescribedQuote } from '../server/app/pricing/describe';
import type { WalletTotals } from '../server/app/wallet/ledger';
import type { ReservationDetail } from '../src/shared/reservations';

/**
 * The booking API's requests and answers, typed from the server code that validates and builds them
 * (type-only imports: nothing of the server is bundled), so a change on either side fails the type check.
 */

/** What JSON makes of a server value: dates become ISO strings. */
export type Wire<T> = T extends Date ? string : T extends readonly (infer U)[] ? Wire<U>[] : T extends object ? { [K in keyof T]: Wire<T[K]> } : T;

/** The server's own answer types, re-exported for the wizard. */
export type { DescribedQuote, ReservationDetail, RoomTypeOffer, WalletTotals };

/** `POST /quote` body (defaults optional, as a client sends it). */
export type QuoteBody = z.input<typeof quoteRequest>;
/** `POST /agent-reservations` body. */
export type ReservationBody = z.input<typeof reservationBody>;

/** `GET /booking-details`: room types with bed combinations, lead sources, age bands and the booking rules. */
export type BookingDetails = Wire<Awaited<ReturnType<typeof bookingDetails>>>;

/**
 * `GET /transfers`: a land or boat transfer on offer (a trip cost's record with its places' names and its
 * vehicle's seats), for the wizard's transport step and a booking's "Edit transport".
 */
export type Transfer = Wire<Awaited<ReturnType<typeof bookableTransfers>>>[number];

/** What the room step shows: live availability for the stay and party, and the package's booking details. */
export interface RoomChoice {
  offers: RoomTypeOffer[];
  details: BookingDetails;
}

/** `POST /temp-room-block/:packageId` (201). */
export type HoldAnswer = Wire<Awaited<ReturnType<typeof createHold>>>;
/** `POST /package/extend-rooms`. */
export type ExtendAnswer = Wire<Awaited<ReturnType<typeof extendHold>>>;
/** `GET /room-timer?holdId=`. */
export type TimerAnswer = Wire<Awaited<ReturnType<typeof holdTimer>>>;

/** A hold as the wizard keeps it: the server's id and expiry, and whether its one extension is used. */
export interface HoldInfo {
  id: string;
  expiresAt: string;
  extended: boolean;
}

/** `POST /reservations/check-package-discounts/:packageId`. */
export interface PromoCheck {
  packageId: string;
  promoCode: string;
  discount: number;
  subtotal: number;
  total: number;
  quote: DescribedQuote;
}

/** A booking made and not yet paid: what the payment step needs (and a draft keeps). */
export type PayableReservation = Pick<ReservationDetail, 'id' | 'bookingNo' | 'total' | 'paymentDeadline' | 'status' | 'paymentStatus'>;

/** A payment as the agent API answers it. */
export type Payment = ReturnType<typeof presentPayment>;

/** `GET /online-payment`: the gateway page to send the payer to. */
export interface OnlineStart {
  paymentId: string;
  amount: number;
  redirectUrl: string;
}

/** `POST /wallet`: the payment and the wallet after it. */
export interface WalletPaid {
  payment: Payment;
  wallet: WalletTotals;
}
