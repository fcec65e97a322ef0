import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { asc, desc, eq } from 'drizzle-orm';
import { resourceTables } from '../../db/generated';
import type { AppEnv } from '../http/env';

const { currencies } = resourceTables;

export const currencySchema = z
  .object({
    id: z.uuid(),
    code: z.string().openapi({ example: 'SGD' }),
    name: z.string(),
    symbolNative: z.string().openapi({ example: '$' }),
    foreignConvRate: z.number().openapi({ description: 'units of this currency per ringgit (MYR 1 = SGD 0.3077)' }),
    myConvRate: z.number().openapi({ description: 'ringgit per unit of this currency (SGD 1 = MYR 3.25)' }),
    isDefault: z.boolean(),
  })
  .openapi('AgentCurrency');

export type AgentCurrency = z.infer<typeof currencySchema>;

/** The active display currencies, the default first: the agents' and the guest site's selector read the same list. */
export const listCurrencies = async (c: Context<AppEnv>) => {
  const rows = await c
    .get('deps')
    .database.db.select({
      id: currencies.id,
      code: currencies.code,
      name: currencies.name,
      symbolNative: currencies.symbolNative,
      foreignConvRate: currencies.foreignConvRate,
      myConvRate: currencies.myConvRate,
      isDefault: currencies.isDefault,
    })
    .from(currencies)
    .where(eq(currencies.active, true))
    .orderBy(desc(currencies.isDefault), asc(currencies.code));
  const list: AgentCurrency[] = rows.map((row) => ({
    id: String(row.id),
    code: String(row.code),
    name: String(row.name),
    symbolNative: String(row.symbolNative),
    foreignConvRate: Number(row.foreignConvRate),
    myConvRate: Number(row.myConvRate),
    isDefault: row.isDefault === true,
  }));
  return c.json(list);
};

/**
 * `GET /currency` (spec section 7: `GET /api/currency`): the active display currencies for the portal's
 * currency selector, the default first. Amounts stay ringgit sen in the API; the portal converts for display.
 */
export const agentCurrencyRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.get('/currency', listCurrencies);
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/currency',
    tags: ['currencies'],
    security: [{ bearer: [] }],
    summary: 'Active display currencies, the default first',
    responses: { 200: { description: 'Currencies', content: { 'application/json': { schema: z.array(currencySchema) } } } },
  });
  return app;
};
