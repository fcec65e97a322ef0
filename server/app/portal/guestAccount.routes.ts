import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { LOCALES } from '../../../i18n/types';
import { PASSWORD_RULE } from '../../../resources/passwordRule';
import { changePassword, logout, signIn } from '../auth/auth.handlers';
import { confirmPasswordReset, requestPasswordReset } from '../auth/passwordReset';
import { recordRegistrationAttempt, registrationRetryAfter, tooManyRegistrations } from '../auth/registration.service';
import { requireCaptcha } from '../captcha/captcha';
import { captchaRoutes } from '../captcha/captcha.routes';
import type { AppEnv } from '../http/env';
import { security } from '../http/openapiDoc';
import { clientIp, readBody } from '../http/middleware';
import { CONFIRMATION_LINK_HOURS, CONFIRMATIONS_PER_HOUR, confirmGuestEmail, resendConfirmation, signUpGuest } from './guestAccounts';
import { requireGuest } from './guestGuards';
import { profileBody, readGuestProfile, writeGuestProfile } from './guestProfile';

type Ctx = Context<AppEnv>;

const required = { error: 'ra.validation.required' };
const signUpBody = z.object({
  email: z.string(required).trim().max(120).pipe(z.email({ error: 'app.validation.invalid_email' })),
  password: z.string(required).min(1, required).regex(PASSWORD_RULE, { error: 'app.validation.password_rule' }),
  firstName: z.string(required).trim().min(1, required).max(60),
  lastName: z.string(required).trim().min(1, required).max(60),
  locale: z.enum(LOCALES, { error: 'app.guestAccount.locale' }),
  captcha: z.string().optional(),
});

/**
 * `POST /auth/sign-up`: checks the form (400 with every field's message, nothing written), the captcha and
 * the address's registration throttle (shared with agent registrations), then answers 202 whether or not
 * the e-mail already had an account (see signUpGuest).
 */
const signUp = async (c: Ctx) => {
  const body = await readBody(c, signUpBody);
  await requireCaptcha(c, body.captcha);
  const { database, clock, config } = c.get('deps');
  const ip = clientIp(c);
  const now = clock.now();
  const wait = await registrationRetryAfter(database.db, ip, now, config);
  if (wait > 0) throw tooManyRegistrations(wait);
  await recordRegistrationAttempt(database.db, body.email, ip, now);
  await signUpGuest(database.db, body, { now, ip, passwordIterations: config.passwordIterations });
  return c.json({ ok: true, email: body.email.toLowerCase() }, 202);
};

const confirmBody = z.object({ token: z.string({ error: 'app.guestAccount.link_invalid' }).min(20, { error: 'app.guestAccount.link_invalid' }).max(200) });

const text = (description?: string) => z.string().openapi({ description });
const fieldErrorsSchema = z.object({ message: z.string(), code: z.string(), errors: z.record(z.string(), z.string()) });
const answer = (description: string, schema: z.ZodType = fieldErrorsSchema) => ({ description, content: { 'application/json': { schema } } });
const jsonBody = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });

const profileSchema = z
  .object({
    id: z.uuid(),
    email: z.email().openapi({ description: 'the sign-in; not changed here' }),
    firstName: z.string(),
    lastName: z.string(),
    fullName: z.string().openapi({ description: 'first and last name, as a booking prefills its lead guest' }),
    confirmed: z.boolean().openapi({ description: 'false until the e-mailed link is opened: the guest may sign in but not book' }),
    emailConfirmedAt: z.string().nullable(),
    locale: z.enum(LOCALES).openapi({ description: 'the language of e-mails to the guest' }),
    chineseName: z.string().nullable(),
    age: z.number().int().nullable(),
    idNumber: z.string().nullable().openapi({ description: 'MyKad (YYMMDD-PB-###G) for Malaysians, else a passport number' }),
    nonMalaysian: z.boolean(),
    phones: z.array(z.string()).openapi({ description: 'at most 5' }),
    countryCode: z.string().nullable().openapi({ description: "a dialling code of resources/dialCodes.ts ('+60')" }),
    address: z.string().nullable(),
    area: z.string().nullable(),
    city: z.string().nullable(),
    postcode: z.string().nullable(),
    state: z.string().nullable().openapi({ description: 'for Malaysia, one of resources/malaysianStates.ts' }),
    country: z.string().nullable().openapi({ description: "an ISO 3166 country's English name or code, stored as the name" }),
  })
  .openapi('GuestProfile');

const profileInput = z
  .object({
    firstName: text('at most 60 characters'),
    lastName: text('at most 60 characters'),
    locale: z.enum(LOCALES).optional(),
    chineseName: text().nullable().optional(),
    age: z.number().int().min(0).max(120).nullable().optional(),
    idNumber: text('required format as for reservation guests').nullable().optional(),
    nonMalaysian: z.boolean().optional(),
    phones: z.array(z.string()).max(5).optional(),
    countryCode: text().nullable().optional(),
    address: text().nullable().optional(),
    area: text().nullable().optional(),
    city: text().nullable().optional(),
    postcode: text().nullable().optional(),
    state: text().nullable().optional(),
    country: text().nullable().optional(),
  })
  .openapi('GuestProfileInput');

/** Guests' accounts on the guest site, at `/api/portal`: sign-up, confirmation, sign-in and out, profile, password. */
export const guestAccountRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.post('/auth/sign-up', signUp);
  app.post('/auth/confirm', async (c) => {
    const { token } = await readBody(c, confirmBody);
    const { database, clock } = c.get('deps');
    return c.json(await confirmGuestEmail(database.db, token, { now: clock.now(), ip: clientIp(c) }));
  });
  app.post('/auth/confirm/resend', requireGuest, async (c) => {
    const { database, clock } = c.get('deps');
    const actor = c.get('actor');
    return c.json(await resendConfirmation(database.db, actor, c.get('locale'), clock.now()));
  });
  app.post('/auth/login', async (c) => {
    const { accessToken, user, actor } = await signIn(c, ['guest']);
    return c.json({ accessToken, user, profile: await readGuestProfile(c.get('deps').database.db, actor.id) });
  });
  app.post('/auth/logout', requireGuest, logout);
  // The same forgotten-password flow and captcha as /api/auth, so the guest site talks to /api/portal only.
  app.post('/auth/password-reset', requestPasswordReset);
  app.post('/auth/password-reset/confirm', confirmPasswordReset);
  app.route('/auth', captchaRoutes());
  app.get('/profile', requireGuest, async (c) => c.json(await readGuestProfile(c.get('deps').database.db, c.get('actor').id)));
  app.put('/profile', requireGuest, async (c) => {
    const input = await readBody(c, profileBody);
    const { database, clock } = c.get('deps');
    return c.json(await writeGuestProfile(database.db, c.get('actor'), input, { now: clock.now(), ip: clientIp(c) }));
  });
  app.put('/password', requireGuest, changePassword);

  const tags = ['portal'];
  const r = app.openAPIRegistry;
  r.registerPath({
    method: 'post',
    path: '/auth/sign-up',
    tags,
    summary: 'A guest signs up; a confirmation link is e-mailed in the chosen language',
    description:
      `The same 202 whether or not the address already has an account (then that address is e-mailed a notice and nothing is created), so the form tells nobody which addresses have accounts. The link works once, for ${CONFIRMATION_LINK_HOURS} hours.`,
    request: {
      body: jsonBody(
        z
          .object({
            email: z.email().openapi({ description: 'unique among all accounts, case-insensitively' }),
            password: text('at least 8 characters with upper and lower case letters, a digit and a symbol'),
            firstName: text('at most 60 characters'),
            lastName: text('at most 60 characters'),
            locale: z.enum(LOCALES).openapi({ description: 'en, my (Malay) or cn (Chinese): the language of e-mails to the guest' }),
            captcha: text('the solved captcha of `GET /api/portal/auth/captcha`, unless it is off').optional(),
          })
          .openapi('GuestSignUp'),
      ),
    },
    responses: {
      202: answer('Accepted: a confirmation or notice e-mail is on its way', z.object({ ok: z.literal(true), email: z.email() })),
      400: answer('Field errors, or the captcha missing, wrong, expired or used'),
      429: answer('Too many registrations from this address; see Retry-After'),
    },
  });
  r.registerPath({
    method: 'post',
    path: '/auth/confirm',
    tags,
    summary: "Confirms the address of the e-mailed link's guest; the link is spent",
    request: { body: jsonBody(z.object({ token: z.string() })) },
    responses: {
      200: answer('Confirmed', z.object({ confirmed: z.literal(true), email: z.email() })),
      400: answer('`token`: the link is unknown, used already (the address is confirmed) or expired'),
    },
  });
  r.registerPath({
    method: 'post',
    path: '/auth/confirm/resend',
    tags,
    security,
    summary: `E-mails the signed-in guest a new confirmation link (at most ${CONFIRMATIONS_PER_HOUR} an hour, the sign-up's included)`,
    responses: {
      200: answer('Sent, or nothing to send because the address is confirmed', z.object({ sent: z.boolean(), confirmed: z.boolean() })),
      401: answer('Not signed in'),
      403: answer('Not a guest account'),
      429: answer('Too many confirmation e-mails; see Retry-After'),
    },
  });
  r.registerPath({
    method: 'post',
    path: '/auth/login',
    tags,
    summary: "A guest signs in (throttled like every sign-in); an unconfirmed guest may, with `profile.confirmed` false",
    request: { body: jsonBody(z.object({ email: z.email(), password: z.string() })) },
    responses: {
      200: answer('Signed in; the token works on /api/portal only (403 on /api/agent and /api/admin)', z.object({ accessToken: z.string(), user: z.record(z.string(), z.unknown()), profile: profileSchema })),
      400: answer('Invalid input'),
      401: answer('Wrong e-mail or password, or inactive account'),
      403: answer('A staff or agent account: it signs in elsewhere'),
      429: answer('Too many failed attempts; see Retry-After'),
    },
  });
  r.registerPath({ method: 'post', path: '/auth/logout', tags, security, summary: 'Signs this session out', responses: { 200: answer('Signed out', z.object({ ok: z.boolean() })) } });
  r.registerPath({
    method: 'post',
    path: '/auth/password-reset',
    tags,
    summary: "As /api/auth/password-reset: e-mails a guest a link to /portal/reset-password (in the guest's language)",
    request: { body: jsonBody(z.object({ email: z.email(), captcha: z.string().optional() })) },
    responses: { 200: answer('Sent if the address has an active account', z.object({ ok: z.boolean() })), 400: answer('Field errors or the captcha') },
  });
  r.registerPath({
    method: 'post',
    path: '/auth/password-reset/confirm',
    tags,
    summary: 'As /api/auth/password-reset/confirm: sets the new password; every session is signed out',
    request: { body: jsonBody(z.object({ token: z.string(), newPassword: z.string(), confirmPassword: z.string() })) },
    responses: { 200: answer('Changed', z.object({ ok: z.boolean() })), 400: answer('Field errors; `token` when the link is unknown, used or old') },
  });
  r.registerPath({ method: 'get', path: '/profile', tags, security, summary: "The signed-in guest's own details", responses: { 200: answer('The profile', profileSchema), 401: answer('Not signed in'), 403: answer('Not a guest account') } });
  r.registerPath({
    method: 'put',
    path: '/profile',
    tags,
    security,
    summary: "Replaces the guest's details (a field left out or empty is cleared), checked with the reservation guests' rules",
    request: { body: jsonBody(profileInput) },
    responses: { 200: answer('The saved profile', profileSchema), 400: answer('Field errors; nothing saved'), 401: answer('Not signed in'), 403: answer('Not a guest account') },
  });
  r.registerPath({
    method: 'put',
    path: '/password',
    tags,
    security,
    summary: "Changes the guest's password; the guest's other sessions are signed out",
    request: { body: jsonBody(z.object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })) },
    responses: { 200: answer('Changed', z.object({ ok: z.boolean() })), 400: answer('Field errors'), 401: answer('Not signed in'), 403: answer('Not a guest account') },
  });
  return app;
};
