import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSessionLookup, statementTraffic } from '../../test/statementTraffic';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

/** Counts the session lookups the database is sent while `work` runs (on PostgreSQL, on any of the pool's connections). */
const lookupsDuring = async (work: () => Promise<unknown>) =>
  (await statementTraffic(api.database, work)).filter((e) => e.event === 'sent' && isSessionLookup(e.text)).length;

const me = (token: string) => api.call('GET', '/api/auth/me', { token });

describe('a session already looked up', () => {
  it('is answered without asking the database again on the embedded one, while nothing is written', async () => {
    const token = await api.login('editor@resort.test');
    expect((await me(token)).status).toBe(200);
    const lookups = await lookupsDuring(async () => {
      for (let i = 0; i < 3; i++) expect((await api.call('GET', '/api/admin/rooms', { token })).status).toBe(200);
    });
    // PostgreSQL may be written by another server: every call looks up there.
    expect(lookups).toBe(api.database.kind === 'pglite' ? 0 : 3);
  });

  it('is looked up again after any write, and a deactivation made straight in the database applies at the next call', async () => {
    const token = await api.login('freelancer@agent.test');
    expect((await me(token)).status).toBe(200);
    await api.database.db.execute(sql`UPDATE users SET active = false WHERE email = 'freelancer@agent.test'`);
    expect((await me(token)).status).toBe(401);
    await api.database.db.execute(sql`UPDATE users SET active = true WHERE email = 'freelancer@agent.test'`);
    // Its sessions were revoked at that call, not merely refused.
    expect((await me(token)).status).toBe(401);
  });

  it('is kept across writes to tables a session is not read from, and looked up again after one to a table it is', async () => {
    const token = await api.login('editor@resort.test');
    expect((await me(token)).status).toBe(200);
    const rooms = () => api.call('GET', '/api/admin/rooms', { token });
    const afterRoomsWrite = await lookupsDuring(async () => {
      await api.database.db.execute(sql`UPDATE rooms SET updated_at = now() WHERE id = (SELECT id FROM rooms LIMIT 1)`);
      await api.database.db.transaction((tx) => tx.execute(sql`UPDATE settings SET updated_at = now() WHERE key = 'booking'`));
      expect((await rooms()).status).toBe(200);
    });
    expect(afterRoomsWrite).toBe(api.database.kind === 'pglite' ? 0 : 1);
    const afterUsersWrite = await lookupsDuring(async () => {
      await api.database.db.execute(sql`UPDATE users SET updated_at = now() WHERE email = 'ta@agency.test'`);
      expect((await rooms()).status).toBe(200);
      expect((await rooms()).status).toBe(200);
    });
    expect(afterUsersWrite).toBe(api.database.kind === 'pglite' ? 1 : 2);
  });

  it('applies a deactivation written inside a transaction at the next call after it commits', async () => {
    const token = await api.login('freelancer@agent.test');
    expect((await me(token)).status).toBe(200);
    await api.database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE rooms SET updated_at = now() WHERE id = (SELECT id FROM rooms LIMIT 1)`);
      await tx.execute(sql`UPDATE users SET active = false WHERE email = 'freelancer@agent.test'`);
    });
    expect((await me(token)).status).toBe(401);
    await api.database.db.execute(sql`UPDATE users SET active = true WHERE email = 'freelancer@agent.test'`);
  });

  it('ends at sign-out from another device of the same person', async () => {
    const phone = await api.login('ta@agency.test');
    expect((await me(phone)).status).toBe(200);
    expect((await me(phone)).status).toBe(200);
    await api.database.db.execute(sql`UPDATE sessions SET revoked_at = now() WHERE revoked_at IS NULL AND user_id = (SELECT id FROM users WHERE email = 'ta@agency.test')`);
    expect((await me(phone)).status).toBe(401);
  });

  it('expires at its time, with nothing written meanwhile', async () => {
    const token = await api.login('editor@resort.test');
    expect((await me(token)).status).toBe(200);
    expect((await me(token)).status).toBe(200);
    api.clock.advance(13 * 60 * 60_000);
    expect((await me(token)).status).toBe(401);
  });
});
