import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
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

const at = (id: string) => encodeURIComponent(id);

/** Whose bookings: an agent's (`/api/agent/agent-reservations/...`) or a guest's (`/api/portal/reservations/...`). */
export type TransfersTarget = 'agent' | 'userPortal';
const BASES: Record<TransfersTarget, string> = { agent: '/agent-reservations', userPortal: '/reservations' };

/** Transfers of a booking of one audience: each change is priced again by the server. */
export const transfersApiFor = (target: TransfersTarget) => {
  const base = BASES[target];
  return {
    target,
    /** Every active land and boat transfer, boats and land each by name. */
    onOffer: () => request<Transfer[]>({ path: '/transfers', target }),
    /** Replaces all the booking's transfers (how one is added). */
    replaceAll: (id: string, transport: TransportLeg[]) =>
      request<AgentReservationDetail>({ method: 'PUT', path: `${base}/edit-transportation/${at(id)}`, target, payload: { transport } }),
    /** Replaces the transfer of trip cost `transId`. */
    replaceOne: (id: string, transId: string, leg: TransportLeg) =>
      request<AgentReservationDetail>({ method: 'PUT', path: `${base}/edit-exisiting-transportation/${at(id)}/${at(transId)}`, target, payload: { ...leg } }),
    /** Removes the transfer of trip cost `transId`. */
    remove: (id: string, transId: string) =>
      request<AgentReservationDetail>({ method: 'DELETE', path: `${base}/edit-exisiting-transportation/${at(id)}/${at(transId)}`, target }),
  };
};

/** The agents' transfer calls. */
export const transfersApi = transfersApiFor('agent');

export const transferKeys = {
  onOffer: ['agent', 'transfers'] as const,
};

/**
 * The calls the booking page's transfer pieces use and the query keys a change refreshes: the agents'
 * unless the page provides a guest's (the guest site's booking page).
 */
export interface TransfersHost {
  api: ReturnType<typeof transfersApiFor>;
  onOfferKey: readonly unknown[];
  detailKey: (id: string) => readonly unknown[];
  /** Every list and detail of bookings, read again after a change. */
  allKey: readonly unknown[];
}

export const TransfersHostContext = createContext<TransfersHost>({
  api: transfersApi,
  onOfferKey: transferKeys.onOffer,
  detailKey: (id) => ['agent', 'bookings', 'detail', id],
  allKey: ['agent', 'bookings'],
});

export const useTransfersHost = () => useContext(TransfersHostContext);

/** The transfers on offer, read once in a while (they change when staff edit trip costs). */
export const useTransfersOnOffer = () => {
  const { api, onOfferKey } = useTransfersHost();
  return useQuery({ queryKey: onOfferKey, queryFn: api.onOffer, staleTime: 300_000 });
};
