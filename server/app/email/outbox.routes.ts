import { OpenAPIHono, z } from '@hono/zod-openapi';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { emailOutbox } from '../../db/moneyTables';
import { contentRange, parseRange } from '../crud/listQuery';
import type { AppEnv } from '../http/env';
import { badRequest, notFound } from '../http/errors';
import { parseClientJson } from '../http/clientInput';
import { pathId, permit } from '../http/middleware';
import { EMAIL_TEMPLATES } from './outbox';
import { security } from '../http/openapiDoc';

const STATUSES = ['pending', 'sent', 'failed'] as const;

const listColumns = {
  id: emailOutbox.id,
  to: emailOutbox.to,
  template: emailOutbox.template,
  subject: emailOutbox.subject,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
  reservationId: emailOutbox.reservationId,
};
type SortField = keyof typeof listColumns;
const SORT_FIELDS = Object.keys(listColumns) as SortField[];

const filterSchema = z
  .object({
    status: z.union([z.enum(STATUSES), z.array(z.enum(STATUSES)).max(3)]).optional(),
    template: z.enum(EMAIL_TEMPLATES).optional(),
    reservationId: z.uuid().optional(),
    q: z.string().max(200).optional(),
  })
  .strict();
const sortSchema = z.tuple([z.enum(SORT_FIELDS as [SortField, ...SortField[]]), z.string().transform((o) => o.toUpperCase()).pipe(z.enum(['ASC', 'DESC']))]);

/** A query parameter that react-admin sends as JSON; anything unreadable is a 400, never a database error. */
const jsonParam = <T extends z.ZodType>(raw: string | undefined, name: string, schema: T): z.output<T> | undefined => {
  if (raw === undefined || raw === '') return undefined;
  const parsed = schema.safeParse(parseClientJson(raw, name));
  if (!parsed.success) throw badRequest(`Invalid ${name}`, { [name]: parsed.error.issues[0]?.message ?? 'Invalid' });
  return parsed.data;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

const record = z.object({
  id: z.uuid(),
  to: z.string(),
  template: z.enum(EMAIL_TEMPLATES),
  subject: z.string(),
  status: z.enum(STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  reservationId: z.uuid().nullable(),
});
const tags = ['outbox'];
const idParam = z.object({ id: z.uuid() });

/**
 * The e-mail outbox for the back office, read-only: what was queued, sent or given up, and each sent
 * message as its .eml. Staff who may read the audit log may read it: both are records of what the
 * system did, and no separate permission module exists for mail.
 */
export const outboxRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();

  app.get('/outbox', permit('audit-log', 'list'), async (c) => {
    const range = parseRange(c.req.query('range'), 10);
    const [field, order] = jsonParam(c.req.query('sort'), 'sort', sortSchema) ?? ['createdAt', 'DESC'];
    const filter = jsonParam(c.req.query('filter'), 'filter', filterSchema) ?? {};
    const conditions: SQL[] = [];
    if (filter.status) conditions.push(Array.isArray(filter.status) ? inArray(emailOutbox.status, filter.status) : eq(emailOutbox.status, filter.status));
    if (filter.template) conditions.push(eq(emailOutbox.template, filter.template));
    if (filter.reservationId) conditions.push(eq(emailOutbox.reservationId, filter.reservationId));
    if (filter.q) {
      const term = `%${escapeLike(filter.q)}%`;
      const search = or(ilike(emailOutbox.to, term), ilike(emailOutbox.subject, term));
      if (search) conditions.push(search);
    }
    const where = and(...conditions);
    const db = c.get('deps').database.db;
    const direction = order === 'ASC' ? asc : desc;
    const [rows, [{ total }]] = await Promise.all([
      db
        .select(listColumns)
        .from(emailOutbox)
        .where(where)
        // The id breaks ties, so pages neither repeat nor skip rows queued at the same instant.
        .orderBy(direction(listColumns[field]), direction(emailOutbox.id))
        .offset(range.start)
        .limit(range.end - range.start + 1),
      db.select({ total: count() }).from(emailOutbox).where(where),
    ]);
    c.header('Content-Range', contentRange('outbox', range, rows.length, total));
    return c.json(rows);
  });

  app.get('/outbox/:id', permit('audit-log', 'show'), async (c) => {
    const id = pathId(c.req.param('id'));
    const [row] = await c.get('deps').database.db.select({ ...listColumns, text: emailOutbox.text }).from(emailOutbox).where(eq(emailOutbox.id, id));
    if (!row) throw notFound('app.errors.not_found');
    return c.json(row);
  });

  app.get('/outbox/:id/eml', permit('audit-log', 'show'), async (c) => {
    const id = pathId(c.req.param('id'));
    const { database, mailer } = c.get('deps');
    const [row] = await database.db.select({ emlKey: emailOutbox.emlKey }).from(emailOutbox).where(eq(emailOutbox.id, id));
    const eml = row?.emlKey ? await mailer.open(row.emlKey) : null;
    if (!eml) throw notFound('app.errors.not_found');
    // A copy typed on a plain ArrayBuffer, as a Response body must be.
    return c.body(new Uint8Array(eml), 200, { 'content-type': 'message/rfc822', 'content-disposition': `attachment; filename="${id}.eml"` });
  });

  const reg = app.openAPIRegistry;
  reg.registerPath({
    method: 'get',
    path: '/outbox',
    tags,
    security,
    summary: 'Queued and sent e-mails (filter: status, template, reservationId, q), newest first',
    request: {
      query: z.object({
        sort: z.string().optional().openapi({ example: '["createdAt","DESC"]' }),
        range: z.string().optional().openapi({ example: '[0,9]' }),
        filter: z.string().optional().openapi({ example: '{"status":"failed"}' }),
      }),
    },
    responses: { 200: { description: 'A page of e-mails', headers: { 'Content-Range': { schema: { type: 'string' } } }, content: { 'application/json': { schema: z.array(record) } } } },
  });
  reg.registerPath({ method: 'get', path: '/outbox/{id}', tags, security, request: { params: idParam }, responses: { 200: { description: 'The e-mail with its text', content: { 'application/json': { schema: record.extend({ text: z.string() }) } } }, 404: { description: 'Not found' } } });
  reg.registerPath({
    method: 'get',
    path: '/outbox/{id}/eml',
    tags,
    security,
    summary: 'The message as sent, to open in a mail program',
    request: { params: idParam },
    responses: { 200: { description: 'The .eml', content: { 'message/rfc822': { schema: z.string() } } }, 404: { description: 'Not sent yet, or unknown' } },
  });
  return app;
};
