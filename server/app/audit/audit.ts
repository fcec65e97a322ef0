import { resourceTables } from '../../db/generated';
import type { Db } from '../../db/client';
import { insertRow } from '../../db/rows';
import type { Actor } from '../http/env';

export type AuditAction = 'create' | 'update' | 'delete' | 'login' | 'logout' | 'password' | 'upload';

export interface AuditEntry {
  actor: Pick<Actor, 'id' | 'email'> | null;
  action: AuditAction;
  resource: string;
  recordId?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

/** Appends one entry to the audit log, inside the caller's transaction so it lands with the change. */
export const writeAudit = (db: Db, entry: AuditEntry, now: Date) =>
  insertRow(db, resourceTables.audit_log, {
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    resource: entry.resource,
    recordId: entry.recordId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
    createdAt: now,
    updatedAt: now,
  });
