import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { clientIp, pathId, readBody } from '../http/middleware';
import { isFreelancer, profileBody, readProfile, updateProfile } from './profileInfo.service';

type Ctx = Context<AppEnv>;

/** An agent reads and changes only itself: any other id is not found. */
export const ownAgentId = (c: Ctx, name: string) => {
  const id = pathId(c.req.param(name));
  if (id !== c.get('actor').id) throw notFound('app.errors.not_found');
  return id;
};

/** `GET /users/:id`: `{data}`, the agent's profile. */
export const ownProfile = async (c: Ctx) => c.json({ data: await readProfile(c.get('deps').database.db, ownAgentId(c, 'id')) });

/** `PUT /users/info/:mainId`: `{data}`, the profile after the change; fields not the agent's to change are ignored. */
export const editOwnProfile = async (c: Ctx) => {
  ownAgentId(c, 'mainId');
  const body = await readBody(c, profileBody(c.get('t')));
  const { database, clock } = c.get('deps');
  return c.json({ data: await updateProfile(database.db, c.get('actor'), body, clock.now(), clientIp(c)) });
};

/**
 * `PUT /users/freelance-info/:userId`: a freelancer's details (the profile's own fields), `{data}` after the
 * change. A freelancer changes only itself, staff (travelagent edit) any freelancer; a travel agency, a
 * member of one, or an id that is no freelancer is not found.
 */
export const editFreelanceInfo = async (c: Ctx) => {
  const actor = c.get('actor');
  const id = actor.kind === 'staff' ? pathId(c.req.param('userId')) : ownAgentId(c, 'userId');
  const { database, clock } = c.get('deps');
  if (!(await isFreelancer(database.db, id))) throw notFound('app.errors.not_found');
  const body = await readBody(c, profileBody(c.get('t')));
  return c.json({ data: await updateProfile(database.db, actor, body, clock.now(), clientIp(c), id) });
};
