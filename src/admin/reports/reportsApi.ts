import { saveBlob } from '../../shared/blobs';
import { request, requestBlob, type RequestTarget } from '../../shared/request';
import type { Manifest, ManifestDirection, ManifestPassenger } from '../../../server/app/reports/manifest';
import type { CumulativeReport, MonthlyReport, PayoutsReport, ReferralsReport, RoomFigures, SalesReport, SalesRow } from '../../../server/app/reports/reports.service';

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

// The figures' shapes are the server's own declarations, so the screens cannot drift from what the API sends.
export type { RoomFigures, SalesRow };
export type MonthlyData = MonthlyReport;
export type SalesData = SalesReport;
export type CumulativeData = CumulativeReport;
export type PayoutsData = PayoutsReport;
export type ReferralsData = ReferralsReport;
export type Passenger = ManifestPassenger;
export type ManifestData = Manifest;
export type { ManifestDirection };
