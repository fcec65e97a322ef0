import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { contractCategoryOf } from '../booking/quoteInput';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { pathId, zoneOf } from '../http/middleware';
import { resortToday } from '../settings/resortZone';
import { storedFileResponse } from '../uploads/uploads.routes';
import { contractRatesOf } from './contractRates.service';
import { documentsFor, storedUpload, uploadKeyOf, visibleDocument, type DocumentReader } from './documents.service';
import { security } from '../http/openapiDoc';

type Ctx = Context<AppEnv>;

const readerOf = async (c: Ctx): Promise<DocumentReader> => {
  const { id, accountId } = c.get('actor');
  return { id, accountId, categoryId: await contractCategoryOf(c.get('deps').database.db, accountId) };
};
const today = async (c: Ctx) => resortToday(c.get('deps').clock.now(), await zoneOf(c));

/**
 * Contract Rates and Documents (`/documents`): the documents the resort gave the agent, each file read
 * with the agent's token, and the rates the agent's category pays.
 */
export const agentDocumentRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.get('/documents', async (c) => c.json({ documents: await documentsFor(c.get('deps').database.db, await readerOf(c), await today(c)) }));

  app.get('/documents/:id/file', async (c) => {
    const { database, storage } = c.get('deps');
    const doc = await visibleDocument(database.db, await readerOf(c), pathId(c.req.param('id')), await today(c));
    if (!doc) throw notFound('app.errors.not_found');
    const key = uploadKeyOf(doc.file);
    if (!key) return c.redirect(doc.file, 302);
    const row = await storedUpload(database.db, key);
    const bytes = row ? await storage.get(key) : null;
    if (!row || !bytes) throw notFound('app.errors.not_found');
    return storedFileResponse(c, row, bytes);
  });

  app.get('/contract-rates', async (c) => {
    const { categoryId } = await readerOf(c);
    return c.json(await contractRatesOf(c.get('deps').database.db, categoryId, await today(c)));
  });

  document(app);
  return app;
};

const document = (app: OpenAPIHono<AppEnv>) => {
    const tags = ['agent documents'];
  const error = { $ref: '#/components/schemas/Error' };
  const json = (schema: z.ZodType | typeof error, description: string) => ({ description, content: { 'application/json': { schema } } });
  const file = z.union([
    z.object({ stored: z.literal(true), name: z.string(), contentType: z.string(), size: z.number().int() }),
    z.object({ stored: z.literal(false), url: z.string() }),
  ]);
  const agentDocument = z
    .object({
      id: z.uuid(),
      title: z.string(),
      kind: z.enum(['contract-rates', 'brochure', 'policy', 'other']),
      description: z.string().nullable(),
      validFrom: z.string().nullable(),
      validTo: z.string().nullable(),
      audience: z.enum(['everyone', 'category', 'agent']),
      upcoming: z.boolean().openapi({ description: "Not valid yet on the resort's today" }),
      file: file.nullable(),
    })
    .openapi('AgentDocument');
  const cell = z.object({ amount: z.number().int().openapi({ description: 'sen per person per night' }), contract: z.boolean() });
  const rates = z
    .object({
      agentCategory: z.object({ id: z.uuid(), name: z.string() }).nullable(),
      paxTypes: z.array(z.string()),
      packages: z.array(
        z.object({
          id: z.uuid(),
          name: z.string(),
          code: z.string(),
          nights: z.number().int(),
          periods: z.array(
            z.object({
              id: z.uuid(),
              name: z.string(),
              startDate: z.string(),
              endDate: z.string(),
              rows: z.array(z.object({ roomTypeId: z.uuid(), roomType: z.string(), occupancy: z.number().int(), rates: z.record(z.string(), cell) })),
            }),
          ),
        }),
      ),
    })
    .openapi('ContractRates');
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/documents',
    tags,
    security,
    summary: "The agent's documents",
    description:
      "Active documents not yet expired (the resort's today, the `booking.timeZone` setting; upcoming ones included) that are for every agent, for the " +
      "agent's category, or for the agent; a document naming both a category and an agent needs both.",
    responses: { 200: json(z.object({ documents: z.array(agentDocument) }), 'The documents, contract rates first') },
  });
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/documents/{id}/file',
    tags,
    security,
    summary: "A document's file",
    description: 'The stored file (a PDF downloads as an attachment), or a redirect to a document kept elsewhere. Another category\'s or agent\'s document answers 404.',
    request: { params: z.object({ id: z.uuid() }) },
    responses: { 200: { description: 'The file' }, 302: { description: 'The document is kept at another address' }, 404: json(error, 'No such document for this agent') },
  });
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/contract-rates',
    tags,
    security,
    summary: "The rates the agent's category pays",
    description:
      "Every active package's active periods ending today or later: per room type, occupancy and pax type the category's contract rate " +
      '(`contract: true`) where the package has one, the standard rate otherwise; never another category\'s.',
    responses: { 200: json(rates, 'Packages, periods and rates') },
  });
};
