import { describe, expect, it } from 'vitest';
import { RESOURCE_NAMES, resources, type ResourceDefinition, type ResourceName } from '../../../resources';
import { fieldErrors, recordSchema } from '../../app/crud/recordSchema';
import { translator } from '../../app/http/i18n';
import { demoData, type DemoRecord } from './demoData';

/** Written by the seeder itself (passwords and roles) or by the server only. */
const LEFT_OUT: readonly ResourceName[] = ['audit-log', 'users', 'roles', 'travelagent'];
const seeded = Object.entries(demoData) as [ResourceName, DemoRecord[]][];
const isRef = (v: unknown): v is { $ref: string } => typeof v === 'object' && v !== null && typeof (v as { $ref?: unknown }).$ref === 'string';
const keysOf = (name: string) => new Set((demoData[name as ResourceName] ?? []).map((r) => r.key));
/** Stands in for the id a ref resolves to when seeding, so values can go through the API's own schema. */
const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';
const withIds = (v: unknown): unknown => (Array.isArray(v) ? v.map(withIds) : isRef(v) ? PLACEHOLDER_ID : v);

describe('demoData', () => {
  it('covers every resource except those the seeder writes itself', () => {
    for (const name of RESOURCE_NAMES) {
      if (LEFT_OUT.includes(name)) expect(demoData[name], name).toBeUndefined();
      else expect(demoData[name]?.length ?? 0, name).toBeGreaterThan(0);
    }
  });

  describe.each(seeded)('%s', (name, records) => {
    const def: ResourceDefinition = resources[name];
    const fields = Object.entries(def.fields);

    it('has unique keys and only writable fields', () => {
      expect(new Set(records.map((r) => r.key)).size).toBe(records.length);
      for (const { key, values } of records)
        for (const field of Object.keys(values)) expect(def.fields[field]?.readOnly, `${key}.${field}`).toBeFalsy();
    });

    it('passes the same validation as a record typed into the API', () => {
      const schema = recordSchema(def, 'create', translator('en'));
      const problems = records.flatMap(({ key, values }) => {
        const parsed = schema.safeParse(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, withIds(v)])));
        return parsed.success ? [] : Object.entries(fieldErrors(parsed.error)).map(([f, m]) => `${key}.${f}: ${m}`);
      });
      expect(problems).toEqual([]);
    });

    it('refers only to demo records of the referenced resource', () => {
      const problems: string[] = [];
      for (const { key, values } of records) {
        for (const [field, f] of fields) {
          if (f.type !== 'reference' && f.type !== 'referenceArray') continue;
          const value = values[field];
          for (const ref of value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]) {
            const text = isRef(ref) ? ref.$ref : '';
            const [resource, target] = [text.slice(0, text.indexOf(':')), text.slice(text.indexOf(':') + 1)];
            if (resource !== f.reference || !keysOf(resource).has(target)) problems.push(`${key}.${field}: ${JSON.stringify(ref)}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });

    it('has no duplicates in unique fields', () => {
      for (const [field] of fields.filter(([, f]) => f.unique)) {
        const seen = records.map((r) => r.values[field]).filter((v) => v !== undefined && v !== null).map((v) => String(v).trim().toLowerCase());
        expect(new Set(seen).size, `${name}.${field} has duplicates`).toBe(seen.length);
      }
    });
  });

  it('has the agreed shape of the resort', () => {
    expect(demoData.rooms).toHaveLength(40);
    expect(demoData['pax-settings']?.map((r) => r.values.paxType).sort()).toEqual(['adult', 'child', 'infant', 'toddler']);
    expect(demoData.currencies?.filter((r) => r.values.isDefault).map((r) => r.values.code)).toEqual(['MYR']);
    expect(demoData['pax-settings']?.find((r) => r.key === 'toddler')?.values).toMatchObject({ minAgeMonths: 12, maxAgeMonths: 47, boatTicket: 20000 });
    expect(demoData['pax-settings']?.find((r) => r.key === 'infant')?.values).toMatchObject({ minAgeMonths: 0, maxAgeMonths: 11, boatTicket: 0 });
  });
});
