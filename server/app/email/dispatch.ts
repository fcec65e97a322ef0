import { and, asc, eq, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/authTables';
import { emailOutbox } from '../../db/moneyTables';
import type { FileStorage } from '../uploads/storage';
import { readSetting } from '../settings/settings';
import type { Mailer } from './mailer';

/** After this many failed sends an e-mail is given up (`failed`) and left for staff to look at. */
export const MAX_ATTEMPTS = 5;
const BATCH = 20;

export interface DispatchDeps {
  db: Db;
  mailer: Mailer;
  now: Date;
  /** Where attachments are kept; without it a message with an attachment waits (none is sent without its file). */
  storage?: FileStorage;
}

export interface DispatchResult {
  sent: number;
  failed: number;
}

/** An attachment's file, from its upload; a missing one fails the send (it is retried, then given up). */
const attachmentOf = async (tx: Db, storage: FileStorage | undefined, uploadId: string) => {
  const [file] = await tx.select({ key: uploads.key, name: uploads.originalName, contentType: uploads.contentType }).from(uploads).where(eq(uploads.id, uploadId));
  const content = file && storage ? await storage.get(file.key) : null;
  if (!file || !content) throw new Error(`attachment ${uploadId} is not available`);
  return { filename: file.name, contentType: file.contentType, content };
};

/**
 * Sends the oldest pending e-mails, up to a batch. Each one is locked (`FOR UPDATE SKIP LOCKED`) in its
 * own short transaction while it is sent, so several servers can run this at once without sending a
 * message twice, and a crash after sending re-sends at most the one e-mail in flight.
 */
export const deliverPendingEmails = async ({ db, mailer, now, storage }: DispatchDeps): Promise<DispatchResult> => {
  const result: DispatchResult = { sent: 0, failed: 0 };
  // A message that failed in this run waits for the next one, rather than being retried at once.
  const tried: string[] = [];
  // Read once, before any row is locked: a change in the back office applies from the next run.
  const smtp = await readSetting(db, 'smtp');
  for (let i = 0; i < BATCH; i++) {
    const outcome = await db.transaction(async (tx) => {
      const [email] = await tx
        .select()
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.status, 'pending'),
            lt(emailOutbox.attempts, MAX_ATTEMPTS),
            // Retries back off (1, 3, 7, 15 minutes after queueing) so a short mail-server outage
            // does not use up every attempt within a minute.
            sql`${emailOutbox.createdAt} + (power(2, ${emailOutbox.attempts}) - 1) * interval '1 minute' <= ${now.toISOString()}::timestamptz`,
            tried.length ? notInArray(emailOutbox.id, tried) : undefined,
          ),
        )
        .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!email) return 'none' as const;
      tried.push(email.id);
      try {
        const attachments = email.attachmentId ? [await attachmentOf(tx, storage, email.attachmentId)] : undefined;
        const { emlKey } = await mailer.send({ id: email.id, to: email.to, subject: email.subject, text: email.text, attachments }, smtp);
        await tx.update(emailOutbox).set({ status: 'sent', sentAt: now, emlKey, lastError: null, attempts: email.attempts + 1 }).where(eq(emailOutbox.id, email.id));
        return 'sent' as const;
      } catch (error) {
        const attempts = email.attempts + 1;
        await tx
          .update(emailOutbox)
          .set({ attempts, lastError: (error instanceof Error ? error.message : String(error)).slice(0, 1000), status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending' })
          .where(eq(emailOutbox.id, email.id));
        return 'failed' as const;
      }
    });
    if (outcome === 'none') break;
    result[outcome]++;
  }
  return result;
};
