import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../http/env';
import { translator } from '../http/i18n';
import { permit } from '../http/middleware';
import { rateSheetHandlers as h, rateRow, sheetBody } from './rateSheet.handlers';
import { security } from '../http/openapiDoc';

/**
 * Staff only (mounted under `/api/admin`): a package period's rates as one sheet per agent category,
 * read and replaced whole by the back office's package editor.
 */
export const rateSheetRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.get('/package/period/:id/rate-sheet', permit('tour-packages', 'show'), h.read);
  app.put('/package/period/:id/rate-sheet', permit('tour-packages', 'edit'), h.replace);
  documentRateSheet(app);
  return app;
};

const documentRateSheet = (app: OpenAPIHono<AppEnv>) => {
  const t = translator('en');
    const tags = ['tour packages'];
  const error = { $ref: '#/components/schemas/Error' };
  const json = (schema: z.ZodType | typeof error, description: string) => ({ description, content: { 'application/json': { schema } } });
  const sheet = z
    .object({
      period: z.object({}).passthrough().openapi({ description: 'The period (package-periods record)' }),
      agentCategoryId: z.uuid().nullable(),
      roomTypes: z.array(z.object({ id: z.uuid(), name: z.string(), maxPax: z.number().int(), maxAdults: z.number().int(), maxChildren: z.number().int() })),
      rates: z.array(rateRow(t)),
    })
    .openapi('RateSheet');
  const params = z.object({ id: z.uuid() });
  const errors = { 401: json(error, 'Not signed in'), 403: json(error, 'Not allowed'), 404: json(error, 'No such period') };
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/package/period/{id}/rate-sheet',
    tags,
    security,
    summary: "A period's standard rates, or an agent category's contract rates",
    description:
      "Room types are the package's (every active room type when it lists none), by priority then name. Needs `show` on tour-packages.",
    request: { params, query: z.object({ agentCategoryId: z.string().optional().openapi({ description: 'An agent category id; empty or absent for the standard rates' }) }) },
    responses: { 200: json(sheet, 'The sheet'), 400: json(error, 'Unknown agent category'), ...errors },
  });
  app.openAPIRegistry.registerPath({
    method: 'put',
    path: '/package/period/{id}/rate-sheet',
    tags,
    security,
    summary: 'Replace one rate sheet of a period',
    description:
      'Replaces the sheet of `agentCategoryId` (null: the standard rates) in one transaction: rates not sent are deleted, the others ' +
      "upserted. Each room type must be one of the sheet's, occupancy 1 to its max. pax, amount integer sen ≥ 0, no key twice; field " +
      'messages are keyed by path (`rates.3.amount`) and nothing is written on a 400. Needs `edit` on tour-packages.',
    request: { params, body: { content: { 'application/json': { schema: sheetBody(t) } } } },
    responses: { 200: json(sheet, 'The sheet as stored'), 400: json(error, 'Invalid rates; nothing was changed'), 409: json(error, 'Saved by someone else at the same time'), ...errors },
  });
};
