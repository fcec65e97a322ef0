import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fieldErrors } from '../crud/recordSchema';
import type { AppEnv } from '../http/env';
import { refuseNul } from '../http/clientInput';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors';
import { clientIp, pathId } from '../http/middleware';
import { answer, security } from '../http/openapiDoc';
import { storedFileResponse } from '../uploads/uploads.routes';
import { storeUpload } from '../uploads/uploads.service';
import {
  createEmailFile,
  deleteEmailFile,
  EMAIL_BODY_MAX,
  EMAIL_NAME_MAX,
  EMAIL_SUBJECT_MAX,
  emailFileFields,
  emailFilesOf,
  ownEmailFile,
  updateEmailFile,
} from './emailFiles.service';

type Ctx = Context<AppEnv>;
const db = (c: Ctx) => c.get('deps').database.db;
const changeOf = (c: Ctx) => ({ actor: c.get('actor'), ip: clientIp(c), now: c.get('deps').clock.now() });

/** An agency's admins and editors write its templates; its viewers read them (403 on a change). */
const requireWriter: MiddlewareHandler<AppEnv> = async (c, next) => {
  const role = c.get('actor').agencyRole;
  if (role !== 'admin' && role !== 'editor') throw forbidden('app.errors.forbidden');
  await next();
};

const fileLimit = bodyLimit({
  maxSize: 6 * 1024 * 1024,
  onError: () => {
    throw new ApiError(413, 'too_large', 'app.errors.too_large', { file: 'app.errors.too_large' }, { args: { max: 5 } });
  },
});

/** The fields (JSON, or multipart with an optional `file`), every field message in one answer before anything is stored. */
const readInput = async (c: Ctx) => {
  let raw: unknown;
  let file: File | null = null;
  if ((c.req.header('content-type') ?? '').includes('multipart/form-data')) {
    const form = await c.req.formData().catch(() => {
      throw badRequest('app.errors.bad_request', { body: 'app.validation.invalid' });
    });
    raw = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'));
    const part = form.get('file');
    file = part && typeof part !== 'string' && part.size > 0 ? part : null;
  } else {
    raw = await c.req.json().catch(() => undefined);
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw badRequest('app.errors.bad_request', { body: 'app.validation.invalid' });
  }
  refuseNul(raw, 'body');
  const parsed = emailFileFields(c.get('t')).safeParse(raw);
  if (!parsed.success) throw badRequest('app.errors.bad_request', fieldErrors(parsed.error, c.get('t')));
  return { fields: parsed.data, file };
};

/** An attachment is a private upload (an image or a PDF within the upload limit): read back only through the route. */
const store = async (c: Ctx, file: File | null) => {
  if (!file) return null;
  const { database, storage, config, clock } = c.get('deps');
  const stored = await storeUpload({ db: database.db, storage, now: clock.now(), maxBytes: config.uploadMaxBytes }, { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }, c.get('actor').id, 'private');
  return stored.id;
};

/**
 * E-mail Templates (spec `agent-email-file`: GET, POST, PUT and DELETE `/{_id}`): the agency's subjects,
 * bodies and attachments its members send their guests. Another agency's answer 404.
 */
export const agentEmailFileRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.get('/agent-email-file', async (c) => {
    const files = await emailFilesOf(db(c), c.get('actor').accountId);
    return c.json({ files, total: files.length });
  });

  app.get('/agent-email-file/:id/attachment', async (c) => {
    const { upload } = await ownEmailFile(db(c), c.get('actor').accountId, pathId(c.req.param('id')));
    const bytes = upload ? await c.get('deps').storage.get(upload.key) : null;
    if (!upload || !bytes) throw notFound('app.errors.not_found');
    return storedFileResponse(c, upload, bytes);
  });

  app.post('/agent-email-file', requireWriter, fileLimit, async (c) => {
    const { fields, file } = await readInput(c);
    return c.json(await createEmailFile(db(c), changeOf(c), fields, await store(c, file)), 201);
  });

  app.put('/agent-email-file/:id', requireWriter, fileLimit, async (c) => {
    const id = pathId(c.req.param('id'));
    const { fields, file } = await readInput(c);
    // Checked before a new file is stored, so a refused change leaves no file behind.
    const { file: before } = await ownEmailFile(db(c), c.get('actor').accountId, id);
    return c.json(await updateEmailFile(db(c), changeOf(c), before, fields, await store(c, file)));
  });

  app.delete('/agent-email-file/:id', requireWriter, async (c) => {
    const { file: before } = await ownEmailFile(db(c), c.get('actor').accountId, pathId(c.req.param('id')));
    await deleteEmailFile(db(c), changeOf(c), before);
    return c.json({ id: before.id });
  });

  document(app);
  return app;
};

const document = (app: OpenAPIHono<AppEnv>) => {
  const tags = ['agent e-mail templates'];
  const idParam = z.object({ id: z.uuid() });
  const fields = z.object({
    name: z.string().openapi({ description: `1 to ${EMAIL_NAME_MAX} characters` }),
    subject: z.string().openapi({ description: `1 to ${EMAIL_SUBJECT_MAX} characters` }),
    body: z.string().openapi({ description: `1 to ${EMAIL_BODY_MAX} characters` }),
  });
  const form = fields.extend({
    file: z.string().optional().openapi({ format: 'binary', description: 'optional attachment: an image or a PDF, at most 5 MB' }),
    removeAttachment: z.enum(['true', 'false']).optional().openapi({ description: 'PUT: drop the attachment on file' }),
  });
  const body = { content: { 'application/json': { schema: fields }, 'multipart/form-data': { schema: form } } };
  const reg = app.openAPIRegistry;
  const writeRefusals = { 400: answer('Field messages; nothing is stored'), 403: answer('An agency viewer'), 413: answer('Attachment too large'), 415: answer('Attachment not an image or a PDF') };
  reg.registerPath({ method: 'get', path: '/agent-email-file', tags, security, summary: "The agency's e-mail templates by name: {files: [{id, name, subject, body, attachment}], total}", responses: { 200: answer('The templates') } });
  reg.registerPath({ method: 'post', path: '/agent-email-file', tags, security, summary: 'Add a template (JSON, or multipart with a file)', request: { body }, responses: { 201: answer('The template'), ...writeRefusals } });
  reg.registerPath({ method: 'put', path: '/agent-email-file/{id}', tags, security, summary: 'Rewrite a template; a new file replaces the attachment', request: { params: idParam, body }, responses: { 200: answer('The template'), ...writeRefusals, 404: answer("Another agency's, or none") } });
  reg.registerPath({ method: 'delete', path: '/agent-email-file/{id}', tags, security, summary: 'Remove a template', request: { params: idParam }, responses: { 200: answer('{id}'), 403: answer('An agency viewer'), 404: answer("Another agency's, or none") } });
  reg.registerPath({ method: 'get', path: '/agent-email-file/{id}/attachment', tags, security, summary: "A template's attachment", request: { params: idParam }, responses: { 200: { description: 'The file' }, 404: answer('No attachment, or not the agency\'s') } });
};
