import { z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { fieldErrors } from '../crud/recordSchema';
import type { AppModule, PermissionAction } from '../../../resources/types';
import { resolveSession } from '../auth/sessions';
import { can } from '../permissions/permissions';
import type { AppDeps, AppEnv } from './env';
import { ApiError, badRequest, forbidden, notFound } from './errors';
import { localeOf, translator } from './i18n';
import { parseClientJson } from './clientInput';
import { readSetting, type BookingRules } from '../settings/settings';
import { markMiddlewareDone, timePhase } from './requestTiming';
import { readAheadOf, readOnly, rememberForReadAhead, runAhead } from './readAhead';
import { hashToken } from '../auth/tokens';

/**
 * Puts the dependencies and the caller's language on the context: a `lang` query parameter's, else the
 * Accept-Language header's. The parameter makes an answer's language part of its address, so that a page
 * can fetch it ahead (`<link rel="preload">` carries no language of the visitor's choosing) and no cache
 * mixes the languages up.
 */
export const withDeps =
  (deps: AppDeps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const locale = localeOf(c.req.query('lang') ?? c.req.header('accept-language'));
    c.set('deps', deps);
    c.set('locale', locale);
    c.set('t', translator(locale));
    let rules: Promise<BookingRules> | undefined;
    c.set('rules', () => (rules ??= readSetting(deps.database.db, 'booking')));
    await next();
  };

/**
 * The resort's time zone (the `booking.timeZone` setting) for this request, read with the other booking
 * rules: call it before a transaction starts, like `c.get('rules')`.
 */
export const zoneOf = async (c: Context<AppEnv>) => (await c.get('rules')()).timeZone;

/** The bearer token of the request's Authorization header, if any. */
export const bearerOf = (c: Context) => /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];

/**
 * Requires a live session; answers 401 otherwise (and signs out everywhere an account that lost access).
 * A read-only request (a route marked `readOnly`) on PostgreSQL may run ahead on the session this server last found for the token, its
 * lookup sent with the route's first read and its answer held until that lookup confirms it (readAhead.ts).
 */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerOf(c);
  if (!token) throw new ApiError(401, 'unauthorized', 'app.errors.unauthorized');
  const { database, clock, config } = c.get('deps');
  markMiddlewareDone(c);
  const now = clock.now();
  const tokenHash = await hashToken(token);
  const proof = readAheadOf(c, requireAuth, tokenHash, now);
  if (proof) return runAhead(c, next, proof);
  const result = await timePhase(c, 'auth', () => resolveSession(database.db, tokenHash, now, config.sessionTtlMinutes));
  if (!result.ok) {
    throw result.reason === 'inactive'
      ? new ApiError(401, 'account_inactive', 'app.auth.account_inactive')
      : new ApiError(401, 'session_ended', 'app.auth.session_ended');
  }
  rememberForReadAhead(c, tokenHash, result);
  c.set('actor', result.actor);
  await next();
};

/** Only staff reach the back-office API. */
export const requireStaff: MiddlewareHandler<AppEnv> = readOnly('passes on', async (c, next) => {
  if (c.get('actor').kind !== 'staff') throw forbidden('app.errors.forbidden');
  await next();
});

/** Requires a permission of the caller's role. */
export const permit =
  (module: AppModule, action: PermissionAction): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!can(c.get('actor'), module, action)) throw forbidden('app.errors.forbidden');
    await next();
  };

/** The JSON body, or a 400 when it is not JSON. */
export const readJson = async (c: Context): Promise<unknown> => parseClientJson(await c.req.text(), 'body');

/** The caller's address, as the Node adapter or a proxy reports it. */
export const clientIp = (c: Context) =>
  c.req.header('x-forwarded-for')?.split(',')[0].trim() || c.req.header('x-real-ip') || 'local';

/** The JSON body checked against `schema`; field messages (i18n keys) answer 400 in the caller's language. */
export const readBody = <T extends z.ZodType>(c: Context<AppEnv>, schema: T): Promise<z.infer<T>> =>
  timePhase(c, 'validate', async () => {
    const parsed = schema.safeParse(await readJson(c));
    if (!parsed.success) throw badRequest('app.errors.bad_request', fieldErrors(parsed.error, c.get('t')));
    return parsed.data;
  });

const uuid = z.uuid();
/** A path id: one that cannot exist is simply not found. */
export const pathId = (value: string | undefined) => {
  const parsed = uuid.safeParse(value);
  if (!parsed.success) throw notFound('app.errors.not_found');
  return parsed.data;
};
