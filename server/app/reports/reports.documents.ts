import type { Translate } from '../http/i18n';
import type { Manifest, ManifestDirection, ManifestPassenger } from './manifest';
import type { ColumnKind, ReportColumn, ReportTable } from './reportDocument';
import type { CumulativeReport, MonthlyReport, PayoutsReport, ReferralsReport, SalesReport } from './reports.service';

/** What a report prints and exports: its tables for the PDF and the one table its CSV holds. */
export interface ReportContent {
  name: string;
  subtitle: string;
  tables: ReportTable[];
  csv: ReportTable;
}

const col = (t: Translate, key: string, kind: ColumnKind = 'count'): ReportColumn => ({ label: t(`app.reports.columns.${key}`), kind });
const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/**
 * The monthly rooms report: month totals, then each month by room type (the CSV has both, "All room types"
 * per month). Of one room type (`?roomTypeId=`): its months and year, named in the subtitle and the file.
 */
export const monthlyContent = (r: MonthlyReport, t: Translate): ReportContent => {
  const figures = ['availableNights', 'roomNights', 'occupancy', 'roomRevenue', 'adr', 'revpar'] as const;
  const kinds: Record<(typeof figures)[number], ColumnKind> = { availableNights: 'count', roomNights: 'count', occupancy: 'percent', roomRevenue: 'money', adr: 'money', revpar: 'money' };
  const figureCols = figures.map((f) => col(t, f, kinds[f]));
  const values = (x: Record<(typeof figures)[number], number>) => figures.map((f) => x[f]);
  const all = t('app.reports.values.all_types');
  const byMonth: ReportTable = { heading: t('app.reports.sections.by_month'), columns: [col(t, 'month', 'month'), ...figureCols], rows: r.months.map((m) => [m.month, ...values(m.total)]), total: [t('app.reports.values.total'), ...values(r.total)] };
  const byType: ReportTable = {
    heading: t('app.reports.params.roomType'),
    columns: [col(t, 'month', 'month'), col(t, 'roomType', 'text'), ...figureCols],
    rows: r.months.flatMap((m) => m.roomTypes.map((rt) => [m.month, rt.roomType, ...values(rt)])),
  };
  const chosen = r.roomTypeId === null ? null : r.roomTypes.find((rt) => rt.roomTypeId === r.roomTypeId);
  if (chosen) {
    return {
      name: `monthly-report-${r.year}-${chosen.roomType.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'room-type'}`,
      subtitle: t('app.reports.subtitle.year_room_type', { year: r.year, roomType: chosen.roomType }),
      tables: [byMonth],
      csv: { ...byType, heading: undefined, total: [t('app.reports.values.total'), chosen.roomType, ...values(r.total)] },
    };
  }
  return {
    name: `monthly-report-${r.year}`,
    subtitle: t('app.reports.subtitle.year', { year: r.year }),
    tables: [byMonth, byType],
    csv: { ...byType, heading: undefined, rows: r.months.flatMap((m) => [...m.roomTypes.map((rt) => [m.month, rt.roomType, ...values(rt)]), [m.month, all, ...values(m.total)]]) },
  };
};

/** The report name (`app.reports.names.*`) of each sales dimension. */
export const SALES_NAME = { agent: 'salesAgents', leadSource: 'salesLeadSources', package: 'salesPackages' } as const;
const SALES_FILE = { agent: 'sales-by-agent', leadSource: 'sales-by-lead-source', package: 'sales-by-package' } as const;

/** Sales by agent, lead source or package: one row each, largest first, and the total. */
export const salesContent = (r: SalesReport, t: Translate): ReportContent => {
  const nameOf = (row: SalesReport['rows'][number]) => (row.kind === 'staff' || row.kind === 'guest' || row.kind === 'none' ? t(`app.reports.values.${row.kind}`) : (row.name ?? ''));
  const table: ReportTable = {
    columns: [col(t, 'name', 'text'), col(t, 'bookings'), col(t, 'roomNights'), col(t, 'guests'), col(t, 'sales', 'money')],
    rows: r.rows.map((row) => [nameOf(row), row.bookings, row.roomNights, row.guests, row.sales]),
    total: [t('app.reports.values.total'), r.total.bookings, r.total.roomNights, r.total.guests, r.total.sales],
  };
  return { name: `${SALES_FILE[r.by]}-${r.from}-${r.to}`, subtitle: t('app.reports.subtitle.range', { from: r.from, to: r.to }), tables: [table], csv: table };
};

/** Cumulative sales: each month's sales and running total, this year beside last. */
export const cumulativeContent = (r: CumulativeReport, t: Translate): ReportContent => {
  const table: ReportTable = {
    columns: [col(t, 'month', 'month'), col(t, 'bookings'), col(t, 'sales', 'money'), col(t, 'cumulativeSales', 'money'), col(t, 'lastYearSales', 'money'), col(t, 'lastYearCumulative', 'money')],
    rows: r.months.map((m) => [monthKey(r.year, m.month), m.bookings, m.sales, m.cumulativeSales, m.lastYearSales, m.lastYearCumulative]),
    total: [t('app.reports.values.total'), r.total.bookings, r.total.sales, null, r.total.lastYearSales, null],
  };
  return { name: `cumulative-sales-${r.year}`, subtitle: t('app.reports.subtitle.year', { year: r.year }), tables: [table], csv: table };
};

/** Payouts: by month, then by agent. */
export const payoutsContent = (r: PayoutsReport, t: Translate): ReportContent => {
  const money = (['requested', 'paid', 'rejected', 'pending'] as const).map((f) => col(t, f, 'money'));
  const values = (x: PayoutsReport['total']) => [x.requested, x.paid, x.rejected, x.pending];
  const total = [t('app.reports.values.total'), ...values(r.total)];
  const byAgent: ReportTable = { heading: t('app.reports.sections.by_agent'), columns: [col(t, 'agent', 'text'), ...money], rows: r.agents.map((a) => [a.agent, ...values(a)]), total };
  return {
    name: `payouts-${r.year}`,
    subtitle: t('app.reports.subtitle.year', { year: r.year }),
    tables: [{ heading: t('app.reports.sections.by_month'), columns: [col(t, 'month', 'month'), ...money], rows: r.months.map((m) => [monthKey(r.year, m.month), ...values(m)]), total }, byAgent],
    csv: byAgent,
  };
};

/** Referral commissions: by month, then by referring agent. */
export const referralsContent = (r: ReferralsReport, t: Translate): ReportContent => {
  const cols = [col(t, 'bookings'), col(t, 'amount', 'money')];
  const total = [t('app.reports.values.total'), r.total.bookings, r.total.amount];
  const byAgent: ReportTable = { heading: t('app.reports.sections.by_agent'), columns: [col(t, 'agent', 'text'), ...cols], rows: r.agents.map((a) => [a.agent, a.bookings, a.amount]), total };
  return {
    name: `referral-commissions-${r.year}`,
    subtitle: t('app.reports.subtitle.year', { year: r.year }),
    tables: [{ heading: t('app.reports.sections.by_month'), columns: [col(t, 'month', 'month'), ...cols], rows: r.months.map((m) => [monthKey(r.year, m.month), m.bookings, m.amount]), total }, byAgent],
    csv: byAgent,
  };
};

const passengerColumns = (t: Translate) => [
  col(t, 'bookingNo', 'text'), col(t, 'leadGuest', 'text'), col(t, 'adults'), col(t, 'children'), col(t, 'toddlers'), col(t, 'infants'), col(t, 'pickupPoint', 'text'), col(t, 'dropLocation', 'text'), col(t, 'status', 'text'),
];
const passengerCells = (p: ManifestPassenger, t: Translate) => [p.bookingNo, p.leadGuest, p.adults, p.children, p.toddlers, p.infants, p.pickupPoint, p.dropLocation, t(`app.reservations.status.${p.status}`)];

/**
 * The transport manifest: one table per departure (its heading: time, trip, way, boat and seats), boats
 * first, then land transfers; the CSV one row per party with its departure's columns.
 */
export const manifestContent = (m: Manifest, t: Translate): ReportContent => {
  const way = (d: ManifestDirection) => t(`app.reports.values.${d}`);
  const notSet = t('app.reports.values.not_set');
  const seats = (used: number, capacity: number | null) => (capacity === null ? t('app.reports.seats_unknown', { used }) : t('app.reports.seats_of', { used, capacity }));
  const tables: ReportTable[] = [
    ...m.boats.map((b) => ({
      heading: `${t('app.reports.columns.boat')}: ` + [b.time ?? notSet, b.trip, way(b.direction), b.vehicle ?? (b.charter ? t('app.reports.values.charter') : t('app.reports.values.shared')), seats(b.seatsUsed, b.capacity)].join(' · '),
      columns: passengerColumns(t),
      rows: b.passengers.map((p) => passengerCells(p, t)),
    })),
    ...m.land.map((l) => ({
      heading: `${t('app.reports.values.land')}: ` + [l.time ?? notSet, l.pickupPoint ?? notSet, l.trip, way(l.direction), l.vehicle ?? notSet, `${t('app.reports.columns.persons')} ${l.persons}${l.capacity === null ? '' : `/${l.capacity}`}`].join(' · '),
      columns: passengerColumns(t),
      rows: l.passengers.map((p) => passengerCells(p, t)),
    })),
  ];
  const csvColumns = [col(t, 'kind', 'text'), col(t, 'time', 'text'), col(t, 'trip', 'text'), col(t, 'direction', 'text'), col(t, 'vehicle', 'text'), col(t, 'seatsUsed'), col(t, 'capacity'), ...passengerColumns(t)];
  const csv: ReportTable = {
    columns: csvColumns,
    rows: [
      ...m.boats.flatMap((b) => b.passengers.map((p) => [b.charter ? t('app.reports.values.charter') : t('app.reports.values.shared'), b.time, b.trip, way(b.direction), b.vehicle, b.seatsUsed, b.capacity, ...passengerCells(p, t)])),
      ...m.land.flatMap((l) => l.passengers.map((p) => [t('app.reports.values.land'), l.time, l.trip, way(l.direction), l.vehicle, l.persons, l.capacity, ...passengerCells(p, t)])),
    ],
  };
  return { name: `transport-manifest-${m.date}`, subtitle: t('app.reports.subtitle.date', { date: m.date }), tables, csv };
};
