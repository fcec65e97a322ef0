import type { QuoteRequest } from '../../../server/app/booking/quoteInput';
import { request } from '../../shared/request';
import type { AgentReservationDetail } from './bookingsApi';

/** One transfer of a booking as the server keeps it (`booking.transport[]`; `transId` is its trip cost). */
export type TransportLeg = QuoteRequest['transport'][number];

/** A transfer on offer (`GET /api/agent/transfers`): a trip cost with its places and the vehicle's seats. */
export interface Transfer {
  id: string;
  name: string;
  transportType: 'land' | 'boat';
  tripType: 'one-way' | 'return';
  pricing: 'per-person' | 'per-vehicle';
  /** The trip's scheduled departure, if it has one (HH:MM). */
  departureTime: string | null;
  from: string;
  to: string;
  seats: number | null;
}

/** The transfers a booking holds (the reservation's `booking` is the body it was made from). */
export const legsOf = (booking: Pick<AgentReservationDetail, 'booking'>): TransportLeg[] => {
  const body = booking.booking as { transport?: TransportLeg[] } | null;
  return Array.isArray(body?.transport) ? body.transport : [];
};

const agent = 'agent' as const;
const at = (id: string) => encodeURIComponent(id);

/** Transfers of a booking (`/api/agent/agent-reservations/...`): each change is priced again by the server. */
export const transfersApi = {
  /** Every active land and boat transfer, boats and land each by name. */
  onOffer: () => request<Transfer[]>({ path: '/transfers', target: agent }),
  /** Replaces all the booking's transfers (how one is added). */
  replaceAll: (id: string, transport: TransportLeg[]) =>
    request<AgentReservationDetail>({ method: 'PUT', path: `/agent-reservations/edit-transportation/${at(id)}`, target: agent, payload: { transport } }),
  /** Replaces the transfer of trip cost `transId`. */
  replaceOne: (id: string, transId: string, leg: TransportLeg) =>
    request<AgentReservationDetail>({ method: 'PUT', path: `/agent-reservations/edit-exisiting-transportation/${at(id)}/${at(transId)}`, target: agent, payload: { ...leg } }),
  /** Removes the transfer of trip cost `transId`. */
  remove: (id: string, transId: string) =>
    request<AgentReservationDetail>({ method: 'DELETE', path: `/agent-reservations/edit-exisiting-transportation/${at(id)}/${at(transId)}`, target: agent }),
};

export const transferKeys = {
  onOffer: ['agent', 'transfers'] as const,
};
