import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env';
import { forbidden } from '../http/errors';

/**
 * What an agency shows and sells under its name (selling prices, banner headlines, notes on its event
 * registrations) is changed by its admins and editors; its viewers only read it (403).
 */
export const requireAgencyWriter: MiddlewareHandler<AppEnv> = async (c, next) => {
  const role = c.get('actor').agencyRole;
  if (role !== 'admin' && role !== 'editor') throw forbidden('app.errors.forbidden');
  await next();
};
