import { and, eq, lte, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reservations } from '../../db/bookingTables';
import { emailOutbox } from '../../db/moneyTables';
import type { AnsweredRequest } from '../http/requestLog';

/** Latency buckets (seconds): a list page answers in milliseconds, a report or a PDF in about a second. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface RouteSeries {
  method: string;
  route: string;
  /** Requests by status code. */
  statuses: Map<number, number>;
  /** Cumulative counts per bucket of `BUCKETS`. */
  buckets: number[];
  sum: number;
  count: number;
}

/** A connection pool's use, where the database has one (PostgreSQL). */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

/** A label value in the exposition format: backslash, quote and newline escaped. */
const label = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/**
 * This server's request counts and latency by route (the route's pattern, not its ids), kept in memory:
 * each server exposes its own, and Prometheus adds them up across servers, as it does for any fleet.
 */
export const requestMetrics = () => {
  const routes = new Map<string, RouteSeries>();
  return {
    answered: (request: AnsweredRequest) => {
      const key = `${request.method} ${request.route}`;
      let series = routes.get(key);
      if (!series) routes.set(key, (series = { method: request.method, route: request.route, statuses: new Map(), buckets: BUCKETS.map(() => 0), sum: 0, count: 0 }));
      series.statuses.set(request.status, (series.statuses.get(request.status) ?? 0) + 1);
      const seconds = request.ms / 1000;
      BUCKETS.forEach((bound, i) => {
        if (seconds <= bound) series.buckets[i]++;
      });
      series.sum += seconds;
      series.count++;
    },
    /** The request families in the OpenMetrics text format. */
    lines: (): string[] => {
      const out = ['# TYPE resort_http_requests counter', '# HELP resort_http_requests Requests answered, by method, route and status'];
      for (const s of routes.values())
        for (const [status, n] of s.statuses) out.push(`resort_http_requests_total{method="${s.method}",route="${label(s.route)}",status="${status}"} ${n}`);
      out.push('# TYPE resort_http_request_duration_seconds histogram', '# HELP resort_http_request_duration_seconds Time to answer, by method and route');
      for (const s of routes.values()) {
        const labels = `method="${s.method}",route="${label(s.route)}"`;
        BUCKETS.forEach((bound, i) => out.push(`resort_http_request_duration_seconds_bucket{${labels},le="${bound}"} ${s.buckets[i]}`));
        out.push(`resort_http_request_duration_seconds_bucket{${labels},le="+Inf"} ${s.count}`);
        out.push(`resort_http_request_duration_seconds_sum{${labels}} ${s.sum}`, `resort_http_request_duration_seconds_count{${labels}} ${s.count}`);
      }
      return out;
    },
  };
};

export type RequestMetrics = ReturnType<typeof requestMetrics>;

const secondsSince = (at: Date | string | null | undefined, now: Date) => (at ? Math.max(0, (now.getTime() - new Date(at).getTime()) / 1000) : 0);

/**
 * How far the background work is behind, read from the database (the same for every server): the oldest
 * e-mail still waiting to be sent, and the oldest unpaid booking past its payment deadline not yet expired.
 * Both stay near zero while the jobs run (every 10 and 30 s); a growing value means a job is stuck.
 */
export const backgroundLag = async (db: Db, now: Date) => {
  const [[mail], [overdue]] = await Promise.all([
    db.select({ oldest: min(emailOutbox.createdAt) }).from(emailOutbox).where(eq(emailOutbox.status, 'pending')),
    db
      .select({ oldest: min(reservations.paymentDeadline) })
      .from(reservations)
      .where(and(eq(reservations.status, 'Pending'), eq(reservations.paymentStatus, 'Pending'), lte(reservations.paymentDeadline, now))),
  ]);
  return { emailOutbox: secondsSince(mail?.oldest, now), paymentExpiry: secondsSince(overdue?.oldest, now) };
};

/** The gauges of one scrape: background lag and, on PostgreSQL, the pool's use. */
export const gaugeLines = (lag: Awaited<ReturnType<typeof backgroundLag>>, pool: PoolUse | undefined): string[] => [
  '# TYPE resort_background_lag_seconds gauge',
  '# HELP resort_background_lag_seconds How long the oldest work a background job still has to do has been waiting',
  `resort_background_lag_seconds{job="email-outbox"} ${lag.emailOutbox}`,
  `resort_background_lag_seconds{job="payment-expiry"} ${lag.paymentExpiry}`,
  ...(pool
    ? [
        '# TYPE resort_db_pool_connections gauge',
        '# HELP resort_db_pool_connections Database connections of this server, by state',
        `resort_db_pool_connections{state="total"} ${pool.total}`,
        `resort_db_pool_connections{state="idle"} ${pool.idle}`,
        `resort_db_pool_connections{state="waiting"} ${pool.waiting}`,
      ]
    : []),
];
