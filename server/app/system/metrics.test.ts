import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

/** `GET /api/metrics` for Prometheus, and the request id every answer carries. */
const SCRAPER_TOKEN = 'scraper-token-for-tests-0123456789';
let api: TestApp;
let admin: string;

beforeAll(async () => {
  api = await createTestApp({ metricsToken: SCRAPER_TOKEN });
  admin = await api.login('admin@resort.test');
});
afterAll(() => api.close());

const sample = (text: string, name: string) => {
  const line = text.split('\n').find((l) => l.startsWith(name));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
};

describe('the metrics', () => {
  it('count requests and their latency by route pattern and status, not by id', async () => {
    const [room] = await api.records(admin, 'rooms');
    for (let i = 0; i < 3; i++) expect((await api.call('GET', `/api/admin/rooms/${room.id}`, { token: admin })).status).toBe(200);
    expect((await api.call('GET', '/api/admin/rooms/00000000-0000-0000-0000-000000000001', { token: admin })).status).toBe(404);
    const res = await api.call('GET', '/api/metrics', { token: admin });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/openmetrics-text/);
    const route = res.text.match(/route="([^"]*)",status="200"\} 3/)?.[1];
    expect(route, res.text.slice(0, 2000)).toMatch(/^\/api\/admin\/.*:id$/);
    expect(res.text).toContain(`resort_http_requests_total{method="GET",route="${route}",status="404"} 1`);
    expect(sample(res.text, `resort_http_request_duration_seconds_count{method="GET",route="${route}"}`)).toBe(4);
    expect(sample(res.text, `resort_http_request_duration_seconds_bucket{method="GET",route="${route}",le="+Inf"}`)).toBe(4);
    expect(res.text).not.toContain(room.id);
    expect(sample(res.text, 'resort_background_lag_seconds{job="email-outbox"}')).toBeGreaterThanOrEqual(0);
    expect(sample(res.text, 'resort_background_lag_seconds{job="payment-expiry"}')).toBeGreaterThanOrEqual(0);
    expect(res.text.trimEnd().endsWith('# EOF')).toBe(true);
  });

  it('are for the scraper\'s token and staff who may read settings only', async () => {
    expect((await api.call('GET', '/api/metrics')).status).toBe(401);
    expect((await api.call('GET', '/api/metrics', { token: 'not-the-scraper-token-0123456789' })).status).toBe(401);
    expect((await api.call('GET', '/api/metrics', { token: await api.login('ta@agency.test') })).status).toBe(403);
    expect((await api.call('GET', '/api/metrics', { token: SCRAPER_TOKEN })).status).toBe(200);
  });
});

describe('the request id', () => {
  it('is on every answer: the load balancer\'s when usable, a new one otherwise', async () => {
    const fresh = await api.call('GET', '/api/health');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await api.call('GET', '/api/health')).headers.get('x-request-id')).not.toBe(fresh.headers.get('x-request-id'));
    expect((await api.call('GET', '/api/nowhere', { headers: { 'x-request-id': 'lb-7f3a.42' } })).headers.get('x-request-id')).toBe('lb-7f3a.42');
    expect((await api.call('GET', '/api/health', { headers: { 'x-request-id': 'x'.repeat(500) } })).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
