import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../http/env';
import { captchaForForm } from './captcha';

/** `GET /captcha` (under `/api/auth`): the public forms' captcha, a fresh challenge each call; no sign-in. */
export const captchaRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.get('/captcha', async (c) => {
    // A challenge is used once: never cached.
    c.header('Cache-Control', 'no-store');
    return c.json(await captchaForForm(c));
  });
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/captcha',
    tags: ['auth'],
    summary: "The public forms' captcha: an ALTCHA challenge to solve, a hosted service's site key, or off",
    responses: {
      200: {
        description: 'Post the solution (base64 of {challenge, solution}) or the hosted token as the form\'s `captcha` field',
        content: {
          'application/json': {
            schema: z.object({ mode: z.enum(['altcha', 'hosted', 'off']), challenge: z.object({ parameters: z.record(z.string(), z.unknown()), signature: z.string() }).optional(), provider: z.enum(['turnstile', 'hcaptcha']).optional(), siteKey: z.string().optional() }),
          },
        },
      },
    },
  });
  return app;
};
