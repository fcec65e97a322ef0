import { OpenAPIHono, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { resourceTables } from '../../db/generated';
import { pgErrorOf, UNIQUE_VIOLATION } from '../crud/dbErrors';
import type { AppEnv } from '../http/env';
import { badRequest, conflict, notFound } from '../http/errors';
import type { Translate } from '../http/i18n';
import { clientIp, pathId, readBody } from '../http/middleware';
import { activeBanner, bannersFor, createHeadline, ownHeadline, updateHeadline } from './banners.service';
import { requireAgencyWriter } from './agencyWriter';
import { security } from '../http/openapiDoc';

type Ctx = Context<AppEnv>;

/** As long as the resort's own headline may be (resources/banners.ts). */
export const MAX_HEADLINE = 120;

const headline = (t: Translate) =>
  z
    .string({ error: t('ra.validation.required') })
    .trim()
    .min(1, { error: t('ra.validation.required') })
    .max(MAX_HEADLINE, { error: t('ra.validation.maxLength', { max: MAX_HEADLINE }) });

const createBody = (t: Translate) => z.object({ bannerId: z.uuid({ error: t('app.validation.reference') }), headline: headline(t) });
const updateBody = (t: Translate) => z.object({ headline: headline(t) });

/** The registration link carrying a referral code: the link the Referral page shares (`GET /social-share`). */
export const referralLink = (origin: string, code: string) => `${origin}/pages/register?ref=${encodeURIComponent(code)}`;

/**
 * The guest site carrying an agent's code: a guest who books through it pays the public prices and the
 * booking is the agent's (its commission after check-in), as the guest portal's `agentCode` says.
 */
export const guestBookingLink = (origin: string, code: string) => `${origin}/portal?agent=${encodeURIComponent(code)}`;

const originOf = (c: Ctx) => new URL(c.req.url).origin;

const referralOf = async (c: Ctx) => {
  const { users } = resourceTables;
  const [account] = await c.get('deps').database.db.select({ code: users.referralCode }).from(users).where(eq(users.id, c.get('actor').accountId));
  const code = (account?.code as string | null | undefined) ?? null;
  return { referralCode: code, link: code ? referralLink(originOf(c), code) : null };
};

const changeOf = (c: Ctx) => ({ actor: c.get('actor'), ip: clientIp(c), now: c.get('deps').clock.now() });

/**
 * My Promotional Banner (`/my-banners`), spec `/api/agent-banner` (GET, POST, PUT with `?_id=`): the resort's
 * active banners carrying the agent's referral link, and the headline the agent writes on each.
 */
export const agentBannerRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.get('/agent-banner', async (c) => {
    const { id, accountId } = c.get('actor');
    // `?agentId=` (spec): an agent reads its own banners only; anyone else's answer as if they did not exist.
    const asked = c.req.query('agentId');
    if (asked !== undefined && asked !== id && asked !== accountId) throw notFound('app.errors.not_found');
    const banners = await bannersFor(c.get('deps').database.db, accountId, originOf(c));
    return c.json({ ...(await referralOf(c)), banners });
  });

  app.post('/agent-banner', requireAgencyWriter, async (c) => {
    const body = await readBody(c, createBody(c.get('t')));
    const { database } = c.get('deps');
    const banner = await activeBanner(database.db, body.bannerId);
    if (!banner) throw badRequest('app.errors.bad_request', { bannerId: 'app.validation.missing_reference' });
    const { accountId } = c.get('actor');
    if (await ownHeadline(database.db, accountId, { bannerId: body.bannerId })) throw conflict('app.portalDocuments.banners.headline_exists', { bannerId: 'app.portalDocuments.banners.headline_exists' });
    try {
      return c.json(await database.db.transaction((tx) => createHeadline(tx, changeOf(c), banner, body.headline, originOf(c))), 201);
    } catch (error) {
      // Two first saves at once: the unique index keeps one.
      if (pgErrorOf(error)?.code === UNIQUE_VIOLATION) throw conflict('app.portalDocuments.banners.headline_exists', { bannerId: 'app.portalDocuments.banners.headline_exists' });
      throw error;
    }
  });

  app.put('/agent-banner', requireAgencyWriter, async (c) => {
    const { database } = c.get('deps');
    const own = await ownHeadline(database.db, c.get('actor').accountId, { id: pathId(c.req.query('_id')) });
    const banner = own ? await activeBanner(database.db, own.bannerId) : undefined;
    if (!own || !banner) throw notFound('app.errors.not_found');
    const body = await readBody(c, updateBody(c.get('t')));
    return c.json(await database.db.transaction((tx) => updateHeadline(tx, changeOf(c), own, banner, body.headline, originOf(c))));
  });

  document(app);
  return app;
};

const document = (app: OpenAPIHono<AppEnv>) => {
    const tags = ['agent banners'];
  const error = { $ref: '#/components/schemas/Error' };
  const json = (schema: z.ZodType | typeof error, description: string) => ({ description, content: { 'application/json': { schema } } });
  const banner = z
    .object({
      bannerId: z.uuid(),
      title: z.string(),
      imageUrl: z.string(),
      size: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      defaultHeadline: z.string().nullable(),
      ownHeadline: z.string().nullable(),
      headline: z.string().openapi({ description: "The agent's headline, else the resort's, else the title" }),
      agentBannerId: z.uuid().nullable(),
    })
    .openapi('AgentBanner');
  const headlineSchema = z.string().openapi({ description: `1 to ${MAX_HEADLINE} characters` });
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/agent-banner',
    tags,
    security,
    summary: "The active banners with the agent's headlines and referral link",
    request: { query: z.object({ agentId: z.string().optional().openapi({ description: "The caller's own id (another's answers 404)" }) }) },
    responses: {
      200: json(z.object({ referralCode: z.string().nullable(), link: z.string().nullable(), banners: z.array(banner) }), 'By priority'),
      404: json(error, "Another agent's banners"),
    },
  });
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/agent-banner',
    tags,
    security,
    summary: "Write the agent's first headline for a banner",
    request: { body: { content: { 'application/json': { schema: z.object({ bannerId: z.uuid(), headline: headlineSchema }) } } } },
    responses: { 201: json(banner, 'Written'), 400: json(error, 'No such active banner, or a bad headline'), 403: json(error, 'An agency viewer'), 409: json(error, 'The agent already has a headline for it: PUT it') },
  });
  app.openAPIRegistry.registerPath({
    method: 'put',
    path: '/agent-banner',
    tags,
    security,
    summary: "Rewrite one of the agent's headlines",
    request: { query: z.object({ _id: z.uuid().openapi({ description: 'agentBannerId' }) }), body: { content: { 'application/json': { schema: z.object({ headline: headlineSchema }) } } } },
    responses: { 200: json(banner, 'Saved'), 400: json(error, 'A bad headline; nothing was changed'), 403: json(error, 'An agency viewer'), 404: json(error, "Not one of the agent's headlines") },
  });
};
