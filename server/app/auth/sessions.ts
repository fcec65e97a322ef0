import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PermissionMatrix } from '../../../resources/types';
import type { Db } from '../../db/client';
import { compiledStatement, preparedRows, statementRows, type Statement } from '../../db/prepared';
import { resourceTables } from '../../db/generated';
import { sessions } from '../../db/authTables';
import type { Actor } from '../http/env';
import { agencyStanding } from './agency';
import { hashToken, newToken } from './tokens';
import { lookUpSession } from './sessionCache';

const { roles } = resourceTables;

/** Opens a session and returns its bearer token (the only time the token exists in clear). */
export const openSession = async (db: Db, userId: string, now: Date, ttlMinutes: number, meta: { userAgent?: string; ip?: string }) => {
  const token = newToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: await hashToken(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + ttlMinutes * 60_000),
    userAgent: meta.userAgent?.slice(0, 300),
    ip: meta.ip,
  });
  return token;
};

export const revokeSession = (db: Db, sessionId: string, now: Date) =>
  db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));

/** Signs a person out everywhere: used when an account is deactivated, rejected or its password changes. */
export const revokeAllSessions = (db: Db, userId: string, now: Date, exceptSessionId?: string) =>
  db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exceptSessionId ? sql`${sessions.id} <> ${exceptSessionId}` : undefined));

/** A session and its person as the session lookup reads them (`session_of`, migrations 0038 and 0040). */
export interface SessionRow {
  sessionId: string;
  lastUsedAt: Date | string;
  expiresAt: Date | string;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  kind: string;
  active: boolean;
  status: string | null;
  agentType: string | null;
  agencyRole: string | null;
  roleId: string | null;
  /** The role row's version (its xmin: every change to the row makes a new one). */
  roleVersion: string | null;
  agencyId: string | null;
  accountActive: boolean | null;
  accountStatus: string | null;
  accountAgentType: string | null;
  roleName: string | null;
}

/**
 * Each database's role permissions as last read, by role id, with the version of the row they were read
 * from. The session lookup answers the role's current version, so a change to a role (on any server)
 * is seen by the next request; the matrix itself (kilobytes of JSON) is read and parsed only then.
 */
const permissionCache = new WeakMap<object, Map<string, { version: string; permissions: PermissionMatrix }>>();

const permissionsOf = async (db: Db, roleId: string, version: string): Promise<PermissionMatrix> => {
  let cache = permissionCache.get(db);
  if (!cache) permissionCache.set(db, (cache = new Map()));
  const cached = cache.get(roleId);
  if (cached?.version === version) return cached.permissions;
  const [row] = await preparedRows<{ permissions: unknown; version: string }>(db, 'role_permissions', sql`SELECT permissions, xmin::text AS version FROM ${roles} WHERE id = ${roleId}`);
  const permissions = (row?.permissions as PermissionMatrix | null) ?? {};
  // Kept under the version read with it: should the role have changed since the session lookup, the newer matrix serves now and the next request finds it current.
  if (row) cache.set(roleId, { version: row.version, permissions });
  return permissions;
};

export type SessionCheck = { ok: true; actor: Actor; row: SessionRow } | { ok: false; reason: 'unknown' | 'inactive' };

/** A session's last use is written at most this often (sliding expiry), so reads stay reads. */
export const LAST_USE_WRITTEN_EVERY_MS = 60_000;

// A prepared statement on PostgreSQL, calling a PL/pgSQL function whose query is planned once per
// connection (migrations 0038, 0040), which the embedded database would otherwise plan every time.
const sessionLookup = compiledStatement<{ tokenHash: string; now: string }>('session', (v) => sql`SELECT session_of(${v.tokenHash}, ${v.now}::timestamptz) AS row`);

/** The session lookup of a token's hash at `now`, as sent; its rows go to `sessionRowOf`. */
export const sessionStatement = (db: Db, tokenHash: string, now: Date): Statement => sessionLookup.statement(db, { tokenHash, now: now.toISOString() });

/** The live session the lookup found, or null. */
export const sessionRowOf = (rows: readonly unknown[]) => (rows[0] as { row: SessionRow | null } | undefined)?.row ?? null;

/**
 * Resolves a token's hash to its person in one query. An account that is inactive, or an agent whose
 * status is R (rejected), loses every session at this call; so does a member of such an agency.
 */
export const resolveSession = async (db: Db, tokenHash: string, now: Date, ttlMinutes: number): Promise<SessionCheck> => {
  // Every request runs this; on the embedded database a session found is kept until anything is written (lookUpSession).
  const found = await lookUpSession(db, tokenHash, now, async () => sessionRowOf(await statementRows(db, sessionStatement(db, tokenHash, now))));
  if (!found) return { ok: false, reason: 'unknown' };
  let row = found;
  const standing = agencyStanding(
    { id: row.userId, agencyId: row.agencyId, active: row.active, status: row.status, agentType: row.agentType },
    row.agencyId ? { active: row.accountActive !== false, status: row.accountStatus, agentType: row.accountAgentType } : null,
  );
  if (!standing.active || standing.status === 'R') {
    await revokeAllSessions(db, row.userId, now);
    return { ok: false, reason: 'inactive' };
  }
  if (now.getTime() - new Date(row.lastUsedAt).getTime() > LAST_USE_WRITTEN_EVERY_MS) {
    const expiresAt = new Date(now.getTime() + ttlMinutes * 60_000);
    await db.update(sessions).set({ lastUsedAt: now, expiresAt }).where(eq(sessions.id, row.sessionId));
    row = { ...row, lastUsedAt: now.toISOString(), expiresAt: expiresAt.toISOString() };
  }
  return {
    ok: true,
    row,
    actor: {
      id: row.userId,
      accountId: standing.accountId,
      sessionId: row.sessionId,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      kind: row.kind as Actor['kind'],
      roleName: row.roleName ?? null,
      permissions: row.roleId && row.roleVersion ? await permissionsOf(db, row.roleId, row.roleVersion) : {},
      agentType: standing.agentType ?? null,
      status: standing.status ?? null,
      agencyRole: row.agencyRole ?? null,
    },
  };
};
