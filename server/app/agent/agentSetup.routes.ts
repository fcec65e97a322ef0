import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { asc, eq } from 'drizzle-orm';
import { resourceTables } from '../../db/generated';
import { resources } from '../../../resources';
import { requireBooker } from '../booking/booking.routes';
import { toApiRecord } from '../crud/crud.service';
import type { AppEnv } from '../http/env';
import { security } from '../http/openapiDoc';

const t = resourceTables;
const answer = (description: string) => ({ description, content: { 'application/json': { schema: z.array(z.object({}).passthrough()) } } });

/** `GET /addon-categories`: the active add-on categories by priority (the guest site reads them too). */
export const activeAddonCategories = async (c: Context<AppEnv>) => {
  const rows = await c.get('deps').database.db.select().from(t.addon_categories).where(eq(t.addon_categories.active, true)).orderBy(asc(t.addon_categories.priority), asc(t.addon_categories.name));
  return c.json(rows.map((row) => toApiRecord(resources['addon-categories'], row)));
};

/**
 * The setup lists the booking steps start from, for agents who may book (spec section 7: `/locations`):
 * active locations by name (pickup and drop points) and active add-on categories by priority (whose
 * add-ons `/addons/by-categories` then lists). Staff read the same through the generic resources.
 */
export const agentSetupReadRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.get('/locations', requireBooker, async (c) => {
    const rows = await c.get('deps').database.db.select().from(t.locations).where(eq(t.locations.active, true)).orderBy(asc(t.locations.name));
    return c.json(rows.map((row) => toApiRecord(resources.locations, row)));
  });
  app.get('/addon-categories', requireBooker, activeAddonCategories);
    app.openAPIRegistry.registerPath({ method: 'get', path: '/locations', tags: ['locations'], security, summary: 'Active locations, by name', responses: { 200: answer('Locations') } });
  app.openAPIRegistry.registerPath({ method: 'get', path: '/addon-categories', tags: ['addon-categories'], security, summary: 'Active add-on categories, by priority', responses: { 200: answer('Add-on categories') } });
  return app;
};
