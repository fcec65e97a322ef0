import { saveBlob } from '../../shared/blobs';
import { request, requestBlob, type RequestTarget } from '../../shared/request';

/** Where a report is read: its base (`/api/reports`, or `/api/admin` for the desk's manifest) and path. */
export interface ReportSource {
  target: RequestTarget;
  path: string;
  /** Query parameters (a sales report's `from` and `to`). */
  query?: Record<string, string>;
}

const queryOf = (query: Record<string, string> = {}, format?: string) => {
  const params = new URLSearchParams({ ...query, ...(format ? { format } : {}) });
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** A report's figures, as the server computed them (`{data}`). */
export const fetchReport = async <T>(source: ReportSource): Promise<T> =>
  (await request<{ data: T }>({ target: source.target, path: `${source.path}${queryOf(source.query)}` })).data;

/** Downloads the server's CSV or PDF of a report, under the file name the server gives it. */
export const downloadReport = async (source: ReportSource, format: 'csv' | 'pdf', fallbackName: string) => {
  const blob = await requestBlob({ target: source.target, path: `${source.path}${queryOf(source.query, format)}`, accept: format === 'csv' ? 'text/csv' : 'application/pdf' });
  saveBlob(blob, `${fallbackName}.${format}`);
};

/** Rooms figures of a month or room type (server/app/reports/reports.service.ts). */
export interface RoomFigures {
  availableNights: number;
  roomNights: number;
  occupancy: number;
  roomRevenue: number;
  adr: number;
  revpar: number;
}
export interface MonthlyData {
  year: number;
  months: { month: string; roomTypes: (RoomFigures & { roomTypeId: string; roomType: string; roomsInService: number })[]; total: RoomFigures }[];
  total: RoomFigures;
}
export interface SalesRow {
  key: string;
  kind: 'agent' | 'staff' | 'guest' | 'lead-source' | 'package' | 'none';
  name: string | null;
  bookings: number;
  roomNights: number;
  guests: number;
  sales: number;
}
export interface SalesData {
  rows: SalesRow[];
  total: { bookings: number; roomNights: number; guests: number; sales: number };
}
export interface CumulativeData {
  year: number;
  months: { month: number; bookings: number; sales: number; cumulativeSales: number; lastYearBookings: number; lastYearSales: number; lastYearCumulative: number }[];
}
export interface AgentMonths<F extends string> {
  year: number;
  months: ({ month: number } & Record<F, number>)[];
  agents: ({ agentId: string; agent: string } & Record<F, number>)[];
  total: Record<F, number>;
}
export type PayoutsData = AgentMonths<'requested' | 'paid' | 'rejected' | 'pending'>;
export type ReferralsData = AgentMonths<'bookings' | 'amount'>;

export interface Passenger {
  reservationId: string;
  bookingNo: string;
  status: string;
  leadGuest: string;
  adults: number;
  children: number;
  toddlers: number;
  infants: number;
  pickupPoint: string | null;
  dropLocation: string | null;
}
export interface ManifestData {
  date: string;
  boats: { time: string | null; trip: string; direction: 'outward' | 'return'; charter: boolean; vehicle: string | null; seatsUsed: number; capacity: number | null; passengers: Passenger[] }[];
  land: { time: string | null; pickupPoint: string | null; trip: string; direction: 'outward' | 'return'; vehicle: string | null; capacity: number | null; persons: number; passengers: Passenger[] }[];
}
