import { and, gte, inArray, lte } from 'drizzle-orm';
import { z } from '@hono/zod-openapi';
import type { Db } from '../../db/client';
import { CALENDAR_DAY_KINDS, calendarDays, type CalendarDayKind } from '../../db/calendarTables';
import { writeAudit } from '../audit/audit';
import type { Actor } from '../http/env';
import type { Translate } from '../http/i18n';
import { addDays, dayNumber, isIsoDate, stayNights, weekdayOf } from '../pricing/nights';

/** How a day is marked on the resort calendar, as the calendars answer it. */
export interface DayMark {
  kind: CalendarDayKind;
  label: string | null;
}

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** At most a year and a day is marked or cleared in one call (a whole season, or a leap year). */
export const MAX_MARKED_DAYS = 366;

/**
 * Body of `POST /calender` and `POST /sur-charges-calender`: every day from `from` to `to` (both included)
 * gets `kind`, or loses its mark when `kind` is null; `weekdays`, when given, limits the range to those days
 * of the week (every Friday and Saturday of a season). Messages in the caller's language.
 */
export const markBody = (t: Translate) => {
  const isoDay = z.string({ error: t('ra.validation.required') }).refine(isIsoDate, { error: t('app.calendar.bad_date') });
  return z
    .object({
      from: isoDay,
      to: isoDay,
      kind: z.enum(CALENDAR_DAY_KINDS, { error: t('app.calendar.bad_kind') }).nullable(),
      label: z.string().trim().max(100, { error: t('ra.validation.maxLength', { max: 100 }) }).nullish(),
      weekdays: z.array(z.enum(WEEKDAYS, { error: t('app.validation.invalid') })).max(7).optional(),
    })
    .superRefine((body, ctx) => {
      const [from, to] = [dayNumber(body.from), dayNumber(body.to)];
      if (from === null || to === null) return;
      if (to < from) ctx.addIssue({ code: 'custom', path: ['to'], message: t('app.calendar.to_before_from') });
      else if (to - from + 1 > MAX_MARKED_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: t('app.calendar.range_too_long', { max: MAX_MARKED_DAYS }) });
    });
};
export type MarkRequest = z.infer<ReturnType<typeof markBody>>;


/** The days a mark request covers: the range, both ends included, kept to its weekdays when it names any. */
export const daysOf = (request: Pick<MarkRequest, 'from' | 'to' | 'weekdays'>): string[] => {
  const days = stayNights(request.from, addDays(request.to, 1));
  const weekdays = request.weekdays ?? [];
  if (!weekdays.length) return days;
  return days.filter((day) => weekdays.includes(weekdayOf(day)));
};

/** The marked days between `from` and `to` (both included), by date. */
export const marksBetween = async (db: Db, from: string, to: string): Promise<Map<string, DayMark>> => {
  const rows = await db.select().from(calendarDays).where(and(gte(calendarDays.day, from), lte(calendarDays.day, to)));
  return new Map(rows.map((row) => [row.day, { kind: row.kind, label: row.label ?? null }]));
};

/**
 * Marks (or clears) the days of a request in one transaction, with one audit entry naming the range, the
 * kind and the days whose mark changed before and after, so a season changed by mistake can be put back.
 */
export const markDays = async (db: Db, request: MarkRequest, actor: Actor, ip: string, now: Date): Promise<void> => {
  const days = daysOf(request);
  await db.transaction(async (tx) => {
    const before = await marksBetween(tx, request.from, request.to);
    if (request.kind === null) {
      if (days.length) await tx.delete(calendarDays).where(inArray(calendarDays.day, days));
    } else if (days.length) {
      const values = { kind: request.kind, label: request.label || null, updatedAt: now, updatedBy: actor.id };
      await tx.insert(calendarDays).values(days.map((day) => ({ day, ...values }))).onConflictDoUpdate({ target: calendarDays.day, set: values });
    }
    const changed = days.filter((day) => before.get(day)?.kind !== (request.kind ?? undefined) || (request.kind !== null && (before.get(day)?.label ?? null) !== (request.label || null)));
    await writeAudit(
      tx,
      {
        actor,
        action: 'update',
        resource: 'calendar',
        recordId: null,
        before: { days: Object.fromEntries(changed.map((day) => [day, before.get(day) ?? null])) },
        after: { from: request.from, to: request.to, weekdays: request.weekdays ?? [], kind: request.kind, label: request.label || null, days: changed },
        ip,
      },
      now,
    );
  });
};
