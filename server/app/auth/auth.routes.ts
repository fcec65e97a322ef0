import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../http/env';
import { requireAuth } from '../http/middleware';
import { changePassword, login, logout, me } from './auth.handlers';
import { registrationRoutes } from './registration.routes';
import { captchaRoutes } from '../captcha/captcha.routes';
import { confirmPasswordReset, requestPasswordReset } from './passwordReset';
import { security } from '../http/openapiDoc';

const jsonBody = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });
const ok = (description: string, schema: z.ZodType = z.object({ ok: z.boolean() })) => ({ description, content: { 'application/json': { schema } } });

const user = z
  .object({
    id: z.uuid(),
    email: z.email(),
    firstName: z.string(),
    lastName: z.string(),
    kind: z.enum(['staff', 'agent', 'guest']),
    role: z.string().nullable(),
    permissions: z.record(z.string(), z.array(z.string())),
    type: z.object({ code: z.string() }).nullable(),
    status: z.object({ code: z.enum(['P', 'A', 'R']) }).nullable().openapi({ description: 'agents: P pending, A approved, R rejected' }),
    agencyRole: z.enum(['admin', 'editor', 'viewer']).nullable().openapi({ description: "agents: their role inside their agency" }),
    active: z.boolean(),
    bookmarks: z.array(z.string()).openapi({ description: 'agents: starred portal pages (routes), at most 10' }),
    profilePic: z.string().nullable().openapi({ description: "agents: their picture's public /uploads address, or null" }),
  })
  .openapi('User');

/** Sign-in, sign-out, the current user and password change, at `/api/auth`. */
export const authRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.post('/login', login);
  app.post('/logout', requireAuth, logout);
  app.get('/me', requireAuth, me);
  app.put('/password', requireAuth, changePassword);
  app.route('/', registrationRoutes());
  app.route('/', captchaRoutes());
  app.post('/password-reset', requestPasswordReset);
  app.post('/password-reset/confirm', confirmPasswordReset);

  const tags = ['auth'];
    app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/login',
    tags,
    request: { body: jsonBody(z.object({ email: z.email(), password: z.string() })) },
    responses: {
      200: ok('Signed in', z.object({ accessToken: z.string(), user })),
      400: ok('Invalid input'),
      401: ok('Wrong e-mail or password, or inactive account'),
      429: ok('Too many failed attempts; see Retry-After'),
    },
  });
  app.openAPIRegistry.registerPath({ method: 'post', path: '/logout', tags, security, responses: { 200: ok('Signed out') } });
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/password-reset',
    tags,
    summary: 'E-mails a link that sets a new password (the same answer whether the address has an account or not)',
    request: { body: jsonBody(z.object({ email: z.email(), captcha: z.string().optional().openapi({ description: 'the solved captcha of GET /captcha, unless it is off' }) })) },
    responses: { 200: ok('Sent if the address has an active account'), 400: ok('Field errors, or the captcha missing, wrong, expired or used') },
  });
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/password-reset/confirm',
    tags,
    summary: "Sets the password of the e-mailed link's account; the link is spent and every session signed out",
    request: { body: jsonBody(z.object({ token: z.string(), newPassword: z.string(), confirmPassword: z.string() })) },
    responses: { 200: ok('Changed'), 400: ok('Field errors; `token` when the link is unknown, used or older than an hour') },
  });
  app.openAPIRegistry.registerPath({ method: 'get', path: '/me', tags, security, responses: { 200: ok('The signed-in user', user), 401: ok('Not signed in') } });
  app.openAPIRegistry.registerPath({
    method: 'put',
    path: '/password',
    tags,
    security,
    request: { body: jsonBody(z.object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })) },
    responses: { 200: ok('Changed; other sessions signed out'), 400: ok('Field errors') },
  });
  return app;
};
