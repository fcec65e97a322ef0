import { OpenAPIHono, z } from '@hono/zod-openapi';
import { requireBooker } from '../booking/booking.routes';
import type { AppEnv } from '../http/env';
import { joinBody, joinFromWallet, joinOnline } from './events.handlers';

const answer = (description: string) => ({ description, content: { 'application/json': { schema: z.object({}).passthrough() } } });

/** Joining an event with seats, paid from the wallet or online (`/api/agent`). */
export const agentEventRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.post('/wallet/event', requireBooker, joinFromWallet);
  app.post('/event/join', requireBooker, joinOnline);
  for (const [path, summary] of [
    ['/wallet/event', 'Join an event paying its seats from the wallet: {registration, wallet}'],
    ['/event/join', 'Join an event paying online: {registration, paymentId, amount, redirectUrl} (a free event: {registration})'],
  ] as const) {
    app.openAPIRegistry.registerPath({
      method: 'post',
      path,
      tags: ['events'],
      security: [{ bearer: [] }],
      summary,
      request: { body: { content: { 'application/json': { schema: joinBody } } } },
      responses: { 201: answer(summary), 400: answer('Field messages'), 404: answer('Not open'), 409: answer('No vacancy, already joined or balance too low') },
    });
  }
  return app;
};
