import { stringify } from 'csv-stringify/sync';
import { INTL_LOCALES } from '../../../i18n/dateFormat';
import { formatMoney } from '../../../i18n/formatMoney';
import type { Locale } from '../../../i18n/types';
import { plainPdf, type PdfTextLine } from '../invoices/plainPdf';

/** How a column's values read: money in sen, a per cent, a month ('YYYY-MM'), a count or words. */
export type ColumnKind = 'text' | 'count' | 'money' | 'percent' | 'month';
export interface ReportColumn {
  label: string;
  kind: ColumnKind;
}
export type ReportCell = string | number | null;

/** One table of a report: its columns, rows, and an optional total row set in bold. */
export interface ReportTable {
  heading?: string;
  columns: ReportColumn[];
  rows: ReportCell[][];
  total?: ReportCell[];
}

/** A report as plain data, every word already in the reader's language: a renderer only lays it out. */
export interface ReportDocument {
  title: string;
  subtitle: string;
  printed: string;
  tables: ReportTable[];
  /** Said where a table would be empty. */
  empty: string;
  locale: Locale;
}

/** Draws a report as a PDF: pdfkit in Node (server/node/reportPdf.ts), plain text lines in the browser mock. */
export interface ReportPdfRenderer {
  /** The languages it can draw; another is printed in English. */
  locales: readonly Locale[];
  render: (doc: ReportDocument) => Promise<Uint8Array>;
}

/** A cell as a person reads it on paper: money as "RM 1,234.00", per cents with their sign, months by name. */
export const cellText = (value: ReportCell, kind: ColumnKind, locale: Locale): string => {
  if (value === null || value === '') return '';
  if (kind === 'money') return formatMoney(Number(value));
  if (kind === 'percent') return `${Number(value).toFixed(1)}%`;
  if (kind === 'month' && typeof value === 'string' && /^\d{4}-\d{2}$/.test(value))
    return new Intl.DateTimeFormat(INTL_LOCALES[locale], { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${value}-01T00:00:00Z`));
  return String(value);
};

/** A cell as a spreadsheet takes it: money in ringgit with two decimals, numbers bare, months as YYYY-MM. */
const csvCell = (value: ReportCell, kind: ColumnKind): string | number => {
  if (value === null) return '';
  if (kind === 'money') return (Number(value) / 100).toFixed(2);
  return value;
};

/** A table as CSV (RFC 4180, UTF-8 with a byte-order mark so spreadsheets read Malay and Chinese names). */
export const tableCsv = (table: ReportTable): string =>
  stringify([table.columns.map((c) => c.label), ...[...table.rows, ...(table.total ? [table.total] : [])].map((row) => row.map((v, i) => csvCell(v, table.columns[i].kind)))], { bom: true });

/** The report as text lines for the plain PDF writer: each row one line, its cells separated. */
export const reportLines = (doc: ReportDocument): PdfTextLine[] => {
  const lines: PdfTextLine[] = [
    { text: doc.title, size: 16, bold: true },
    { text: doc.subtitle, size: 11 },
    { text: doc.printed, size: 8 },
  ];
  for (const table of doc.tables) {
    if (table.heading) lines.push({ text: table.heading, bold: true, size: 11, gapBefore: 10 });
    lines.push({ text: table.columns.map((c) => c.label).join(' | '), bold: true, size: 8, gapBefore: 4 });
    if (!table.rows.length) lines.push({ text: doc.empty, size: 9 });
    for (const row of table.rows) lines.push({ text: row.map((v, i) => cellText(v, table.columns[i].kind, doc.locale)).join(' | '), size: 8 });
    if (table.total) lines.push({ text: table.total.map((v, i) => cellText(v, table.columns[i].kind, doc.locale)).join(' | '), size: 8, bold: true });
  }
  return lines;
};

/** Reports as plain text PDFs, where pdfkit cannot run (the browser mock); no Chinese glyphs, so Chinese prints in English. */
export const plainReportRenderer = (): ReportPdfRenderer => ({
  locales: ['en', 'my'],
  render: async (doc) => plainPdf(reportLines(doc), { title: doc.title }),
});
