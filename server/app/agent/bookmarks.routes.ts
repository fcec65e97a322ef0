import { OpenAPIHono, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { isPortalMenuRoute, MAX_BOOKMARKS } from '../../../resources/portalRoutes';
import { resourceTables } from '../../db/generated';
import { updateRows } from '../../db/rows';
import type { AppEnv } from '../http/env';
import { ApiError, badRequest } from '../http/errors';
import { readJson } from '../http/middleware';

const { users } = resourceTables;

const body = z.object({
  bookmarks: z.array(z.string()).openapi({ description: `portal routes (resources/portalRoutes.ts), at most ${MAX_BOOKMARKS}, each once` }),
});

/** The starred pages of a body, or the 400 that says what is wrong with them. */
export const parseBookmarks = (raw: unknown): string[] => {
  const parsed = body.safeParse(raw);
  if (!parsed.success) throw badRequest('app.errors.bad_request', { bookmarks: 'app.validation.invalid' });
  const { bookmarks } = parsed.data;
  if (bookmarks.length > MAX_BOOKMARKS)
    throw new ApiError(400, 'validation', 'app.errors.bad_request', { bookmarks: 'app.portal.bookmarks.too_many' }, { args: { max: MAX_BOOKMARKS } });
  if (!bookmarks.every(isPortalMenuRoute)) throw badRequest('app.errors.bad_request', { bookmarks: 'app.portal.bookmarks.unknown' });
  if (new Set(bookmarks).size !== bookmarks.length) throw badRequest('app.errors.bad_request', { bookmarks: 'app.portal.bookmarks.duplicate' });
  return bookmarks;
};

/**
 * `POST /update/bookmarks` (spec section 7: `POST api/update/bookmarks`): replaces the agent's starred pages,
 * in the order given. Stored on the account, so the stars follow the agent to another browser.
 */
export const agentBookmarkRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.post('/update/bookmarks', async (c) => {
    const bookmarks = parseBookmarks(await readJson(c));
    const { database, clock } = c.get('deps');
    await updateRows(database.db, users, { bookmarks, updatedAt: clock.now() }, eq(users.id, c.get('actor').id));
    return c.json({ bookmarks });
  });
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/update/bookmarks',
    tags: ['auth'],
    security: [{ bearer: [] }],
    summary: 'Replace the starred portal pages',
    request: { body: { content: { 'application/json': { schema: body } } } },
    responses: {
      200: { description: 'Saved', content: { 'application/json': { schema: body } } },
      400: { description: 'More than 10, an unknown route or one given twice' },
    },
  });
  return app;
};
