import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../http/env';
import { permit } from '../http/middleware';
import { agentStatusCounts } from './approvals';

const countsAnswer = z
  .object({ counts: z.object({ P: z.number().int(), A: z.number().int(), R: z.number().int() }), total: z.number().int() })
  .openapi('AgentStatusCounts');

/**
 * Agent approvals in the back office (`/api/admin`): the count of agents per status for the badge and
 * the status filter. Approving or rejecting is the generic `PUT /travelagent/:id {status}`, whose hook
 * queues the decision e-mail. Mounted before the generic routes, whose `/:id` would catch `/status`.
 */
export const agentApprovalRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.get('/travelagent/status', permit('travelagent', 'list'), async (c) => c.json(await agentStatusCounts(c.get('deps').database.db)));
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/travelagent/status',
    tags: ['travelagent'],
    security: [{ bearer: [] }],
    summary: 'How many agents are pending (P), approved (A) and rejected (R)',
    responses: { 200: { description: '{counts: {P, A, R}, total}', content: { 'application/json': { schema: countsAnswer } } }, 403: { description: 'No travelagent list permission' } },
  });
  return app;
};
