import { z } from '@hono/zod-openapi';
import { EXPIRY_WARNING_DAYS, TRAVEL_DOCUMENT_KINDS, type TravelDocumentKind } from '../../../resources/travelDocuments';
import { and, desc, eq, sql } from 'drizzle-orm';
import { agentTravelDocuments } from '../../db/agentTables';
import { resourceTables } from '../../db/generated';
import { uploads } from '../../db/authTables';
import type { Db } from '../../db/client';
import { writeAudit } from '../audit/audit';
import { IC_NUMBER, PASSPORT_NUMBER } from '../booking/guests';
import type { Actor } from '../http/env';
import { notFound } from '../http/errors';
import { resortToday } from '../settings/resortZone';

const docs = agentTravelDocuments;
const { users } = resourceTables;


const isRealDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** The fields of a document (the file comes apart, as a multipart part); messages are i18n keys. */
export const documentFields = z
  .object({
    kind: z.enum(TRAVEL_DOCUMENT_KINDS, { error: 'app.portalProfile.documents.errors.kind' }),
    number: z
      .string({ error: 'ra.validation.required' })
      .trim()
      .toUpperCase()
      .min(1, { error: 'ra.validation.required' })
      .max(40, { error: 'app.portalProfile.documents.errors.number_length' }),
    /** Blank: the document does not expire (an IC). */
    expiresOn: z
      .string()
      .trim()
      .optional()
      .nullable()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || isRealDate(v), { error: 'app.validation.date' }),
  })
  .superRefine((d, ctx) => {
    if (d.kind === 'ic' && !IC_NUMBER.test(d.number)) ctx.addIssue({ code: 'custom', path: ['number'], message: 'app.validation.invalid_ic' });
    if (d.kind === 'passport' && !PASSPORT_NUMBER.test(d.number)) ctx.addIssue({ code: 'custom', path: ['number'], message: 'app.validation.invalid_passport' });
  });
export type DocumentFields = z.infer<typeof documentFields>;

/**
 * `expired` before today (at the resort, in its zone `zone`), `expiring` within the warning window, `valid`
 * after it, null when it never expires.
 */
export const expiryOf = (expiresOn: string | null, now: Date, zone: string) => {
  if (!expiresOn) return null;
  const today = resortToday(now, zone);
  if (expiresOn < today) return 'expired' as const;
  const warnFrom = new Date(`${today}T00:00:00Z`);
  warnFrom.setUTCDate(warnFrom.getUTCDate() + EXPIRY_WARNING_DAYS);
  return expiresOn <= warnFrom.toISOString().slice(0, 10) ? ('expiring' as const) : ('valid' as const);
};

const columns = {
  id: docs.id,
  agentId: docs.agentId,
  kind: docs.kind,
  number: docs.number,
  expiresOn: docs.expiresOn,
  file: docs.file,
  createdAt: docs.createdAt,
  updatedAt: docs.updatedAt,
  fileName: uploads.originalName,
  fileType: uploads.contentType,
  fileSize: uploads.size,
};

interface Row {
  id: string;
  kind: string;
  number: string;
  expiresOn: string | null;
  file: string | null;
  createdAt: Date;
  updatedAt: Date;
  fileName: string | null;
  fileType: string | null;
  fileSize: number | null;
}

const describe = (r: Row, now: Date, zone: string) => ({
  id: r.id,
  kind: r.kind as TravelDocumentKind,
  number: r.number,
  expiresOn: r.expiresOn,
  expiry: expiryOf(r.expiresOn, now, zone),
  file: r.file ? { name: r.fileName ?? '', contentType: r.fileType ?? '', size: Number(r.fileSize ?? 0) } : null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export type TravelDocument = ReturnType<typeof describe>;

// The file column holds the upload's path (`/uploads/<key>`), so its record is found by key.
const fileJoin = sql`${uploads.key} = substring(${docs.file} from 10)`;

const select = (db: Db) => db.select(columns).from(docs).leftJoin(uploads, fileJoin);

/** An agent's documents, the soonest to expire first (those that never expire last). */
export const listDocuments = async (db: Db, agentId: string, now: Date, zone: string) =>
  (await select(db).where(eq(docs.agentId, agentId)).orderBy(sql`${docs.expiresOn} ASC NULLS LAST`, desc(docs.createdAt), docs.id)).map((r) => describe(r, now, zone));

/** The row of one document of this agent; another agent's, or none, is not found. */
const ownRow = async (db: Db, agentId: string, id: string) => {
  const [row] = await select(db).where(and(eq(docs.id, id), eq(docs.agentId, agentId))).limit(1);
  if (!row) throw notFound('app.errors.not_found');
  return row;
};

/** One document of this agent, as it is shown; another agent's, or none, answers 404. */
export const ownDocument = async (db: Db, agentId: string, id: string, now: Date, zone: string) => describe(await ownRow(db, agentId, id), now, zone);

/** The stored file behind a document, for the routes that serve it to its agent and to staff. */
export const documentFile = async (db: Db, agentId: string, id: string) => {
  const key = (await ownRow(db, agentId, id)).file?.replace(/^\/uploads\//, '');
  const [row] = key ? await db.select().from(uploads).where(eq(uploads.key, key)).limit(1) : [];
  if (!row) throw notFound('app.errors.not_found');
  return row;
};

const audited = (doc: TravelDocument | undefined) => doc && { kind: doc.kind, number: doc.number, expiresOn: doc.expiresOn, file: doc.file?.name ?? null };

/** Files a new document for the agent; `file` is the stored upload's path. */
export const createDocument = (db: Db, actor: Actor, fields: DocumentFields, file: string, now: Date, ip: string, zone: string) =>
  db.transaction(async (tx) => {
    const [row] = await tx.insert(docs).values({ agentId: actor.id, ...fields, file, createdAt: now, updatedAt: now }).returning({ id: docs.id });
    const created = await ownDocument(tx, actor.id, row.id, now, zone);
    await writeAudit(tx, { actor, action: 'create', resource: 'agent-travel-documents', recordId: row.id, after: audited(created), ip }, now);
    return created;
  });

/** Rewrites an own document; without a new file it keeps the one on file. */
export const updateDocument = (db: Db, actor: Actor, id: string, fields: DocumentFields, file: string | null, now: Date, ip: string, zone: string) =>
  db.transaction(async (tx) => {
    const before = await ownDocument(tx, actor.id, id, now, zone);
    await tx
      .update(docs)
      .set({ ...fields, ...(file ? { file } : {}), updatedAt: now })
      .where(and(eq(docs.id, id), eq(docs.agentId, actor.id)));
    const after = await ownDocument(tx, actor.id, id, now, zone);
    await writeAudit(tx, { actor, action: 'update', resource: 'agent-travel-documents', recordId: id, before: audited(before), after: audited(after), ip }, now);
    return after;
  });

/** Removes an own document from the file (the stored upload stays, as every upload does, for the audit trail). */
export const deleteDocument = (db: Db, actor: Actor, id: string, now: Date, ip: string, zone: string) =>
  db.transaction(async (tx) => {
    const before = await ownDocument(tx, actor.id, id, now, zone);
    await tx.delete(docs).where(and(eq(docs.id, id), eq(docs.agentId, actor.id)));
    await writeAudit(tx, { actor, action: 'delete', resource: 'agent-travel-documents', recordId: id, before: audited(before), ip }, now);
    return before;
  });

/** Whether `userId` is an agent (staff read documents of agents only). */
export const isAgent = async (db: Db, userId: string) => {
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), eq(users.kind, 'agent'))).limit(1);
  return Boolean(row);
};
