import type { Context } from 'hono';
import { z } from '@hono/zod-openapi';
import { contentRange, parseFilter, parseRange } from '../crud/listQuery';
import type { AppEnv } from '../http/env';
import { badRequest, notFound } from '../http/errors';
import { parseClientJson } from '../http/clientInput';
import { clientIp, pathId, readBody } from '../http/middleware';
import {
  cancelOwnLeave,
  decideLeave,
  getLeave,
  LEAVE_SORTS,
  leaveDecisionBody,
  leaveFilter,
  leaveRequestBody,
  listLeave,
  requestLeave,
  type LeaveFilter,
  type LeaveSort,
} from './leave.service';

type Ctx = Context<AppEnv>;
const db = (c: Ctx) => c.get('deps').database.db;
const now = (c: Ctx) => c.get('deps').clock.now();

const sortSchema = z.tuple([z.enum(Object.keys(LEAVE_SORTS) as [keyof typeof LEAVE_SORTS]), z.string().transform((o) => o.toUpperCase()).pipe(z.enum(['ASC', 'DESC']))]);

/** ra-data-simple-rest's `sort=["field","ASC"]`; pending requests by their first day when none is asked for. */
const parseSort = (raw: string | undefined): LeaveSort => {
  if (!raw) return { field: 'fromDate', order: 'ASC' };
  const parsed = sortSchema.safeParse(parseClientJson(raw, 'sort'));
  if (!parsed.success) throw badRequest('app.errors.bad_request', { sort: `Expected ["${Object.keys(LEAVE_SORTS).join('|')}","ASC"|"DESC"]` });
  return { field: parsed.data[0], order: parsed.data[1] };
};

/** A page of leave requests in react-admin's dialect: a bare array with `Content-Range`. */
const answerList = async (c: Ctx, fixed: Partial<LeaveFilter>) => {
  const filter = { ...parseFilter(c.req.query('filter'), leaveFilter, { t: c.get('t') }), ...fixed };
  const range = parseRange(c.req.query('range'), 10);
  const { records, total } = await listLeave(db(c), filter, parseSort(c.req.query('sort')), range);
  c.header('Content-Range', contentRange('leave', range, records.length, total));
  return c.json(records);
};

/** `GET /users/leave`: everyone's requests (filter: status, type, userId, departmentId, dateFrom, dateTo). */
export const allLeave = (c: Ctx) => answerList(c, {});

/** `GET /my-leave`: the caller's own requests and their decisions. */
export const myLeave = (c: Ctx) => answerList(c, { userId: c.get('actor').id });

/** `GET /my-leave/:id`: one of the caller's own requests (someone else's is 404). */
export const myLeaveOne = async (c: Ctx) => {
  const leave = await getLeave(db(c), pathId(c.req.param('id')));
  if (leave.userId !== c.get('actor').id) throw notFound('app.errors.not_found');
  return c.json(leave);
};

/** `GET /users/leave/:id`: one request, for whoever may list them. */
export const leaveOne = async (c: Ctx) => c.json(await getLeave(db(c), pathId(c.req.param('id'))));

/** `POST /my-leave`: ask for leave (201, the request waiting for a decision). */
export const askLeave = async (c: Ctx) => {
  const body = await readBody(c, leaveRequestBody);
  const { timeZone } = await c.get('rules')();
  return c.json(await requestLeave(db(c), c.get('actor'), body, now(c), clientIp(c), timeZone), 201);
};

/** `PUT /user/leave/:id`: approve or reject a pending request, with a note (required to reject). */
export const decide = async (c: Ctx) => {
  const id = pathId(c.req.param('id'));
  const body = await readBody(c, leaveDecisionBody);
  return c.json(await decideLeave(db(c), c.get('actor'), id, body, now(c), clientIp(c)));
};

/** `PUT /my-leave/:id/cancel`: withdraw a request still pending. */
export const cancel = async (c: Ctx) => c.json(await cancelOwnLeave(db(c), c.get('actor'), pathId(c.req.param('id')), now(c), clientIp(c)));
