import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';
import type { TimingBreakdown } from './requestTiming';
import { addHeaders } from './securityHeaders';

/** What a log line says about the request it belongs to. */
export interface RequestContext {
  requestId: string;
  method: string;
  path: string;
}

/** One answered request, for the access log and the metrics. */
export interface AnsweredRequest extends RequestContext {
  /** The route's pattern (`/api/admin/rooms/:id`), so that ids do not make every request its own series. */
  route: string;
  status: number;
  ms: number;
  /** Where the time went, when the app times requests (config `serverTiming`). */
  timing?: TimingBreakdown;
}

/** An id from the load balancer is kept only if it is short and plain: it goes into logs and headers. */
const USABLE_ID = /^[\w.:-]{1,100}$/;

/** A UUID; the API also runs in the browser mock, where `randomUUID` needs a secure context (random bytes do not). */
const newRequestId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b, i) => (i === 4 || i === 6 || i === 8 || i === 10 ? '-' : '') + b.toString(16).padStart(2, '0')).join('');

/**
 * Gives every request an id (the load balancer's `X-Request-Id` when usable, else a new UUID), answers it
 * in `X-Request-Id`, and reports the answered request to `onAnswered` (the access log, the metrics).
 */
export const requestLog =
  (onAnswered?: (request: AnsweredRequest) => void): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const started = performance.now();
    const given = c.req.header('x-request-id');
    const requestId = given && USABLE_ID.test(given) ? given : newRequestId();
    c.set('requestId', requestId);
    await next();
    addHeaders(c, [['X-Request-Id', requestId]]);
    const timing = c.get('timing')?.breakdown;
    onAnswered?.({ requestId, method: c.req.method, path: c.req.path, route: c.req.routePath, status: c.res.status, ms: performance.now() - started, ...(timing ? { timing } : {}) });
  };

/** The request an error happened in, for its log line. */
export const requestContextOf = (c: { get: (key: 'requestId') => string | undefined; req: { method: string; path: string } }): RequestContext => ({
  requestId: c.get('requestId') ?? '',
  method: c.req.method,
  path: c.req.path,
});
