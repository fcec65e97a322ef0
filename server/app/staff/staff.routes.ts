import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../http/env';
import { permit } from '../http/middleware';
import * as leave from './leave.handlers';
import { leaveDecisionBody, leaveRequestBody } from './leave.service';
import { assign, assignBody, convert, convertBody, divingNotAssigned, divingStaff } from './staff.handlers';
import { answer, json, security } from '../http/openapiDoc';

const listQuery = z.object({ sort: z.string().optional(), range: z.string().optional(), filter: z.string().optional() });

type Method = 'get' | 'post' | 'put';
/** Registers a route's documentation (the handlers validate). */
const doc = (app: OpenAPIHono<AppEnv>, tag: string) => (method: Method, path: string, summary: string, extra: { body?: z.ZodType; params?: z.ZodObject; list?: boolean; status?: number } = {}) =>
  app.openAPIRegistry.registerPath({
    method,
    path,
    tags: [tag],
    security,
    summary,
    request: { ...(extra.body ? { body: json(extra.body) } : {}), ...(extra.params ? { params: extra.params } : {}), ...(extra.list ? { query: listQuery } : {}) },
    responses: { [extra.status ?? 200]: answer(summary), 400: answer('Invalid input, with field messages'), 403: answer('Not allowed'), 409: answer('Conflict (already decided, transition not allowed)') },
  });

/**
 * Staff calls of spec section 7 (`/api/admin`): leave, diving staff and the enquiries' conversion. Mounted
 * before the generic resources, whose `/users/:id` would otherwise catch `/users/leave`.
 */
export const staffOpsRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  // Any staff member asks for leave and follows their own requests; deciding takes the `leave` module.
  app.get('/my-leave', leave.myLeave);
  app.post('/my-leave', leave.askLeave);
  app.get('/my-leave/:id', leave.myLeaveOne);
  app.put('/my-leave/:id/cancel', leave.cancel);
  app.get('/users/leave', permit('leave', 'list'), leave.allLeave);
  app.get('/users/leave/:id', permit('leave', 'list'), leave.leaveOne);
  app.put('/user/leave/:id', permit('leave', 'approve'), leave.decide);
  app.get('/users/diving', permit('diving-departments', 'list'), divingStaff);
  app.get('/users/diving-notassigned', permit('diving-departments', 'list'), divingNotAssigned);
  app.put('/users/diving/:userId', permit('diving-departments', 'edit'), assign);
  app.post('/booking-enquiries/:id/convert', permit('booking-enquiries', 'edit'), convert);

  const id = z.object({ id: z.uuid() });
  const l = doc(app, 'staff leave');
  l('get', '/my-leave', "The caller's own leave requests and their decisions (sort, range, filter)", { list: true });
  l('post', '/my-leave', 'Ask for leave (type, fromDate, toDate inclusive, reason); overlapping requests are refused', { body: leaveRequestBody, status: 201 });
  l('get', '/my-leave/{id}', 'One of the caller\'s requests', { params: id });
  l('put', '/my-leave/{id}/cancel', 'Withdraw a request still pending', { params: id });
  l('get', '/users/leave', 'Leave requests (filter: status, type, userId, departmentId, dateFrom, dateTo; sort: fromDate, toDate, createdAt, status, type, userName)', { list: true });
  l('get', '/users/leave/{id}', 'One leave request', { params: id });
  l('put', '/user/leave/{id}', 'Approve or reject a pending request (a note is required to reject); the requester is e-mailed', { params: id, body: leaveDecisionBody });
  const d = doc(app, 'diving staff');
  d('get', '/users/diving', 'Staff assigned to a dive centre, with the centre (filter: divingDepartmentId)', { list: true });
  d('get', '/users/diving-notassigned', 'Dive instructors and dive-department staff not assigned to a dive centre', { list: true });
  d('put', '/users/diving/{userId}', 'Assign to a dive centre, or take off it with null', { params: z.object({ userId: z.uuid() }), body: assignBody });
  const e = doc(app, 'booking-enquiries');
  e('post', '/booking-enquiries/{id}/convert', 'Link the reservation booked for an enquiry: it becomes converted, keeping its lead source', { params: id, body: convertBody });
  return app;
};
