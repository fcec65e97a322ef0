import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../test/serverProcess';

/**
 * The server as `npm start` runs it: ready for a load balancer only once its database is, and on SIGTERM
 * out of rotation, drained and exited 0.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'resort-lifecycle-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('answers 503 until its database is ready, then 200, logging each request by its id; on SIGTERM it exits 0', async () => {
    const { child, url, output: outputOf, exited } = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: 'false', LOG_LEVEL: 'info' });

    const seen = new Set<string>();
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      const ready = await fetch(`${url}/api/ready`).then(async (r) => `${r.status} ${((await r.json()) as { status: string }).status}`, () => 'down');
      seen.add(ready);
      if (ready === '200 ready') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect([...seen].filter((s) => s !== 'down')).toEqual(['503 starting', '200 ready']);
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    // The access log's line of that request names it by the id its answer carries.
    const requestId = health.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    const signalled = performance.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(performance.now() - signalled).toBeLessThan(10_000);
    const output = outputOf();
    expect(output).toMatch(new RegExp(`"reqId":"${requestId}","method":"GET","path":"/api/health","status":200[^\n]*"msg":"request"`));
    expect(output).toMatch(/"msg":"draining"/);
    expect(output).toMatch(/"finished":true[^\n]*"msg":"stopped"/);
  });
});
