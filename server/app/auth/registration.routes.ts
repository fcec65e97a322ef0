import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import { requireCaptcha } from '../captcha/captcha';
import { clientIp, readJson } from '../http/middleware';
import { parseRegistration, recordRegistrationAttempt, registerAgent, registrationRetryAfter, tooManyRegistrations } from './registration.service';

type Ctx = Context<AppEnv>;

/**
 * `POST /travelagent/add`: an agent registers itself, through a referral link or not. Unauthenticated;
 * the account waits for staff approval (status P) and the address is throttled.
 */
export const registerTravelAgent = async (c: Ctx) => {
  const body = await readJson(c);
  const registration = parseRegistration(body, c.get('t'));
  await requireCaptcha(c, typeof body === 'object' && body !== null ? (body as { captcha?: unknown }).captcha : undefined);
  const { database, clock, config } = c.get('deps');
  const db = database.db;
  const ip = clientIp(c);
  const now = clock.now();
  const wait = await registrationRetryAfter(db, ip, now, config);
  if (wait > 0) throw tooManyRegistrations(wait);
  await recordRegistrationAttempt(db, registration.email, ip, now);
  const created = await registerAgent(db, registration, { now, ip, locale: c.get('locale'), passwordIterations: config.passwordIterations });
  return c.json(created, 201);
};

const text = (description?: string) => z.string().openapi({ description });
const body = z
  .object({
    firstName: text('at most 60 characters'),
    lastName: text('at most 60 characters'),
    email: z.email().openapi({ description: 'unique among all accounts, case-insensitively' }),
    phone: text('digits, spaces, ( ) - and a leading +'),
    password: text('at least 8 characters with upper and lower case letters, a digit and a symbol'),
    agentType: z.enum(['TA', 'F']).openapi({ description: 'TA travel agency, F freelancer' }),
    companyName: text('required for agent type TA').optional(),
    licenseNumber: text().optional(),
    address: text().optional(),
    city: text().optional(),
    country: text().optional(),
    captcha: text('the solved captcha of `GET /api/auth/captcha` (unless it is off): 400 on `captcha` when missing, wrong, expired or used before').optional(),
    referralCode: text("the referrer's code from its share link (`?ref=`), any case; it must belong to an approved agent other than the registrant").optional(),
  })
  .openapi('AgentRegistration');

const answer = (description: string, schema: z.ZodType = z.object({ message: z.string(), errors: z.record(z.string(), z.string()) })) => ({
  description,
  content: { 'application/json': { schema } },
});

/** Agent self-registration, mounted at `/api/auth`. */
export const registrationRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.post('/travelagent/add', registerTravelAgent);
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/travelagent/add',
    tags: ['auth'],
    summary: 'Agent registration, waiting for staff approval',
    request: { body: { content: { 'application/json': { schema: body } } } },
    responses: {
      201: answer('Registered, status P until staff approve', z.object({ id: z.uuid(), email: z.email(), status: z.literal('P') })),
      400: answer('Field errors: invalid values, e-mail in use, unknown referral code or self-referral'),
      429: answer('Too many registrations from this address; see Retry-After'),
    },
  });
  return app;
};
