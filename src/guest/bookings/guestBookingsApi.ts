import type { CancellationTerms } from '../../../server/app/portal/guestCancellation';
import { request, requestBlob } from '../../shared/request';
import { sendSlip, type AgentPayment, type AgentReservation, type AgentReservationDetail, type SlipPayment } from '../../portal/bookings/bookingsApi';

/** A guest's booking as `GET /api/portal/reservations` lists it (the agents' list shape). */
export type GuestReservation = AgentReservation;
/** `GET /api/portal/reservations/:id`: the agents' detail shape (guests, rooms, quote, `booking` with add-ons and transfers). */
export type GuestReservationDetail = AgentReservationDetail;
export type { AgentPayment as GuestPayment, SlipPayment };

/** `GET /reservations/:id/cancellation`: what cancelling now costs under the resort's policy (sen). */
export type { CancellationTerms };

/** The add-ons a booking holds, as its `booking` body keeps them. */
export interface BookedAddon {
  id: string;
  adults: number;
  children: number;
  units: number;
}

export const addonsOf = (booking: Pick<AgentReservationDetail, 'booking'>): BookedAddon[] => {
  const body = booking.booking as { addons?: BookedAddon[] } | null;
  return Array.isArray(body?.addons) ? body.addons : [];
};

const portal = 'userPortal' as const;
const at = (id: string) => encodeURIComponent(id);

/** The guest's own bookings on the guest site (`/api/portal/reservations`); another guest's answer 404. */
export const guestBookingsApi = {
  /** A page of the guest's bookings, newest first: `start` to `end` (inclusive). */
  list: (start: number, end: number) => request<{ reservations: GuestReservation[]; total: number }>({ path: '/reservations', target: portal, payload: { range: [start, end] } }),
  detail: (id: string) => request<GuestReservationDetail>({ path: `/reservations/${at(id)}`, target: portal }),
  /** The payments of the booking, newest first: the guest's own and those taken at the desk. */
  payments: async (id: string) => (await request<{ payments: AgentPayment[] }>({ path: `/reservations/${at(id)}/payments`, target: portal })).payments,
  /** What cancelling now would cost, before the guest confirms. */
  cancellation: (id: string) => request<CancellationTerms>({ path: `/reservations/${at(id)}/cancellation`, target: portal }),
  /** Cancels the booking: the reservation, with the terms the server applied. */
  cancel: (id: string) => request<GuestReservationDetail & { cancellation: CancellationTerms }>({ method: 'PUT', path: `/reservations/cancel/${at(id)}`, target: portal }),
  /** Starts paying what is due online: the gateway page to go to. */
  payOnline: (reservationId: string) => request<{ paymentId: string; amount: number; redirectUrl: string }>({ path: '/online-payment', target: portal, payload: { reservationId } }),
  /** A bank-in slip for the resort to review (multipart). */
  sendSlip: (id: string, slip: SlipPayment, key: string) => sendSlip(portal, `/reservations/offline-payment/${at(id)}`, slip, key),
  /** Replaces the booking's add-ons; the server prices the booking again. */
  editAddons: (id: string, addons: BookedAddon[]) => request<GuestReservationDetail>({ method: 'PUT', path: `/reservations/edit-bookingJson/${at(id)}`, target: portal, payload: { addons } }),
  invoice: (id: string) => requestBlob({ path: `/reservations/${at(id)}/invoice.pdf`, target: portal, accept: 'application/pdf' }),
};

/** react-query keys: everything under `['guest', 'account', 'bookings']` is read again after a change (and forgotten at sign-out). */
export const guestBookingKeys = {
  all: ['guest', 'account', 'bookings'] as const,
  list: ['guest', 'account', 'bookings', 'list'] as const,
  detail: (id: string) => ['guest', 'account', 'bookings', 'detail', id] as const,
  payments: (id: string) => ['guest', 'account', 'bookings', 'payments', id] as const,
  cancellation: (id: string) => ['guest', 'account', 'bookings', 'cancellation', id] as const,
};
