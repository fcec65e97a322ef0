import type { Context } from 'hono';
import { formatMoment } from '../../../i18n/dateFormat';
import type { AppEnv } from '../http/env';
import { zoneOf } from '../http/middleware';
import { badRequest, forbidden } from '../http/errors';
import { translator, type Translate } from '../http/i18n';
import { isIsoDate } from '../pricing/nights';
import { can } from '../permissions/permissions';
import type { AppModule } from '../../../resources/types';
import { transportManifest } from './manifest';
import { plainReportRenderer, tableCsv } from './reportDocument';
import { cumulativeContent, manifestContent, monthlyContent, payoutsContent, referralsContent, SALES_NAME, salesContent, type ReportContent } from './reports.documents';
import type { SalesDimension } from './reports.queries';
import { cumulativeReport, monthlyReport, payoutsReport, referralsReport, salesReport } from './reports.service';

type Ctx = Context<AppEnv>;
export const REPORT_FORMATS = ['json', 'csv', 'pdf'] as const;
type Format = (typeof REPORT_FORMATS)[number];

const db = (c: Ctx) => c.get('deps').database.db;
const invalid = (c: Ctx, field: string, key: string) => badRequest('app.errors.bad_request', { [field]: c.get('t')(`app.reports.errors.${key}`) });

/** `?format=` (json unless told); anything else is a 400 on `format`. */
const formatOf = (c: Ctx): Format => {
  const format = c.req.query('format') ?? 'json';
  if (!(REPORT_FORMATS as readonly string[]).includes(format)) throw invalid(c, 'format', 'format');
  return format as Format;
};

/** A year from the path: four digits from 2000 to 2100. */
export const yearParam = (c: Ctx) => {
  const raw = c.req.param('year') ?? '';
  const year = Number(raw);
  if (!/^\d{4}$/.test(raw) || year < 2000 || year > 2100) throw invalid(c, 'year', 'year');
  return year;
};

/** A calendar day from the path. */
export const dateParam = (c: Ctx) => {
  const date = c.req.param('date') ?? '';
  if (!isIsoDate(date)) throw invalid(c, 'date', 'date');
  return date;
};

const DAY = 86_400_000;
/** `?from=&to=`: two calendar days, in order, at most 366 days apart (both included). */
export const rangeQuery = (c: Ctx) => {
  const from = c.req.query('from') ?? '';
  const to = c.req.query('to') ?? '';
  const errors: Record<string, string> = {};
  const t = c.get('t');
  if (!isIsoDate(from)) errors.from = t('app.reports.errors.date');
  if (!isIsoDate(to)) errors.to = t('app.reports.errors.date');
  if (!errors.from && !errors.to) {
    const days = (Date.parse(to) - Date.parse(from)) / DAY + 1;
    if (days < 1) errors.to = t('app.reports.errors.range_order');
    else if (days > 366) errors.to = t('app.reports.errors.range_length');
  }
  if (Object.keys(errors).length) throw badRequest('app.errors.bad_request', errors);
  return { from, to };
};

/**
 * Answers a report as `{data}`, or as its CSV or PDF file. Files are exports: they need the `export`
 * action of `module` (when given) besides the reading that brought the caller here. The PDF is worded in the
 * caller's language when the renderer can draw it, else in English.
 */
const answer = async <T>(c: Ctx, module: AppModule | null, title: string, data: T, content: (t: Translate) => ReportContent) => {
  const format = formatOf(c);
  if (format === 'json') return c.json({ data });
  if (module && !can(c.get('actor'), module, 'export')) throw forbidden('app.errors.forbidden');
  if (format === 'csv') {
    const { name, csv } = content(c.get('t'));
    return c.body(tableCsv(csv), 200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}.csv"` });
  }
  const { reportPdf, clock } = c.get('deps');
  const renderer = reportPdf ?? plainReportRenderer();
  const locale = renderer.locales.includes(c.get('locale')) ? c.get('locale') : 'en';
  const t = translator(locale);
  const zone = await zoneOf(c);
  const { name, subtitle, tables } = content(t);
  const pdf = await renderer.render({
    title: t(`app.reports.names.${title}`),
    subtitle,
    printed: t('app.reports.subtitle.printed', { moment: formatMoment(clock.now(), locale, zone) }),
    tables,
    empty: t('app.reports.empty'),
    locale,
  });
  return c.body(new Uint8Array(pdf), 200, { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${name}.pdf"` });
};

/**
 * The transport manifest of a day: the reports' transport-by-date (files need `reports` export), and the
 * front desk's working paper (whoever reads it may print it).
 */
export const manifestHandler = (from: 'reports' | 'front-desk') => async (c: Ctx) => {
  const date = dateParam(c);
  formatOf(c);
  const manifest = await transportManifest(db(c), date);
  return answer(c, from === 'reports' ? 'reports' : null, from === 'reports' ? 'transport' : 'manifest', manifest, (t) => manifestContent(manifest, t));
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** `?roomTypeId=`: one room type's id, or none for all room types. */
export const roomTypeQuery = (c: Ctx) => {
  const roomTypeId = c.req.query('roomTypeId');
  if (roomTypeId === undefined || roomTypeId === '') return null;
  if (!UUID.test(roomTypeId)) throw invalid(c, 'roomTypeId', 'room_type');
  return roomTypeId.toLowerCase();
};

export const monthlyHandler = async (c: Ctx) => {
  const year = yearParam(c);
  const roomTypeId = roomTypeQuery(c);
  formatOf(c);
  const report = await monthlyReport(db(c), year, roomTypeId);
  if (!report) throw invalid(c, 'roomTypeId', 'room_type');
  return answer(c, 'reports', 'monthly', report, (t) => monthlyContent(report, t));
};

export const salesHandler = (by: SalesDimension) => async (c: Ctx) => {
  const { from, to } = rangeQuery(c);
  formatOf(c);
  const report = await salesReport(db(c), by, from, to);
  return answer(c, 'reports', SALES_NAME[by], report, (t) => salesContent(report, t));
};

export const cumulativeHandler = async (c: Ctx) => {
  const year = yearParam(c);
  formatOf(c);
  const report = await cumulativeReport(db(c), year);
  return answer(c, 'reports', 'cumulative', report, (t) => cumulativeContent(report, t));
};

export const payoutsHandler = async (c: Ctx) => {
  const year = yearParam(c);
  formatOf(c);
  const report = await payoutsReport(db(c), year, await zoneOf(c));
  return answer(c, 'reports', 'payouts', report, (t) => payoutsContent(report, t));
};

export const referralsHandler = async (c: Ctx) => {
  const year = yearParam(c);
  formatOf(c);
  const report = await referralsReport(db(c), year, await zoneOf(c));
  return answer(c, 'reports', 'referrals', report, (t) => referralsContent(report, t));
};
