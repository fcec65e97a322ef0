import { useQuery } from '@tanstack/react-query';
import type { QuoteRequest } from '../../../server/app/booking/quoteInput';
import type { Transfer } from '../../../wizard/apiTypes';
import { request } from '../../shared/request';
import type { AgentReservationDetail } from './bookingsApi';

/** One transfer of a booking as the server keeps it (`booking.transport[]`; `transId` is its trip cost). */
export type TransportLeg = QuoteRequest['transport'][number];

export type { Transfer };

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

/** The transfers on offer, read once in a while (they change when staff edit trip costs). */
export const useTransfersOnOffer = () => useQuery({ queryKey: transferKeys.onOffer, queryFn: transfersApi.onOffer, staleTime: 300_000 });
