import type { CalendarDayKind } from '../../../server/db/calendarTables';
import { request } from '../../shared/request';
import { addMonths } from './calendarDates';

export type { CalendarDayKind };
export const DAY_KINDS: readonly CalendarDayKind[] = ['weekend', 'peak', 'super-peak', 'custom'];

export interface CalendarDay {
  date: string;
  mark: { kind: CalendarDayKind; label: string | null } | null;
  surcharges: { id: string; name: string; kind: string }[];
}

/** The days of `months` months from `first` ('YYYY-MM'), with their marks and surcharges: one call per month (the server takes at most 60 nights). */
export const fetchMonths = async (first: string, months: number): Promise<Map<string, CalendarDay>> => {
  const pages = await Promise.all(
    Array.from({ length: months }, (_, i) => {
      const month = addMonths(first, i);
      return request<CalendarDay[]>({ path: '/sur-charges-calender', payload: { from: `${month}-01`, to: `${addMonths(month, 1)}-01` } });
    }),
  );
  return new Map(pages.flat().map((day) => [day.date, day]));
};

/** Marks every day from `from` to `to` with `kind`, or clears them (null). */
export const markDays = (body: { from: string; to: string; kind: CalendarDayKind | null; label?: string }) =>
  request({ method: 'POST', path: '/calender', payload: body });
