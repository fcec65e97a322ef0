import { request, type HttpMethod } from '../src/shared/request';
import type {
  BookingDetails,
  ExtendAnswer,
  HoldAnswer,
  HoldInfo,
  OnlineStart,
  Payment,
  PromoCheck,
  QuoteBody,
  ReservationBody,
  ReservationDetail,
  RoomChoice,
  RoomTypeOffer,
  TimerAnswer,
  WalletPaid,
  DescribedQuote,
} from './apiTypes';
import type { Party } from './model';

/**
 * The booking wizard's calls, one plain async function each: the machines invoke them as actors and
 * tests replace them (`machine.provide({ actors })`). All go to the agents' API through the shared
 * request helper, which sends the bearer token and the interface language.
 */

const agent = <T>(method: HttpMethod, path: string, payload?: Record<string, unknown> | FormData) => request<T>({ method, path, payload, target: 'agent' });
const id = (value: string) => encodeURIComponent(value);

/** A search for rooms: the package, the stay and the party. */
export interface RoomSearch {
  packageId: string;
  checkIn: string;
  checkOut: string;
  pax: Party;
}

/** Live availability (`POST /rooms-availability`) with the package's booking details (`GET /booking-details`). */
export const searchRooms = async (search: RoomSearch): Promise<RoomChoice> => {
  const [offers, details] = await Promise.all([
    agent<RoomTypeOffer[]>('POST', '/rooms-availability', { ...search }),
    agent<BookingDetails>('GET', '/booking-details', { packageId: search.packageId, checkIn: search.checkIn }),
  ]);
  return { offers, details };
};

/** The rooms to hold for a stay of a package. */
export interface HoldRequest {
  packageId: string;
  checkIn: string;
  checkOut: string;
  roomIds: string[];
}

/**
 * A hold as the wizard counts it down. The expiry is put on this device's clock from the server's
 * `secondsLeft`, not taken from the server's `expiresAt`: a device whose clock is off (or was moved)
 * still counts the 2 minutes the server gives.
 */
const holdInfo = (answer: { secondsLeft: number; extended?: boolean; extendedAt?: string | null }, holdId: string): HoldInfo => ({
  id: holdId,
  expiresAt: new Date(Date.now() + answer.secondsLeft * 1000).toISOString(),
  extended: answer.extended ?? Boolean(answer.extendedAt),
});

/** Holds the rooms (`POST /temp-room-block/:packageId`): 409 when one was taken meanwhile. */
export const createHold = async ({ packageId, ...stay }: HoldRequest): Promise<HoldInfo> => {
  const answer = await agent<HoldAnswer>('POST', `/temp-room-block/${id(packageId)}`, { ...stay });
  return holdInfo(answer, answer.id);
};

/** Extends a live hold, once, as far as the server allows (`POST /package/extend-rooms`). */
export const extendHold = async ({ holdId }: { holdId: string }): Promise<HoldInfo> => holdInfo(await agent<ExtendAnswer>('POST', '/package/extend-rooms', { holdId }), holdId);

/** Gives the rooms back (`DELETE /temp-room-block/:holdId`). */
export const releaseHold = ({ holdId }: { holdId: string }) => agent<{ holdId: string; released: boolean }>('DELETE', `/temp-room-block/${id(holdId)}`);

/** The server's view of a hold (`GET /room-timer`): the hold while it lives, null once it has ended. */
export const checkHold = async ({ holdId }: { holdId: string }): Promise<HoldInfo | null> => {
  const timer = await agent<TimerAnswer>('GET', '/room-timer', { holdId });
  return timer.secondsLeft > 0 ? holdInfo(timer, holdId) : null;
};

/** The server's price of the stay, line by line (`POST /quote`). */
export const priceQuote = (body: QuoteBody) => agent<DescribedQuote>('POST', '/quote', { ...body });

/** A promo code tried on the stay (`POST /reservations/check-package-discounts/:packageId`). */
export interface PromoTrial {
  packageId: string;
  body: Omit<QuoteBody, 'packageId'> & { promoCode: string };
}
/** Tries a promo code on the stay: the discount it gives, or the server's reason on `promoCode`. */
export const checkPromo = ({ packageId, body }: PromoTrial) => agent<PromoCheck>('POST', `/reservations/check-package-discounts/${id(packageId)}`, { ...body });

/** Books the held rooms (`POST /agent-reservations`). */
export const createReservation = (body: ReservationBody) => agent<ReservationDetail>('POST', '/agent-reservations', { ...body });

/** One of the agent's reservations as it stands now. */
export const fetchReservation = ({ reservationId }: { reservationId: string }) => agent<ReservationDetail>('GET', `/agent-reservations/${id(reservationId)}`);

/** Starts paying what is due online (`GET /online-payment`): the gateway page to go to. */
export const startOnlinePayment = ({ reservationId }: { reservationId: string }) => agent<OnlineStart>('GET', '/online-payment', { reservationId });

/** A bank-in slip or cash deposit (with its image or PDF), or a cheque, for staff to confirm. */
export type SlipPayment =
  | { method: 'offline'; amount: number; referenceNo: string; referenceDate: string; slip: Blob | null; notes?: string }
  | { method: 'cheque'; amount: number; chequeNo: string; chequeBank: string; chequeDate: string; notes?: string };

/** The multipart form of `POST /agent-reservations/offline-payment/:id`. */
export const slipForm = (payment: SlipPayment) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(payment)) {
    if (value instanceof Blob) form.set(key, value, value instanceof File ? value.name : 'slip');
    else if (value !== undefined && value !== null && value !== '') form.set(key, String(value));
  }
  return form;
};

/** Sends a slip or cheque (`POST /agent-reservations/offline-payment/:id`). */
export const sendSlip = ({ reservationId, payment }: { reservationId: string; payment: SlipPayment }) =>
  agent<Payment>('POST', `/agent-reservations/offline-payment/${id(reservationId)}`, slipForm(payment));

/**
 * Pays what is due from the agent's wallet (`POST /wallet`): 409 when the balance does not cover it.
 * `onceKey` is the payment's Idempotency-Key: a repeat after a lost answer moves the money once.
 */
export const payFromWallet = ({ reservationId, onceKey }: { reservationId: string; onceKey: string }) =>
  request<WalletPaid>({ method: 'POST', path: '/wallet', payload: { reservationId }, target: 'agent', headers: { 'Idempotency-Key': onceKey } });
