import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { writeAudit } from '../audit/audit';
import type { Actor } from '../http/env';
import { badRequest, notFound } from '../http/errors';

/**
 * Staff of the resort's own dive department (code DIVE) are diving staff without being flagged one by one;
 * anyone else becomes one through the user's "dive instructor" flag.
 */
export const DIVE_DEPARTMENT_CODE = 'DIVE';

/** A member of the diving staff as both lists show it. */
export interface DivingStaff {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  departmentName: string | null;
  diveInstructor: boolean;
  divingDepartmentId: string | null;
  divingDepartmentName: string | null;
  divingDepartmentCode: string | null;
}

type Row = Record<string, unknown>;
const rows = async (db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

const SELECT = sql`
  SELECT u.id, u.first_name, u.last_name, u.email, u.phone, d.name AS department_name, coalesce(u.dive_instructor, false) AS dive_instructor,
         u.diving_department_id, dd.name AS diving_department_name, dd.code AS diving_department_code
  FROM users u
  LEFT JOIN departments d ON d.id = u.department_id
  LEFT JOIN diving_departments dd ON dd.id = u.diving_department_id`;

const present = (r: Row): DivingStaff => ({
  id: String(r.id),
  name: `${String(r.first_name ?? '')} ${String(r.last_name ?? '')}`.trim(),
  email: String(r.email),
  phone: (r.phone as string | null) ?? null,
  departmentName: (r.department_name as string | null) ?? null,
  diveInstructor: r.dive_instructor === true,
  divingDepartmentId: (r.diving_department_id as string | null) ?? null,
  divingDepartmentName: (r.diving_department_name as string | null) ?? null,
  divingDepartmentCode: (r.diving_department_code as string | null) ?? null,
});

const page = async (db: Db, where: SQL, range: { start: number; end: number }) => {
  const records = await rows(db, sql`${SELECT} WHERE ${where} ORDER BY dd.name NULLS FIRST, u.last_name, u.first_name, u.id LIMIT ${range.end - range.start + 1} OFFSET ${range.start}`);
  const [{ n }] = await rows(db, sql`SELECT count(*)::int AS n FROM users u LEFT JOIN departments d ON d.id = u.department_id WHERE ${where}`);
  return { records: records.map(present), total: Number(n) };
};

/** Active staff assigned to a dive centre (`divingDepartmentId` narrows to one), by centre then name. */
export const assignedDivers = (db: Db, filter: { divingDepartmentId?: string }, range: { start: number; end: number }) =>
  page(
    db,
    sql`u.kind = 'staff' AND u.active AND u.diving_department_id IS NOT NULL${filter.divingDepartmentId ? sql` AND u.diving_department_id = ${filter.divingDepartmentId}` : sql``}`,
    range,
  );

/** Active staff who dive (flagged instructors, or in the dive department) and work for no dive centre yet. */
export const unassignedDivers = (db: Db, range: { start: number; end: number }) =>
  page(db, sql`u.kind = 'staff' AND u.active AND u.diving_department_id IS NULL AND (u.dive_instructor OR d.code = ${DIVE_DEPARTMENT_CODE})`, range);

/**
 * Assigns a staff member to a dive centre (which makes them an instructor) or, with null, takes them off
 * it (they stay an instructor, so they show among those not assigned). Only active staff, only active centres.
 */
export const assignDiver = async (db: Db, actor: Actor, userId: string, divingDepartmentId: string | null, now: Date, ip: string) =>
  db.transaction(async (tx) => {
    const [user] = await rows(tx, sql`SELECT id, kind, active, diving_department_id FROM users WHERE id = ${userId} FOR UPDATE`);
    if (!user || user.kind !== 'staff') throw notFound('app.errors.not_found');
    if (divingDepartmentId) {
      if (user.active !== true) throw badRequest('app.errors.bad_request', { userId: 'app.staffOps.diving.errors.inactive_user' });
      const [centre] = await rows(tx, sql`SELECT active FROM diving_departments WHERE id = ${divingDepartmentId}`);
      if (!centre) throw badRequest('app.errors.bad_request', { divingDepartmentId: 'app.validation.reference' });
      if (centre.active !== true) throw badRequest('app.errors.bad_request', { divingDepartmentId: 'app.staffOps.diving.errors.inactive_centre' });
    }
    await tx.execute(
      divingDepartmentId
        ? sql`UPDATE users SET diving_department_id = ${divingDepartmentId}, dive_instructor = true, updated_at = ${now} WHERE id = ${userId}`
        : sql`UPDATE users SET diving_department_id = NULL, updated_at = ${now} WHERE id = ${userId}`,
    );
    await writeAudit(tx, { actor, action: 'update', resource: 'users', recordId: userId, before: { divingDepartmentId: user.diving_department_id ?? null }, after: { divingDepartmentId }, ip }, now);
    const [after] = await rows(tx, sql`${SELECT} WHERE u.id = ${userId}`);
    return present(after);
  });
