import { and, eq, sql, type SQL } from 'drizzle-orm';
import { z } from '@hono/zod-openapi';
import type { Db } from '../../db/client';
import { staffLeave } from '../../db/staffTables';
import type { Locale } from '../../../i18n/types';
import { formatDay } from '../../../i18n/dateFormat';
import { writeAudit } from '../audit/audit';
import { enqueueEmail } from '../email/outbox';
import type { Actor } from '../http/env';
import { ApiError, badRequest, conflict, notFound } from '../http/errors';
import { translator } from '../http/i18n';
import { resortToday } from '../promo/promoCodes';
import { LEAVE_STATUSES, LEAVE_TYPES, type LeaveRecord, type LeaveStatus, type LeaveType } from './leaveVocabulary';

export { LEAVE_STATUSES, LEAVE_TYPES, type LeaveRecord };

/** Sick leave is often asked for afterwards: a request may start up to this many days before today. */
export const LEAVE_BACKDATE_DAYS = 30;
/** The longest single request (maternity leave is 98 days). */
export const LEAVE_MAX_DAYS = 120;

const isoDate = z.iso.date('app.validation.date');
/** Staff accounts carry no language of their own: their e-mails go out in English, the back office's first language. */
const STAFF_LOCALE: Locale = 'en';

/** A request as its author sends it. */
export const leaveRequestBody = z.object({
  type: z.enum(LEAVE_TYPES, { error: 'ra.validation.required' }),
  fromDate: isoDate,
  toDate: isoDate,
  reason: z.string().trim().max(500, 'app.staffOps.leave.errors.reason_too_long').optional(),
});
export type LeaveRequest = z.infer<typeof leaveRequestBody>;

/** A decision: approving may carry a note; rejecting must say why. */
export const leaveDecisionBody = z
  .object({
    status: z.enum(['approved', 'rejected'], { error: 'app.staffOps.leave.errors.decision' }),
    note: z.string().trim().max(500, 'app.staffOps.leave.errors.reason_too_long').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'rejected' && !v.note) ctx.addIssue({ code: 'custom', path: ['note'], message: 'app.staffOps.leave.errors.note_required' });
  });
export type LeaveDecision = z.infer<typeof leaveDecisionBody>;

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
const addDays = (iso: string, days: number) => new Date((dayNumber(iso) + days) * 86_400_000).toISOString().slice(0, 10);

/** Checks a request's dates against the resort's today in its zone `zone` (400 with the field that is wrong). */
const checkDates = (request: LeaveRequest, now: Date, zone: string) => {
  if (request.toDate < request.fromDate) throw badRequest('app.errors.bad_request', { toDate: 'app.staffOps.leave.errors.to_before_from' });
  if (request.fromDate < addDays(resortToday(now, zone), -LEAVE_BACKDATE_DAYS)) throw badRequest('app.errors.bad_request', { fromDate: 'app.staffOps.leave.errors.too_far_back' });
  if (dayNumber(request.toDate) - dayNumber(request.fromDate) + 1 > LEAVE_MAX_DAYS) throw badRequest('app.errors.bad_request', { toDate: 'app.staffOps.leave.errors.too_long' });
};

const SELECT = sql`
  SELECT l.id, l.user_id, u.first_name, u.last_name, u.email, u.department_id, d.name AS department_name, l.type,
         l.from_date::text AS from_date, l.to_date::text AS to_date, l.reason, l.status, l.decision_note, l.decided_at,
         trim(coalesce(b.first_name, '') || ' ' || coalesce(b.last_name, '')) AS decided_by_name, l.created_at
  FROM staff_leave l
  JOIN users u ON u.id = l.user_id
  LEFT JOIN departments d ON d.id = u.department_id
  LEFT JOIN users b ON b.id = l.decided_by`;

type Row = Record<string, unknown>;
const rows = async (db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v === null || v === undefined ? null : new Date(String(v)).toISOString());

const present = (r: Row): LeaveRecord => ({
  id: String(r.id),
  userId: String(r.user_id),
  userName: `${String(r.first_name ?? '')} ${String(r.last_name ?? '')}`.trim(),
  userEmail: String(r.email),
  departmentId: (r.department_id as string | null) ?? null,
  departmentName: (r.department_name as string | null) ?? null,
  type: String(r.type) as LeaveType,
  fromDate: String(r.from_date),
  toDate: String(r.to_date),
  days: dayNumber(String(r.to_date)) - dayNumber(String(r.from_date)) + 1,
  reason: (r.reason as string | null) ?? null,
  status: r.status as LeaveStatus,
  decisionNote: (r.decision_note as string | null) ?? null,
  decidedAt: iso(r.decided_at),
  decidedByName: (r.decided_by_name as string | null) || null,
  createdAt: iso(r.created_at) ?? '',
});

/** One request, or 404. */
export const getLeave = async (db: Db, id: string) => {
  const [row] = await rows(db, sql`${SELECT} WHERE l.id = ${id}`);
  if (!row) throw notFound('app.errors.not_found');
  return present(row);
};

/** What a leave list may be narrowed by; `dateFrom`/`dateTo` keep the requests that touch that window. */
export const leaveFilter = z.object({
  status: z.union([z.enum(LEAVE_STATUSES), z.array(z.enum(LEAVE_STATUSES)).max(4)]).optional(),
  type: z.enum(LEAVE_TYPES).optional(),
  userId: z.uuid('app.validation.reference').optional(),
  departmentId: z.uuid('app.validation.reference').optional(),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
  id: z.array(z.uuid()).max(1000).optional(),
});
export type LeaveFilter = z.infer<typeof leaveFilter>;

/** The columns a list may be sorted by. */
export const LEAVE_SORTS = { fromDate: 'l.from_date', toDate: 'l.to_date', createdAt: 'l.created_at', status: 'l.status', type: 'l.type', userName: 'u.last_name' } as const;
export type LeaveSort = { field: keyof typeof LEAVE_SORTS; order: 'ASC' | 'DESC' };

/** A page of requests matching `filter`, and how many match in all. */
export const listLeave = async (db: Db, filter: LeaveFilter, sort: LeaveSort, range: { start: number; end: number }) => {
  const where: SQL[] = [sql`true`];
  if (filter.status) where.push(sql`l.status IN (${sql.join([filter.status].flat().map((s) => sql`${s}`), sql`, `)})`);
  if (filter.type) where.push(sql`l.type = ${filter.type}`);
  if (filter.userId) where.push(sql`l.user_id = ${filter.userId}`);
  if (filter.departmentId) where.push(sql`u.department_id = ${filter.departmentId}`);
  if (filter.dateFrom) where.push(sql`l.to_date >= ${filter.dateFrom}::date`);
  if (filter.dateTo) where.push(sql`l.from_date <= ${filter.dateTo}::date`);
  if (filter.id) where.push(filter.id.length ? sql`l.id IN (${sql.join(filter.id.map((id) => sql`${id}`), sql`, `)})` : sql`false`);
  const condition = sql.join(where, sql` AND `);
  const order = sql.raw(`${LEAVE_SORTS[sort.field]} ${sort.order}, l.created_at DESC, l.id`);
  const page = await rows(db, sql`${SELECT} WHERE ${condition} ORDER BY ${order} LIMIT ${range.end - range.start + 1} OFFSET ${range.start}`);
  const [{ n }] = await rows(db, sql`SELECT count(*)::int AS n FROM staff_leave l JOIN users u ON u.id = l.user_id WHERE ${condition}`);
  return { records: page.map(present), total: Number(n) };
};

/**
 * Files a request for the signed-in staff member. Their user row is locked first, so two requests sent at
 * once cannot both pass the overlap check; a pending or approved request on any of the days refuses it.
 */
export const requestLeave = async (db: Db, actor: Actor, request: LeaveRequest, now: Date, ip: string, zone: string) => {
  checkDates(request, now, zone);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM users WHERE id = ${actor.id} FOR UPDATE`);
    const clash = await rows(
      tx,
      sql`SELECT id FROM staff_leave WHERE user_id = ${actor.id} AND status IN ('pending', 'approved')
          AND from_date <= ${request.toDate}::date AND to_date >= ${request.fromDate}::date LIMIT 1`,
    );
    if (clash.length) throw badRequest('app.staffOps.leave.errors.overlap', { fromDate: 'app.staffOps.leave.errors.overlap' });
    const [created] = await tx
      .insert(staffLeave)
      .values({ userId: actor.id, type: request.type, fromDate: request.fromDate, toDate: request.toDate, reason: request.reason ?? null, status: 'pending', createdAt: now, updatedAt: now })
      .returning();
    await writeAudit(tx, { actor, action: 'create', resource: 'leave', recordId: created.id, after: { type: created.type, fromDate: created.fromDate, toDate: created.toDate }, ip }, now);
    return getLeave(tx, created.id);
  });
};

/** Tells the requester of a decided request by e-mail, through the outbox (sent once the decision commits). */
const mailDecision = async (tx: Db, leave: LeaveRecord, now: Date) => {
  const locale = STAFF_LOCALE;
  const t = translator(locale);
  await enqueueEmail(
    tx,
    {
      to: leave.userEmail,
      template: leave.status === 'approved' ? 'leave-approved' : 'leave-rejected',
      locale,
      args: {
        name: leave.userName,
        type: t(`app.staffOps.leave.types.${leave.type}`),
        from: formatDay(leave.fromDate, locale),
        to: formatDay(leave.toDate, locale),
        note: leave.decisionNote ?? '—',
      },
    },
    now,
  );
};

/**
 * Approves or rejects a pending request, once: a request already decided (or withdrawn) is 409, also when
 * two managers decide at the same moment. Nobody decides their own request.
 */
export const decideLeave = async (db: Db, actor: Actor, id: string, decision: LeaveDecision, now: Date, ip: string) =>
  db.transaction(async (tx) => {
    const before = await getLeave(tx, id);
    if (before.userId === actor.id) throw new ApiError(403, 'own_request', 'app.staffOps.leave.errors.own_request');
    const [updated] = await tx
      .update(staffLeave)
      .set({ status: decision.status, decisionNote: decision.note ?? null, decidedBy: actor.id, decidedAt: now, updatedAt: now })
      .where(and(eq(staffLeave.id, id), eq(staffLeave.status, 'pending')))
      .returning({ id: staffLeave.id });
    if (!updated) throw conflict('app.staffOps.leave.errors.already_decided', { status: 'app.staffOps.leave.errors.already_decided' });
    const after = await getLeave(tx, id);
    await writeAudit(tx, { actor, action: 'update', resource: 'leave', recordId: id, before: { status: before.status }, after: { status: after.status, note: after.decisionNote }, ip }, now);
    await mailDecision(tx, after, now);
    return after;
  });

/** The requester withdraws a request still waiting for a decision (409 once decided). */
export const cancelOwnLeave = async (db: Db, actor: Actor, id: string, now: Date, ip: string) =>
  db.transaction(async (tx) => {
    const before = await getLeave(tx, id);
    // Someone else's request is none of the caller's business: as if it did not exist.
    if (before.userId !== actor.id) throw notFound('app.errors.not_found');
    const [updated] = await tx
      .update(staffLeave)
      .set({ status: 'cancelled', updatedAt: now })
      .where(and(eq(staffLeave.id, id), eq(staffLeave.status, 'pending')))
      .returning({ id: staffLeave.id });
    if (!updated) throw conflict('app.staffOps.leave.errors.already_decided', { status: 'app.staffOps.leave.errors.already_decided' });
    await writeAudit(tx, { actor, action: 'update', resource: 'leave', recordId: id, before: { status: before.status }, after: { status: 'cancelled' }, ip }, now);
    return getLeave(tx, id);
  });
