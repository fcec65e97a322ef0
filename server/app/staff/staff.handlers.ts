import type { Context } from 'hono';
import { z } from '@hono/zod-openapi';
import { contentRange, parseFilter, parseRange } from '../crud/listQuery';
import type { AppEnv } from '../http/env';
import { clientIp, pathId, readBody } from '../http/middleware';
import { assignDiver, assignedDivers, unassignedDivers } from './diving.service';
import { convertEnquiry } from './enquiries.service';

type Ctx = Context<AppEnv>;
const db = (c: Ctx) => c.get('deps').database.db;
const now = (c: Ctx) => c.get('deps').clock.now();

const divingFilter = z.object({ divingDepartmentId: z.uuid('app.validation.reference').optional() });

/** `GET /users/diving`: staff assigned to a dive centre, with the centre (filter: divingDepartmentId). */
export const divingStaff = async (c: Ctx) => {
  const filter = parseFilter(c.req.query('filter'), divingFilter, { t: c.get('t') });
  const range = parseRange(c.req.query('range'), 25);
  const { records, total } = await assignedDivers(db(c), filter, range);
  c.header('Content-Range', contentRange('diving', range, records.length, total));
  return c.json(records);
};

/** `GET /users/diving-notassigned`: instructors and dive-department staff working for no dive centre yet. */
export const divingNotAssigned = async (c: Ctx) => {
  const range = parseRange(c.req.query('range'), 25);
  const { records, total } = await unassignedDivers(db(c), range);
  c.header('Content-Range', contentRange('diving-notassigned', range, records.length, total));
  return c.json(records);
};

export const assignBody = z.object({ divingDepartmentId: z.uuid('app.validation.reference').nullable() });

/** `PUT /users/diving/:userId`: assign to a dive centre, or take off one with `null`. */
export const assign = async (c: Ctx) => {
  const userId = pathId(c.req.param('userId'));
  const body = await readBody(c, assignBody);
  return c.json(await assignDiver(db(c), c.get('actor'), userId, body.divingDepartmentId, now(c), clientIp(c)));
};

export const convertBody = z.object({ reservationId: z.uuid('app.staffOps.enquiries.errors.no_reservation') });

/** `POST /booking-enquiries/:id/convert`: link the booking made for the enquiry; it becomes converted. */
export const convert = async (c: Ctx) => {
  const id = pathId(c.req.param('id'));
  const body = await readBody(c, convertBody);
  return c.json(await convertEnquiry(db(c), c.get('actor'), id, body.reservationId, now(c), clientIp(c)));
};
