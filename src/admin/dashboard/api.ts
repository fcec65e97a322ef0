import { useQuery } from '@tanstack/react-query';
import type * as dash from '../../../server/app/dashboard/dashboard.service';
import { setResortZone } from '../../shared/dates';
import { apiHeaders, fetchApi, request } from '../../shared/request';

/** The card names of the server's `CARD_TYPES` (importing them would bundle drizzle). */
export const CARDS = ['current', 'arrival', 'departure', 'endOfDay'] as const;
export type Card = (typeof CARDS)[number];

type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
export type CardCounts = Answer<typeof dash.cardCounts>;
export type BookingRow = Answer<typeof dash.cardList>[number];
export type OwingRow = Answer<typeof dash.payAtResort>[number];
export type PickUps = Answer<typeof dash.pickUps>;
export type PickUp = PickUps['boat'][number];
export type CurrentRooms = Answer<typeof dash.currentRooms>;
export type PaymentRow = Answer<typeof dash.unconfirmedPayments>['rows'][number];
export type YearGraph = Answer<typeof dash.yearlyGraph>;
export type ActionCount = Answer<typeof dash.actionCount>;

/** A list with how many there are in all (the server sends at most 100 rows). */
export interface Listed<T> {
  data: T;
  total?: number;
}

/** One dashboard call (`/api/admin` + path), cached by react-query under its path. */
export const useDash = <T,>(path: string, options: { refetchInterval?: number; enabled?: boolean } = {}) =>
  useQuery({ queryKey: ['staff-dashboard', path], queryFn: () => request<Listed<T>>({ path }), ...options });

/** `GET /api/serverDate`: the resort's date now; every date picker starts from it. */
export const useServerDate = () =>
  useQuery({
    queryKey: ['server-date'],
    queryFn: async () => {
      const answer = await fetchApi<{ data: { date: string; time: string; timeZone: string } }>('/api/serverDate', { headers: apiHeaders(false) });
      // The resort's zone may have changed in Settings since the page loaded: moments follow it.
      setResortZone(answer.data.timeZone);
      return answer;
    },
    staleTime: 60_000,
  });
