import { useLocaleState, useTranslate } from 'react-admin';
import { INTL_LOCALES } from '../../../i18n/dateFormat';
import { formatMoney } from '../../../i18n/formatMoney';
import type { Locale } from '../../../i18n/types';

/** The area's messages: `app.reports.<key>`. */
export const r = (key: string) => `app.reports.${key}`;

/** How a column's values read on screen, as on the server's PDF. */
export type CellKind = 'text' | 'count' | 'money' | 'percent' | 'month';

/** Formats cells in the interface language: money as RM, months by name ("Oct 2027"), per cents with one decimal. */
export const useCellFormat = () => {
  const [locale] = useLocaleState();
  const months = new Intl.DateTimeFormat(INTL_LOCALES[(locale as Locale) ?? 'en'] ?? 'en-MY', { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (value: string | number | null, kind: CellKind): string => {
    if (value === null) return '';
    if (kind === 'money') return formatMoney(Number(value));
    if (kind === 'percent') return `${Number(value).toFixed(1)}%`;
    // A total row says "Total" in the month column.
    if (kind === 'month' && /^\d{4}-\d{2}$/.test(String(value))) return months.format(new Date(`${value}-01T00:00:00Z`));
    return String(value);
  };
};

/** 'YYYY-MM' of month `n` (1–12) of `year`. */
export const monthKey = (year: number, n: number) => `${year}-${String(n).padStart(2, '0')}`;

/** A column's label from `app.reports.columns.*`. */
export const useColumnLabel = () => {
  const translate = useTranslate();
  return (key: string) => translate(r(`columns.${key}`));
};
