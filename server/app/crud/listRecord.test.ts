import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../../resources';
import { decodedRow, statementRows } from '../../db/prepared';
import { createTestApp, type TestApp } from '../../test/testApp';
import { crudService, listStatement, tableOf, toApiRecord } from './crud.service';
import { parseListQuery } from './listQuery';
import { isoOfTimestampText } from './listRecord';

describe('isoOfTimestampText', () => {
  it('writes what Date writes, for every length of fraction PostgreSQL prints', () => {
    const texts = ['2026-12-07 08:47:00+00', '2026-12-07 08:47:00.9+00', '2026-01-31 23:59:59.99+00', '2024-02-29 00:00:00.001+00', '2026-12-07 08:47:00.9999+00', '2026-12-07 08:47:00.00001+00', '2026-12-07 08:47:00.942577+00', '0999-03-01 12:00:00.5+00'];
    for (let i = 0; i < 500; i++) {
      const at = new Date(Date.UTC(1990 + (i % 60), i % 12, 1 + (i % 28), i % 24, (i * 7) % 60, (i * 13) % 60));
      const fraction = String((i * 7919) % 1_000_000).padStart(6, '0').slice(0, i % 7);
      texts.push(`${at.toISOString().slice(0, 19).replace('T', ' ')}${fraction ? `.${fraction}` : ''}+00`);
    }
    for (const text of texts) expect(isoOfTimestampText(text), text).toBe(new Date(text).toISOString());
  });

  it('reads any other offset through Date', () => {
    expect(isoOfTimestampText('2026-12-07 16:47:00.5+08')).toBe('2026-12-07T08:47:00.500Z');
    expect(isoOfTimestampText('2026-12-07 03:17:00+05:30')).toBe('2026-12-06T21:47:00.000Z');
  });
});

describe('list records', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(() => api.close());

  it('are, for every resource of the demo resort, the records its rows make one by one, field for field and in order', async () => {
    let compared = 0;
    for (const def of Object.values(resources)) {
      const query = parseListQuery(def, { range: '[0,49]' });
      const { text, params } = listStatement(api.db, def, query, Number.POSITIVE_INFINITY);
      const rows = await statementRows<unknown[]>(api.db, { text, params }, 'array');
      const { records } = await crudService(api.db, def).list(query);
      expect(JSON.stringify(records), def.name).toBe(JSON.stringify(rows.map((values) => toApiRecord(def, decodedRow(tableOf(def).columns, values)))));
      compared += records.length;
    }
    expect(compared).toBeGreaterThan(200);
  });
});
