import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './env';
import { ApiError } from './errors';
import { translator } from './i18n';
import { requestContextOf, type RequestContext } from './requestLog';

/** PostgreSQL's class 22, "data exception", anywhere in the error's chain of causes (Drizzle wraps the driver's). */
const isDataException = (error: unknown): boolean => {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
};

/** Turns every error into react-admin's JSON shape; anything unexpected is logged and answered 500. */
export const onError =
  (log: (error: unknown, request: RequestContext) => void): ErrorHandler<AppEnv> =>
  (error, c) => {
    const t = c.get('t') ?? translator('en');
    if (error instanceof ApiError) {
      const errors = error.errors && Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, t(v, error.extra.args)]));
      return c.json({ message: t(error.message, error.extra.args), code: error.code, errors: errors ?? {} }, error.status, error.extra.headers);
    }
    if (error instanceof HTTPException) {
      return c.json({ message: error.message || t('app.errors.bad_request'), code: 'http', errors: {} }, error.status);
    }
    // A value the database could not take (a number out of its range, an impossible date) is the input's
    // fault: 400, never 500. Validation should have caught it first; the log says where it did not.
    if (isDataException(error)) {
      log(error, requestContextOf(c));
      return c.json({ message: t('app.errors.bad_request'), code: 'validation', errors: {} }, 400);
    }
    log(error, requestContextOf(c));
    return c.json({ message: t('app.errors.server'), code: 'server', errors: {} }, 500);
  };
