import { OpenAPIHono, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { resources } from '../../../resources';
import { uploads } from '../../db/authTables';
import { writeAudit } from '../audit/audit';
import { crudService } from '../crud/crud.service';
import type { AppEnv } from '../http/env';
import { ApiError, badRequest, notFound } from '../http/errors';
import { clientIp, permit } from '../http/middleware';
import { storeUpload } from './uploads.service';
import { security } from '../http/openapiDoc';

type Ctx = Context<AppEnv>;

/** Refuses a body larger than the upload limit before reading it (multipart overhead allowed). */
const limit = () =>
  bodyLimit({
    maxSize: 6 * 1024 * 1024,
    onError: () => {
      throw new ApiError(413, 'too_large', 'app.errors.too_large', { file: 'app.errors.too_large' }, { args: { max: 5 } });
    },
  });

const receive = async (c: Ctx) => {
  const form = await c.req.formData().catch(() => undefined);
  const file = form?.get('file');
  if (!file || typeof file === 'string') throw badRequest('app.errors.no_file', { file: 'app.errors.no_file' });
  const { database, storage, clock, config } = c.get('deps');
  const stored = await storeUpload(
    { db: database.db, storage, now: clock.now(), maxBytes: config.uploadMaxBytes },
    { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
    c.get('actor').id,
  );
  await writeAudit(database.db, { actor: c.get('actor'), action: 'upload', resource: 'uploads', recordId: stored.id, after: stored, ip: clientIp(c) }, clock.now());
  return stored;
};

/** `POST /upload` (any file for any form) and the amenity image upload, under `/api/admin`. */
export const uploadRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.post('/upload', limit(), async (c) => c.json(await receive(c), 201));
  app.post('/amenities/:id/image', limit(), permit('amenities', 'edit'), async (c) => {
    const amenities = crudService(c.get('deps').database.db, resources.amenities);
    const id = c.req.param('id');
    const existing = /^[0-9a-f-]{36}$/i.test(id) ? await amenities.get(id) : undefined;
    if (!existing) throw notFound('app.errors.not_found');
    const stored = await receive(c);
    const { database, clock } = c.get('deps');
    const updated = await database.db.transaction(async (tx) => {
      const record = await amenities.update(tx, id, { image: stored.url }, clock.now());
      await writeAudit(tx, { actor: c.get('actor'), action: 'update', resource: 'amenities', recordId: id, before: existing, after: record, ip: clientIp(c) }, clock.now());
      return record;
    });
    return c.json(updated, 201);
  });

  const file = { content: { 'multipart/form-data': { schema: z.object({ file: z.string().openapi({ format: 'binary' }) }) } } };
  const uploaded = z.object({ id: z.uuid(), url: z.string(), contentType: z.string(), size: z.number(), originalName: z.string() }).openapi('Upload');
    app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/upload',
    tags: ['uploads'],
    security,
    request: { body: file },
    responses: { 201: { description: 'Stored', content: { 'application/json': { schema: uploaded } } }, 413: { description: 'Too large' }, 415: { description: 'Not an accepted type' } },
  });
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/amenities/{id}/image',
    tags: ['amenities'],
    security,
    request: { params: z.object({ id: z.uuid() }), body: file },
    responses: { 201: { description: 'The amenity with its new image' }, 404: { description: 'No such amenity' } },
  });
  return app;
};

/** A stored file as a response, with headers that stop a browser from running or re-interpreting it. */
export const storedFileResponse = (c: Ctx, row: { contentType: string; originalName: string }, bytes: Uint8Array) => {
  const disposition = row.contentType === 'application/pdf' ? 'attachment' : 'inline';
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    // No Content-Length: the Node adapter sets it from the body, and a second copy is a malformed response.
    'Content-Type': row.contentType,
    'Content-Disposition': `${disposition}; filename="${row.originalName.replace(/[^\w.-]/g, '_')}"`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': 'private, max-age=86400',
  });
};

/**
 * Public stored files: uploads (a random name) and the demo resort's artwork and documents (`demo-…`, written
 * by the seeder). Private ones (payment slips, `private-…`) never match.
 */
export const PUBLIC_UPLOAD_KEY = /^(?:[0-9a-f-]{36}|demo-[a-z0-9-]+)\.[a-z]{3,4}$/;

/** Serves public stored files; private ones (payment slips) never match the key pattern. */
export const uploadedFileRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.get('/:key', async (c) => {
    const key = c.req.param('key');
    const { database, storage } = c.get('deps');
    const [row] = PUBLIC_UPLOAD_KEY.test(key) ? await database.db.select().from(uploads).where(eq(uploads.key, key)).limit(1) : [];
    const bytes = row ? await storage.get(key) : null;
    if (!row || !bytes) throw notFound('app.errors.not_found');
    return storedFileResponse(c, row, bytes);
  });
  return app;
};
