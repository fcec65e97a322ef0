import type { Context, MiddlewareHandler } from 'hono';
import { localeOf, translator } from '../http/i18n';

/** Where a server is in its life: preparing its database, serving, or finishing its last requests before it exits. */
export type ServerPhase = 'starting' | 'ready' | 'draining';

/**
 * A server's phase, put in front of every request (`guard`): while starting or draining it answers 503
 * with Retry-After (the load balancer sends the request to another server) and `GET /api/ready` says so;
 * `GET /api/health` (liveness) answers 200 throughout. While ready it counts the requests in flight, so
 * that `drain` resolves once the last one is answered.
 */
export const serverLifecycle = () => {
  let phase: ServerPhase = 'starting';
  let inFlight = 0;
  let waiting: (() => void)[] = [];
  // Read through a function: TypeScript would keep the phase narrowed across the awaited request.
  const current = (): ServerPhase => phase;

  const unavailable = (c: Context) => {
    if (c.req.path === '/api/health') return c.json({ status: phase });
    const headers = { 'Retry-After': '5' };
    if (c.req.path === '/api/ready') return c.json({ status: phase }, 503, headers);
    const t = translator(localeOf(c.req.header('accept-language')));
    return c.json({ message: t(phase === 'starting' ? 'app.errors.starting' : 'app.errors.stopping'), code: 'unavailable', errors: {} }, 503, headers);
  };

  const guard: MiddlewareHandler = async (c, next) => {
    if (phase !== 'ready') return unavailable(c);
    inFlight++;
    try {
      await next();
    } finally {
      inFlight--;
      if (inFlight === 0 && current() === 'draining') {
        const done = waiting;
        waiting = [];
        done.forEach((resolve) => resolve());
      }
    }
  };

  return {
    guard,
    get phase() {
      return phase;
    },
    get inFlight() {
      return inFlight;
    },
    ready: () => {
      phase = 'ready';
    },
    /** Takes no new request from now on; resolves when every request in flight has been answered. */
    drain: () => {
      phase = 'draining';
      return inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve));
    },
  };
};

export type ServerLifecycle = ReturnType<typeof serverLifecycle>;
