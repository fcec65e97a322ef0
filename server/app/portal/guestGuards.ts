import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env';
import { ApiError, forbidden } from '../http/errors';
import { requireAuth } from '../http/middleware';
import { guestConfirmed } from './guestAccounts';

/** A signed-in guest: staff and agents' tokens are refused on the guest site's own routes (403), as guests' are on theirs. */
export const requireGuest: MiddlewareHandler<AppEnv> = async (c, next) =>
  requireAuth(c, async () => {
    if (c.get('actor').kind !== 'guest') throw forbidden('app.errors.forbidden');
    await next();
  });

/**
 * A signed-in guest whose e-mail address is confirmed: what booking, paying and buying need. An unconfirmed
 * guest is answered 403 `email_unconfirmed`, which the guest site turns into "confirm your address".
 */
export const requireConfirmedGuest: MiddlewareHandler<AppEnv> = async (c, next) =>
  requireGuest(c, async () => {
    if (!(await guestConfirmed(c.get('deps').database.db, c.get('actor').id)))
      throw new ApiError(403, 'email_unconfirmed', 'app.guestAccount.confirm_first');
    await next();
  });
