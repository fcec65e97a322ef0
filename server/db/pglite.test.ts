import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../node/env';
import { openPglite, PGLITE_SHARED_BUFFERS } from './pglite';

const sharedBuffers = async (sharedBuffers?: string) => {
  const database = await openPglite(undefined, sharedBuffers ? { sharedBuffers } : {});
  try {
    const result = (await database.db.execute(sql`SHOW shared_buffers`)) as { rows: { shared_buffers: string }[] };
    return result.rows[0]?.shared_buffers;
  } finally {
    await database.close();
  }
};

describe('PGlite shared buffers', () => {
  it('opens with the embedded default, or the size the resort sets', async () => {
    expect(await sharedBuffers()).toBe(PGLITE_SHARED_BUFFERS);
    expect(await sharedBuffers('48MB')).toBe('48MB');
  });

  it('takes PGLITE_SHARED_BUFFERS only as a size', () => {
    expect(parseEnv({ PGLITE_SHARED_BUFFERS: '256MB' }).PGLITE_SHARED_BUFFERS).toBe('256MB');
    expect(() => parseEnv({ PGLITE_SHARED_BUFFERS: 'lots' })).toThrow(/PGLITE_SHARED_BUFFERS: a size such as 64MB/);
  });
});
