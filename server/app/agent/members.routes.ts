import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { contentRange } from '../crud/listQuery';
import type { AppEnv } from '../http/env';
import { forbidden } from '../http/errors';
import { clientIp, pathId, readBody, readJson } from '../http/middleware';
import { AGENCY_ROLES, addMember, agencyMembers, changeMember, parseNewMember } from './members.service';
import { security } from '../http/openapiDoc';

/** Members are managed by an approved agency's admins; editors and viewers are refused (403). */
const requireAgencyAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const actor = c.get('actor');
  if (actor.kind !== 'agent' || actor.status !== 'A' || actor.agencyRole !== 'admin') throw forbidden('app.portalMembers.errors.admin_only');
  await next();
};

const changeBody = z
  .object({
    agencyRole: z.enum(AGENCY_ROLES, { error: 'app.validation.invalid' }).optional(),
    active: z.boolean({ error: 'app.validation.invalid' }).optional(),
  })
  .refine((v) => v.agencyRole !== undefined || v.active !== undefined, { path: ['agencyRole'], error: 'ra.validation.required' });

const member = z
  .object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.email(),
    phone: z.string().nullable(),
    agencyRole: z.enum(AGENCY_ROLES),
    active: z.boolean(),
    lastLoginAt: z.string().nullable().openapi({ description: 'Last sign-in (ISO), null if never' }),
    accountHolder: z.boolean().openapi({ description: "The agency's account (its first admin): holds the bookings and wallet, stays active" }),
  })
  .openapi('AgencyMember');

const answer = (description: string, schema: z.ZodType = z.object({}).passthrough()) => ({ description, content: { 'application/json': { schema } } });

/**
 * The agency's people (`/api/agent/members`): its admins list them, add members (approved at once, with a
 * password they choose for them), change their role and switch them off or on. An agency always keeps
 * an active admin.
 */
export const agentMemberRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.use('/members', requireAgencyAdmin);
  app.use('/members/*', requireAgencyAdmin);
  app.get('/members', async (c) => {
    const members = await agencyMembers(c.get('deps').database.db, c.get('actor').accountId);
    c.header('Content-Range', contentRange('members', { start: 0 }, members.length, members.length));
    return c.json({ members, total: members.length });
  });
  app.post('/members', async (c) => {
    const values = parseNewMember(await readJson(c), c.get('t'));
    const { database, clock, config } = c.get('deps');
    const created = await addMember(database.db, c.get('actor'), values, { now: clock.now(), ip: clientIp(c), passwordIterations: config.passwordIterations });
    return c.json(created, 201);
  });
  app.put('/members/:id', async (c) => {
    const id = pathId(c.req.param('id'));
    const body = await readBody(c, changeBody);
    const { database, clock } = c.get('deps');
    return c.json(await changeMember(database.db, c.get('actor'), id, body, { now: clock.now(), ip: clientIp(c) }));
  });

  const reg = app.openAPIRegistry;
  const tags = ['agency members'];
    const refused = { 403: answer('Not an admin of an approved agency') };
  reg.registerPath({ method: 'get', path: '/members', tags, security, summary: "The agency's people, its account first: {members, total}", responses: { 200: answer('The members', z.object({ members: z.array(member), total: z.number().int() })), ...refused } });
  reg.registerPath({
    method: 'post',
    path: '/members',
    tags,
    security,
    summary: 'Add a member (approved at once, of the agency’s type and category)',
    request: {
      body: {
        content: {
          'application/json': {
            schema: z.object({ firstName: z.string(), lastName: z.string(), email: z.email(), phone: z.string(), password: z.string().openapi({ description: 'Upper and lower case, a digit and a symbol, 8 or more' }), agencyRole: z.enum(AGENCY_ROLES) }),
          },
        },
      },
    },
    responses: { 201: answer('The new member', member), 400: answer('Field messages (an e-mail already in use among them)'), ...refused },
  });
  reg.registerPath({
    method: 'put',
    path: '/members/{id}',
    tags,
    security,
    summary: "Change a member's role, or deactivate (signed out everywhere) or reactivate it",
    request: { params: z.object({ id: z.uuid() }), body: { content: { 'application/json': { schema: changeBody } } } },
    responses: { 200: answer('The member', member), 400: answer('The agency would have no active admin; the account holder or oneself deactivated'), ...refused, 404: answer('Not a member of this agency') },
  });
  return app;
};
