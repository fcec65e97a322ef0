import { z } from '@hono/zod-openapi';
import { and, asc, eq } from 'drizzle-orm';
import { agentEmailFiles } from '../../db/agentTables';
import { uploads } from '../../db/authTables';
import type { Db } from '../../db/client';
import { writeAudit } from '../audit/audit';
import type { Actor } from '../http/env';
import type { Translate } from '../http/i18n';
import { notFound } from '../http/errors';

export const EMAIL_NAME_MAX = 80;
export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_BODY_MAX = 10_000;

const required = (t: Translate, max: number) =>
  z
    .string({ error: t('ra.validation.required') })
    .trim()
    .min(1, { error: t('ra.validation.required') })
    .max(max, { error: t('ra.validation.maxLength', { max }) });

/** A template's fields (multipart strings or JSON); `removeAttachment` drops the file on an update. */
export const emailFileFields = (t: Translate) =>
  z.object({
    name: required(t, EMAIL_NAME_MAX),
    subject: required(t, EMAIL_SUBJECT_MAX),
    body: required(t, EMAIL_BODY_MAX),
    removeAttachment: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
  });
export type EmailFileFields = z.infer<ReturnType<typeof emailFileFields>>;

type Row = typeof agentEmailFiles.$inferSelect;
type Attachment = { name: string; contentType: string; size: number } | null;

const shape = (row: Row, attachment: Attachment) => ({
  id: row.id,
  name: row.name,
  subject: row.subject,
  body: row.body,
  /** Read back at `GET /agent-email-file/:id/attachment`. */
  attachment,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
export type AgentEmailFile = ReturnType<typeof shape>;

const selection = { file: agentEmailFiles, name: uploads.originalName, contentType: uploads.contentType, size: uploads.size };
const withAttachment = (r: { file: Row; name: string | null; contentType: string | null; size: number | null }) =>
  shape(r.file, r.name === null ? null : { name: r.name, contentType: String(r.contentType), size: Number(r.size) });

/** The agency's templates by name; another agency's never show. */
export const emailFilesOf = async (db: Db, accountId: string) =>
  (
    await db
      .select(selection)
      .from(agentEmailFiles)
      .leftJoin(uploads, eq(uploads.id, agentEmailFiles.attachmentId))
      .where(eq(agentEmailFiles.agentId, accountId))
      .orderBy(asc(agentEmailFiles.name), asc(agentEmailFiles.id))
  ).map(withAttachment);

/** One of the agency's templates with its attachment's upload row; another agency's is not found. */
export const ownEmailFile = async (db: Db, accountId: string, id: string) => {
  const [row] = await db
    .select({ file: agentEmailFiles, upload: uploads })
    .from(agentEmailFiles)
    .leftJoin(uploads, eq(uploads.id, agentEmailFiles.attachmentId))
    .where(and(eq(agentEmailFiles.id, id), eq(agentEmailFiles.agentId, accountId)));
  if (!row) throw notFound('app.errors.not_found');
  return row;
};

const read = async (db: Db, id: string) => {
  const [row] = await db.select(selection).from(agentEmailFiles).leftJoin(uploads, eq(uploads.id, agentEmailFiles.attachmentId)).where(eq(agentEmailFiles.id, id));
  return withAttachment(row);
};

interface Change {
  actor: Actor;
  ip: string;
  now: Date;
}

export const createEmailFile = async (db: Db, change: Change, fields: EmailFileFields, attachmentId: string | null) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(agentEmailFiles)
      .values({ agentId: change.actor.accountId, name: fields.name, subject: fields.subject, body: fields.body, attachmentId, createdAt: change.now, updatedAt: change.now })
      .returning();
    await writeAudit(tx, { actor: change.actor, action: 'create', resource: 'agent-email-files', recordId: row.id, after: row, ip: change.ip }, change.now);
    return read(tx, row.id);
  });

/** Rewrites a template; a new attachment replaces the old one, `removeAttachment` drops it. */
export const updateEmailFile = async (db: Db, change: Change, before: Row, fields: EmailFileFields, attachmentId: string | null) =>
  db.transaction(async (tx) => {
    const attachment = attachmentId ?? (fields.removeAttachment ? null : before.attachmentId);
    const [row] = await tx
      .update(agentEmailFiles)
      .set({ name: fields.name, subject: fields.subject, body: fields.body, attachmentId: attachment, updatedAt: change.now })
      .where(eq(agentEmailFiles.id, before.id))
      .returning();
    await writeAudit(tx, { actor: change.actor, action: 'update', resource: 'agent-email-files', recordId: row.id, before, after: row, ip: change.ip }, change.now);
    return read(tx, row.id);
  });

export const deleteEmailFile = async (db: Db, change: Change, before: Row) =>
  db.transaction(async (tx) => {
    await tx.delete(agentEmailFiles).where(eq(agentEmailFiles.id, before.id));
    await writeAudit(tx, { actor: change.actor, action: 'delete', resource: 'agent-email-files', recordId: before.id, before, ip: change.ip }, change.now);
  });
