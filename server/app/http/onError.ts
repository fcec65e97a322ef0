import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './env';
import { ApiError } from './errors';
import { translator } from './i18n';

/** Turns every error into react-admin's JSON shape; anything unexpected is logged and answered 500. */
export const onError =
  (log: (error: unknown) => void): ErrorHandler<AppEnv> =>
  (error, c) => {
    const t = c.get('t') ?? translator('en');
    if (error instanceof ApiError) {
      const errors = error.errors && Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, t(v, error.extra.args)]));
      return c.json({ message: t(error.message, error.extra.args), code: error.code, errors: errors ?? {} }, error.status, error.extra.headers);
    }
    if (error instanceof HTTPException) {
      return c.json({ message: error.message || t('app.errors.bad_request'), code: 'http', errors: {} }, error.status);
    }
    log(error);
    return c.json({ message: t('app.errors.server'), code: 'server', errors: {} }, 500);
  };
