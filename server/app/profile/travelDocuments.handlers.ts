import type { Context } from 'hono';
import { fieldErrors } from '../crud/recordSchema';
import type { AppEnv } from '../http/env';
import { refuseNul } from '../http/clientInput';
import { badRequest, notFound } from '../http/errors';
import { clientIp, pathId, zoneOf } from '../http/middleware';
import { storedFileResponse } from '../uploads/uploads.routes';
import { storeUpload } from '../uploads/uploads.service';
import { createDocument, deleteDocument, documentFields, documentFile, isAgent, listDocuments, ownDocument, updateDocument } from './travelDocuments.service';

type Ctx = Context<AppEnv>;
const db = (c: Ctx) => c.get('deps').database.db;
const now = (c: Ctx) => c.get('deps').clock.now();

/**
 * The fields and the file of a document: multipart (`kind`, `number`, `expiresOn`, `file`) as the portal
 * sends it, or JSON without a file (an update that keeps the file on file). Every field message comes
 * in one answer, before anything is stored.
 */
const readInput = async (c: Ctx, fileRequired: boolean) => {
  let raw: Record<string, unknown>;
  let file: File | null = null;
  if ((c.req.header('content-type') ?? '').includes('application/json')) {
    const json: unknown = await c.req.json().catch(() => undefined);
    if (typeof json !== 'object' || json === null || Array.isArray(json)) throw badRequest('app.errors.bad_request', { body: 'app.validation.invalid' });
    raw = json as Record<string, unknown>;
  } else {
    const form = await c.req.formData().catch(() => {
      throw badRequest('app.errors.bad_request', fileRequired ? { file: 'app.errors.no_file' } : { body: 'app.validation.invalid' });
    });
    raw = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'));
    const part = form.get('file');
    file = part && typeof part !== 'string' && part.size > 0 ? part : null;
  }
  refuseNul(raw, 'body');
  const parsed = documentFields.safeParse(raw);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  if (fileRequired && !file) errors.file = 'app.errors.no_file';
  if (!parsed.success || Object.keys(errors).length) throw badRequest('app.errors.bad_request', errors);
  return { fields: parsed.data, file };
};

/** Stores a document's file privately: IC and passport scans are served only to their agent and to staff. */
const store = async (c: Ctx, file: File) => {
  const { database, storage, config } = c.get('deps');
  const stored = await storeUpload({ db: database.db, storage, now: now(c), maxBytes: config.uploadMaxBytes }, { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }, c.get('actor').id, 'private');
  return stored.url;
};

/** An agent asks only for itself: anyone else's id is not found. */
const ownId = (c: Ctx, name: string) => {
  const id = pathId(c.req.param(name));
  if (id !== c.get('actor').id) throw notFound('app.errors.not_found');
  return id;
};

/** `GET /users/docs/:userId`: `{documents}`, each flagged `expired` or `expiring` (within 30 days). */
export const ownDocuments = async (c: Ctx) => c.json({ documents: await listDocuments(db(c), ownId(c, 'userId'), now(c), await zoneOf(c)) });

/** `POST /users/docs` (multipart): 201 with the new document. */
export const addDocument = async (c: Ctx) => {
  const { fields, file } = await readInput(c, true);
  const path = await store(c, file as File);
  return c.json(await createDocument(db(c), c.get('actor'), fields, path, now(c), clientIp(c), await zoneOf(c)), 201);
};

/** `PUT /users/docs/:id`: the document rewritten; a new file replaces the one on file. */
export const editDocument = async (c: Ctx) => {
  const id = pathId(c.req.param('id'));
  const { fields, file } = await readInput(c, false);
  // Checked before a new file is stored, so a refused change leaves no file behind.
  const zone = await zoneOf(c);
  await ownDocument(db(c), c.get('actor').id, id, now(c), zone);
  const path = file ? await store(c, file) : null;
  return c.json(await updateDocument(db(c), c.get('actor'), id, fields, path, now(c), clientIp(c), zone));
};

/** `DELETE /users/docs/:id`: the document as it was. */
export const removeDocument = async (c: Ctx) => c.json(await deleteDocument(db(c), c.get('actor'), pathId(c.req.param('id')), now(c), clientIp(c), await zoneOf(c)));

/** `GET /users/docs/:id/file`: the agent's own scan. */
export const ownDocumentFile = async (c: Ctx) => {
  const row = await documentFile(db(c), c.get('actor').id, pathId(c.req.param('id')));
  const bytes = await c.get('deps').storage.get(row.key);
  if (!bytes) throw notFound('app.errors.not_found');
  return storedFileResponse(c, row, bytes);
};

/** `GET /api/admin/travelagent/:id/docs`: an agent's documents, for staff. */
export const agentDocumentsForStaff = async (c: Ctx) => {
  const agentId = pathId(c.req.param('id'));
  if (!(await isAgent(db(c), agentId))) throw notFound('app.errors.not_found');
  return c.json({ documents: await listDocuments(db(c), agentId, now(c), await zoneOf(c)) });
};

/** `GET /api/admin/travelagent/:id/docs/:docId/file`: a document's file, for staff. */
export const agentDocumentFileForStaff = async (c: Ctx) => {
  const row = await documentFile(db(c), pathId(c.req.param('id')), pathId(c.req.param('docId')));
  const bytes = await c.get('deps').storage.get(row.key);
  if (!bytes) throw notFound('app.errors.not_found');
  return storedFileResponse(c, row, bytes);
};
