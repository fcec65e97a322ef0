import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

describe('PostgreSQL connections', () => {
  it('keeps serving after the database server ends its connections (restart, failover)', async () => {
    const admin = await api.login('admin@resort.test');
    // Open several pooled connections, then have PostgreSQL terminate every one of them.
    await Promise.all(Array.from({ length: 5 }, () => api.call('GET', '/api/admin/rooms', { token: admin })));
    await api.db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const results = await Promise.all(Array.from({ length: 5 }, () => api.call('GET', '/api/admin/rooms', { token: admin })));
    // A request that held a dying connection may fail once; the pool replaces it and the process lives on.
    const after = await api.call('GET', '/api/admin/rooms', { token: admin });
    expect(after.status).toBe(200);
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThan(0);
  });
});
