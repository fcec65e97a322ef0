import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../http/env';
import { badRequest, notFound } from '../http/errors';
import type { Translate } from '../http/i18n';
import { clientIp, pathId, readBody } from '../http/middleware';
import { activeAddon, addonPricesOf, saveAddonPrice } from './addonPrices.service';
import { security } from '../http/openapiDoc';
import { requireAgencyWriter } from './agencyWriter';

/** The highest selling price an agent may set: RM 1,000,000, far above any add-on, so a typo of many zeros is refused. */
export const MAX_SELLING_PRICE = 100_000_000;

const sen = (t: Translate) =>
  z
    .number({ error: t('app.portalDocuments.addons.invalid_price') })
    .int({ error: t('app.portalDocuments.addons.invalid_price') })
    .min(0, { error: t('app.portalDocuments.addons.negative_price') })
    .max(MAX_SELLING_PRICE, { error: t('ra.validation.maxValue', { max: MAX_SELLING_PRICE }) });

/** Body of `PUT /addon-prices/{addonId}`: integer sen, 0 or more. */
export const sellingPriceBody = (t: Translate) =>
  z.object({
    sellingPrice: sen(t),
    childSellingPrice: sen(t).nullable().optional(),
  });

/** My Addons (`/activities/addon`): the resort's add-ons with the agent's own selling prices. */
export const agentAddonPriceRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.get('/addon-prices', async (c) => c.json({ addons: await addonPricesOf(c.get('deps').database.db, c.get('actor').accountId) }));

  app.put('/addon-prices/:addonId', requireAgencyWriter, async (c) => {
    const { database, clock } = c.get('deps');
    const addon = await activeAddon(database.db, pathId(c.req.param('addonId')));
    if (!addon) throw notFound('app.errors.not_found');
    const body = await readBody(c, sellingPriceBody(c.get('t')));
    const childSellingPrice = body.childSellingPrice ?? null;
    // A child price only where the resort sells the add-on at one: otherwise there is nothing to sell it above.
    if (childSellingPrice !== null && (addon.addon.childPrice === null || addon.addon.childPrice === undefined))
      throw badRequest('app.errors.bad_request', { childSellingPrice: 'app.portalDocuments.addons.no_child_price' });
    const change = { actor: c.get('actor'), ip: clientIp(c), now: clock.now() };
    const saved = await database.db.transaction((tx) => saveAddonPrice(tx, change, addon, { sellingPrice: body.sellingPrice, childSellingPrice }));
    return c.json(saved);
  });

  document(app);
  return app;
};

const document = (app: OpenAPIHono<AppEnv>) => {
    const tags = ['agent add-ons'];
  const error = { $ref: '#/components/schemas/Error' };
  const json = (schema: z.ZodType | typeof error, description: string) => ({ description, content: { 'application/json': { schema } } });
  const money = (description: string) => z.number().int().openapi({ description });
  const addon = z
    .object({
      addonId: z.uuid(),
      name: z.string(),
      category: z.string(),
      priceType: z.enum(['per-person', 'per-night', 'per-unit']),
      description: z.string().nullable(),
      price: money("The resort's price in sen: what the agent pays"),
      childPrice: money("The resort's child price in sen").nullable(),
      sellingPrice: money("The agent's price to its guests in sen; null until set").nullable(),
      childSellingPrice: money("The agent's child price in sen").nullable(),
      margin: money('Selling price less the resort’s price, in sen (negative: sold below it)').nullable(),
      childMargin: money('The same for the child price').nullable(),
      updatedAt: z.string().nullable(),
    })
    .openapi('AgentAddonPrice');
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/addon-prices',
    tags,
    security,
    summary: 'The active add-ons with the agent’s selling prices',
    responses: { 200: json(z.object({ addons: z.array(addon) }), 'By category, then priority') },
  });
  app.openAPIRegistry.registerPath({
    method: 'put',
    path: '/addon-prices/{addonId}',
    tags,
    security,
    summary: 'Set the agent’s selling price of an add-on',
    description: 'Integer sen, 0 or more; a child price only where the add-on has one. Belongs to the agent’s account (an agency’s members share it).',
    request: {
      params: z.object({ addonId: z.uuid() }),
      body: { content: { 'application/json': { schema: z.object({ sellingPrice: z.number().int(), childSellingPrice: z.number().int().nullable().optional() }) } } },
    },
    responses: { 200: json(addon, 'Saved'), 400: json(error, 'Not a price; nothing was changed'), 403: json(error, 'An agency viewer'), 404: json(error, 'No such active add-on') },
  });
};
