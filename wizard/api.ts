import { setResortZone } from '../src/shared/dates';
import { request, type HttpMethod, type RequestTarget } from '../src/shared/request';
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
 * tests replace them (`machine.provide({ actors })`). `bookingApi(target)` builds them for one audience:
 * agents (`/api/agent`), the resort's desk (`/api/admin`, same paths: the server mounts the booking
 * routes for both) and guests (`/api/portal`, its reservation paths its own). They go through the shared request
 * helper, which sends the bearer token and the interface language. Wallet payment is the agents' only.
 */
export type BookingTarget = Extract<RequestTarget, 'agent' | 'admin' | 'userPortal'>;

/** Where each audience reads the lists the steps choose from (the desk's generic resources have other shapes). */
const LIST_BASES: Record<BookingTarget, string> = { agent: '', admin: '/desk-booking', userPortal: '' };

/**
 * Where each audience makes, reads and pays its bookings: agents and the desk book on the agents' route
 * (the server mounts it for both) and the desk reads a booking on its own; guests book, read and pay
 * under `/reservations` of the guest site (their `/reservations` are their own bookings).
 */
const RESERVATION_PATHS: Record<BookingTarget, { create: string; show: string; slip: string }> = {
  agent: { create: '/agent-reservations', show: '/agent-reservations', slip: '/agent-reservations/offline-payment' },
  admin: { create: '/agent-reservations', show: '/reservations', slip: '/agent-reservations/offline-payment' },
  userPortal: { create: '/reservations', show: '/reservations', slip: '/reservations/offline-payment' },
};

const id = (value: string) => encodeURIComponent(value);

/** A search for rooms: the package, the stay and the party. */
export interface RoomSearch {
  packageId: string;
  checkIn: string;
  checkOut: string;
  pax: Party;
}

/** The rooms to hold for a stay of a package. */
export interface HoldRequest {
  packageId: string;
  checkIn: string;
  checkOut: string;
  roomIds: string[];
}

/** A promo code tried on the stay (`POST /reservations/check-package-discounts/:packageId`). */
export interface PromoTrial {
  packageId: string;
  body: Omit<QuoteBody, 'packageId'> & { promoCode: string };
}

/** A bank-in slip or cash deposit (with its image or PDF), or a cheque, for staff to confirm. */
export type SlipPayment =
  | { method: 'offline'; amount: number; referenceNo: string; referenceDate: string; slip: Blob | null; notes?: string }
  | { method: 'cheque'; amount: number; chequeNo: string; chequeBank: string; chequeDate: string; notes?: string };

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

/** The multipart form of `POST /agent-reservations/offline-payment/:id`. */
export const slipForm = (payment: SlipPayment) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(payment)) {
    if (value instanceof Blob) form.set(key, value, value instanceof File ? value.name : 'slip');
    else if (value !== undefined && value !== null && value !== '') form.set(key, String(value));
  }
  return form;
};

/**
 * Whom a booking is for. The desk: an agency's account id (its rates, promo codes and commission), or the
 * resort's walk-in guest. A guest: `agentCode`, the code of the agent's booking link the guest arrived
 * through, sent with the booking only (the server attributes it to that agent; prices stay the public ones).
 */
export interface BookingFor {
  agencyId?: string;
  agentCode?: string;
}

/**
 * The calls for one audience; `payFromWallet` only for agents (the wallet is theirs). The desk may book
 * for an agency: `agencyId` then goes with every call that prices or books (availability, quote, promo
 * check, booking), and the server decides the rates from it.
 */
export const bookingApi = (target: BookingTarget, bookingFor: BookingFor = {}) => {
  const call = <T>(method: HttpMethod, path: string, payload?: Record<string, unknown> | FormData) => request<T>({ method, path, payload, target });
  const forWhom = bookingFor.agencyId ? { agencyId: bookingFor.agencyId } : {};
  const paths = RESERVATION_PATHS[target];
  const attributed = bookingFor.agentCode ? { agentCode: bookingFor.agentCode } : {};
  const lists = LIST_BASES[target];
  return {
    target,
    /** Live availability (`POST /rooms-availability`) with the package's booking details (`GET /booking-details`). */
    searchRooms: async (search: RoomSearch): Promise<RoomChoice> => {
      const [offers, details] = await Promise.all([
        call<RoomTypeOffer[]>('POST', '/rooms-availability', { ...search, ...forWhom }),
        call<BookingDetails>('GET', '/booking-details', { packageId: search.packageId, checkIn: search.checkIn }),
      ]);
      // Holds' and countdowns' ends are shown in the resort's zone, as the server counts them.
      setResortZone(details.rules.timeZone);
      return { offers, details };
    },
    /** Holds the rooms (`POST /temp-room-block/:packageId`): 409 when one was taken meanwhile. */
    createHold: async ({ packageId, ...stay }: HoldRequest): Promise<HoldInfo> => {
      const answer = await call<HoldAnswer>('POST', `/temp-room-block/${id(packageId)}`, { ...stay });
      return holdInfo(answer, answer.id);
    },
    /** Extends a live hold, once, as far as the server allows (`POST /package/extend-rooms`). */
    extendHold: async ({ holdId }: { holdId: string }): Promise<HoldInfo> => holdInfo(await call<ExtendAnswer>('POST', '/package/extend-rooms', { holdId }), holdId),
    /** Gives the rooms back (`DELETE /temp-room-block/:holdId`). */
    releaseHold: ({ holdId }: { holdId: string }) => call<{ holdId: string; released: boolean }>('DELETE', `/temp-room-block/${id(holdId)}`),
    /** The server's view of a hold (`GET /room-timer`): the hold while it lives, null once it has ended. */
    checkHold: async ({ holdId }: { holdId: string }): Promise<HoldInfo | null> => {
      const timer = await call<TimerAnswer>('GET', '/room-timer', { holdId });
      return timer.secondsLeft > 0 ? holdInfo(timer, holdId) : null;
    },
    /** The server's price of the stay, line by line (`POST /quote`). */
    priceQuote: (body: QuoteBody) => call<DescribedQuote>('POST', '/quote', { ...body, ...forWhom }),
    /** Tries a promo code on the stay: the discount it gives, or the server's reason on `promoCode`. */
    checkPromo: ({ packageId, body }: PromoTrial) => call<PromoCheck>('POST', `/reservations/check-package-discounts/${id(packageId)}`, { ...body, ...forWhom }),
    /** Books the held rooms (`POST /agent-reservations`, a guest's `POST /reservations`; the server approves staff's and guests' at once). */
    createReservation: (body: ReservationBody) => call<ReservationDetail>('POST', paths.create, { ...body, ...forWhom, ...attributed }),
    /** The booking as it stands now. */
    fetchReservation: ({ reservationId }: { reservationId: string }) => call<ReservationDetail>('GET', `${paths.show}/${id(reservationId)}`),
    /** Starts paying what is due online (`GET /online-payment`): the gateway page to go to. */
    startOnlinePayment: ({ reservationId }: { reservationId: string }) => call<OnlineStart>('GET', '/online-payment', { reservationId }),
    /** Sends a slip or cheque (`POST /agent-reservations/offline-payment/:id`; guests send slips only, to `/reservations/offline-payment/:id`). */
    sendSlip: ({ reservationId, payment }: { reservationId: string; payment: SlipPayment }) =>
      call<Payment>('POST', `${paths.slip}/${id(reservationId)}`, slipForm(payment)),
    /**
     * Pays what is due from the agent's wallet (`POST /wallet`): 409 when the balance does not cover it.
     * `onceKey` is the payment's Idempotency-Key: a repeat after a lost answer moves the money once.
     */
    payFromWallet: ({ reservationId, onceKey }: { reservationId: string; onceKey: string }): Promise<WalletPaid> => {
      if (target !== 'agent') return Promise.reject(new Error('Wallet payment is for agents only'));
      return request<WalletPaid>({ method: 'POST', path: '/wallet', payload: { reservationId }, target, headers: { 'Idempotency-Key': onceKey } });
    },
    /** A read of the audience's API at the same path for every audience (`/promo-code-by-code/:code`). */
    read: <T>(path: string, payload?: Record<string, unknown>) => call<T>('GET', path, payload),
    /** A setup list the steps choose from (`/bookable-packages`, `/lead-sources`, `/transfers`, `/addon-categories`...). */
    readList: <T>(path: string, payload?: Record<string, unknown>) => call<T>('GET', `${lists}${path}`, payload),
  };
};

/** The booking calls of one audience, as the machines and steps take them. */
export type BookingApi = ReturnType<typeof bookingApi>;

/** The agents' calls: the wizard of `/bookings/create`. */
export const agentBookingApi = bookingApi('agent');
export const { searchRooms, createHold, extendHold, releaseHold, checkHold, priceQuote, checkPromo, createReservation, fetchReservation, startOnlinePayment, sendSlip, payFromWallet } = agentBookingApi;
