import { describe, expect, it } from 'vitest';
import * as schemaModule from './schema';

describe('schema module', () => {
  it('exports every generated table by name, so drizzle-kit generates its migrations', () => {
    const exported = schemaModule as unknown as Record<string, unknown>;
    for (const [name, table] of Object.entries(schemaModule.resourceTables)) expect(exported[name], name).toBe(table);
  });
});
