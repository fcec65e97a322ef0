import type { ReservationStatus } from '../../../server/app/booking/transitions';
import type { presentPayment } from '../../../server/app/payments/payments.read';
import type { Reservation, ReservationDetail } from '../../shared/reservations';
import { request, requestBlob, type RequestTarget } from '../../shared/request';
import type { Wallet } from '../api';

/** A reservation as `GET /api/agent/agent-reservations` lists it. */
export type AgentReservation = Reservation & { invoiceDate: string; promoCode: string | null };

/**
 * `GET /api/agent/agent-reservations/:id`: the agent's own reservation with guests, rooms, the worded quote
 * and `booking`, the body it was made from (its add-ons and transfers).
 */
export type AgentReservationDetail = ReservationDetail & { invoiceDate: string; promoCode: string | null; booking: unknown };

/** A payment as `GET /api/agent/payment/get-all` answers it (card details: the last four digits only). */
export type AgentPayment = ReturnType<typeof presentPayment>;

/** What a list asks the API for: a status (My Bookings' filter), the approval (Awaiting Approvals), a search. */
export interface BookingFilter {
  status?: ReservationStatus;
  approved?: boolean;
  q?: string;
}

export interface BookingPage {
  reservations: AgentReservation[];
  total: number;
}

/** The slip form of an offline payment: amount in sen, the bank's reference and its date, the file. */
export interface SlipPayment {
  amount: number;
  referenceNo: string;
  referenceDate: string;
  slip: File;
}

const agent = 'agent' as const;

/**
 * Sends a bank-in slip (multipart, with its Idempotency-Key) to the slip route of an audience's API: the
 * agents' and the guests' booking pages send the same form.
 */
export const sendSlip = (target: RequestTarget, path: string, slip: SlipPayment, key: string) => {
  const form = new FormData();
  form.set('method', 'offline');
  form.set('amount', String(slip.amount));
  form.set('referenceNo', slip.referenceNo);
  form.set('referenceDate', slip.referenceDate);
  form.set('slip', slip.slip, slip.slip.name);
  return request<AgentPayment>({ method: 'POST', path, target, payload: form, headers: { 'Idempotency-Key': key } });
};
const at = (id: string) => encodeURIComponent(id);

/** The agent's bookings and what it does with them (`/api/agent`). */
export const bookingsApi = {
  /** A page of the agent's bookings, newest first: `start` to `end` (inclusive). */
  list: (filter: BookingFilter, start: number, end: number) =>
    request<BookingPage>({ path: '/agent-reservations', target: agent, payload: { range: [start, end], filter } }),
  detail: (id: string) => request<AgentReservationDetail>({ path: `/agent-reservations/${at(id)}`, target: agent }),
  /** The package's name (the reservation names its id). */
  packageName: async (id: string) => (await request<{ name: string }>({ path: `/tour-package/${at(id)}`, target: agent })).name,
  /** The payments sent for a booking, newest first. */
  payments: async (reservationId: string) =>
    (await request<{ payments: AgentPayment[]; total: number }>({ path: '/payment/get-all', target: agent, payload: { range: [0, 99], filter: { reservationId, purpose: 'booking' } } })).payments,
  /** Pending or Upcoming → Cancelled; the rooms are freed. */
  cancel: (id: string) => request<AgentReservationDetail>({ method: 'PUT', path: `/agent-reservations/cancel/${at(id)}`, target: agent }),
  /** A bank-in slip for staff to review (multipart). */
  sendSlip: (id: string, slip: SlipPayment, key: string) => sendSlip(agent, `/agent-reservations/offline-payment/${at(id)}`, slip, key),
  /** Pays what is due on a booking from the wallet. */
  payFromWallet: (reservationId: string, key: string) =>
    request<{ payment: AgentPayment; wallet: Wallet }>({ method: 'POST', path: '/wallet', target: agent, payload: { reservationId }, headers: { 'Idempotency-Key': key } }),
  /** Applies a bought promo package's deposit to a booking of that package: a `voucher` payment, once. */
  redeemPackage: (purchaseId: string, reservationId: string, key: string) =>
    request<{ payment: AgentPayment }>({ method: 'POST', path: `/promo-package/user/bought/${at(purchaseId)}/redeem`, target: agent, payload: { reservationId }, headers: { 'Idempotency-Key': key } }),
  /** The invoice PDF (in the interface language), read with the bearer token. */
  invoice: (id: string) => requestBlob({ path: `/agent-reservations/${at(id)}/invoice.pdf`, target: agent, accept: 'application/pdf' }),
};

/** react-query keys: everything under `bookings` is read again after a booking changes. */
export const bookingKeys = {
  all: ['agent', 'bookings'] as const,
  list: (filter: BookingFilter) => ['agent', 'bookings', 'list', filter] as const,
  detail: (id: string) => ['agent', 'bookings', 'detail', id] as const,
  payments: (id: string) => ['agent', 'bookings', 'payments', id] as const,
  packageName: (id: string) => ['agent', 'package-name', id] as const,
};
