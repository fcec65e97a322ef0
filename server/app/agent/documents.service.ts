import { and, asc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import { resources } from '../../../resources';
import { uploads } from '../../db/authTables';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';

const t = resourceTables;
const docs = t.agent_documents;

/** Who reads: the person, the account it works for (an agency member's agency) and that account's agent category. */
export interface DocumentReader {
  id: string;
  accountId: string;
  categoryId: string | null;
}

/** Where a document's file is: stored by the resort (served by `GET /documents/{id}/file`), or a link elsewhere. */
export type DocumentFile = { stored: true; name: string; contentType: string; size: number } | { stored: false; url: string };

/** One document of `GET /api/agent/documents`. */
export interface AgentDocument {
  id: string;
  title: string;
  kind: string;
  description: string | null;
  validFrom: string | null;
  validTo: string | null;
  /** Whom the resort gave it to: every agent, the reader's category, or the reader alone. */
  audience: 'everyone' | 'category' | 'agent';
  /** Not valid yet on the resort's today (next season's rates). */
  upcoming: boolean;
  file: DocumentFile | null;
}

const UPLOAD_PATH = /^\/uploads\/([A-Za-z0-9._-]+)$/;

/** The storage key of an upload path (`/uploads/<key>`), or null for a link elsewhere. */
export const uploadKeyOf = (file: string) => UPLOAD_PATH.exec(file)?.[1] ?? null;

/**
 * The documents a reader may see: active; not expired on `today` (a document not yet valid is listed,
 * so next season's rates can be read before it starts); for every agent, for the reader's category, or
 * for the reader (the person or its account). A document naming both a category and an agent needs both.
 */
const visible = (reader: DocumentReader, today: string) =>
  and(
    eq(docs.active, true),
    or(isNull(docs.validTo), gte(docs.validTo, today)),
    reader.categoryId ? or(isNull(docs.agentCategoryId), eq(docs.agentCategoryId, reader.categoryId)) : isNull(docs.agentCategoryId),
    or(isNull(docs.agentId), inArray(docs.agentId, [reader.id, reader.accountId])),
  );

const fileOf = (file: unknown, stored: Map<string, { originalName: string; contentType: string; size: number }>): DocumentFile | null => {
  if (typeof file !== 'string' || !file) return null;
  const key = uploadKeyOf(file);
  if (!key) return { stored: false, url: file };
  const row = stored.get(key);
  return row ? { stored: true, name: row.originalName, contentType: row.contentType, size: row.size } : null;
};

const KINDS: readonly string[] = resources['agent-documents'].fields.kind.choices;

/** The reader's documents by kind (contract rates first, as the definition lists the kinds), then by title. */
export const documentsFor = async (db: Db, reader: DocumentReader, today: string): Promise<AgentDocument[]> => {
  const rows = (await db.select().from(docs).where(visible(reader, today)).orderBy(asc(docs.title), asc(docs.id))).sort(
    (a, b) => KINDS.indexOf(String(a.kind)) - KINDS.indexOf(String(b.kind)),
  );
  const keys = rows.map((r) => uploadKeyOf(String(r.file ?? ''))).filter((k): k is string => k !== null);
  const files = keys.length ? await db.select().from(uploads).where(inArray(uploads.key, keys)) : [];
  const stored = new Map(files.map((f) => [f.key, f]));
  return rows.map((r) => ({
    id: r.id as string,
    title: String(r.title),
    kind: String(r.kind),
    description: (r.description as string | null) ?? null,
    validFrom: (r.validFrom as string | null) ?? null,
    validTo: (r.validTo as string | null) ?? null,
    audience: r.agentId ? 'agent' : r.agentCategoryId ? 'category' : 'everyone',
    upcoming: typeof r.validFrom === 'string' && r.validFrom > today,
    file: fileOf(r.file, stored),
  }));
};

/** One document the reader may see, with its file's address; undefined otherwise (another category's, expired…). */
export const visibleDocument = async (db: Db, reader: DocumentReader, id: string, today: string) => {
  const [row] = await db.select({ id: docs.id, file: docs.file }).from(docs).where(and(eq(docs.id, id), visible(reader, today)));
  return row ? { id: row.id as string, file: String(row.file ?? '') } : undefined;
};

/** The stored upload behind a key, or undefined. */
export const storedUpload = async (db: Db, key: string) => {
  const [row] = await db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
  return row;
};
