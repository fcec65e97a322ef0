import { describe, expect, it } from 'vitest';
import { RESOURCE_NAMES, resources, type FieldDefinition, type ResourceDefinition, type ResourceName } from '../../../resources';
import { demoData, type DemoRecord } from './demoData';

/** Written by the lead (passwords and roles) or by the server only. */
const LEFT_OUT: readonly ResourceName[] = ['audit-log', 'users', 'roles', 'travelagent'];

const definitionOf = (name: ResourceName): ResourceDefinition => resources[name];
const seeded = Object.entries(demoData) as [ResourceName, DemoRecord[]][];

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const isRef = (v: unknown): v is { $ref: string } =>
  typeof v === 'object' && v !== null && typeof (v as { $ref?: unknown }).$ref === 'string';

/** Keys of every demo record, per resource. */
const keysOf = (name: string) => new Set((demoData[name as ResourceName] ?? []).map((r) => r.key));

/** Problems with a `$ref` value for a reference field, or undefined. */
const refProblem = (value: unknown, target: ResourceName): string | undefined => {
  if (!isRef(value)) return `expected a ref, got ${JSON.stringify(value)}`;
  const [resource, ...rest] = value.$ref.split(':');
  const key = rest.join(':');
  if (resource !== target) return `ref ${value.$ref} points at ${resource}, field references ${target}`;
  if (!keysOf(resource).has(key)) return `ref ${value.$ref} has no matching demo record`;
  return undefined;
};

const PHONE = /^\+?[0-9 ()-]{6,20}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const isRealDate = (s: string) => DATE.test(s) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** Problems with one present value against its field's type, range, length and pattern rules. */
const valueProblems = (def: FieldDefinition, v: unknown): string[] => {
  const out: string[] = [];
  switch (def.type) {
    case 'integer':
    case 'money':
    case 'decimal':
      if (typeof v !== 'number' || !Number.isFinite(v)) return [`not a number: ${JSON.stringify(v)}`];
      if (def.type !== 'decimal' && !Number.isInteger(v)) out.push(`not an integer: ${v}`);
      if (v < (def.min ?? (def.type === 'money' ? 0 : -Infinity))) out.push(`${v} below min ${def.min ?? 0}`);
      if (def.max !== undefined && v > def.max) out.push(`${v} above max ${def.max}`);
      return out;
    case 'boolean':
      return typeof v === 'boolean' ? [] : [`not a boolean: ${JSON.stringify(v)}`];
    case 'date':
      return typeof v === 'string' && isRealDate(v) ? [] : [`not a date: ${JSON.stringify(v)}`];
    case 'select':
      return def.choices.includes(v as string) ? [] : [`${JSON.stringify(v)} not among ${def.choices.join(', ')}`];
    case 'multiSelect':
      return Array.isArray(v) && v.every((c) => def.choices.includes(c as string)) ? [] : [`${JSON.stringify(v)} not all among ${def.choices.join(', ')}`];
    case 'reference': {
      const p = refProblem(v, def.reference);
      return p ? [p] : [];
    }
    case 'referenceArray':
      if (!Array.isArray(v)) return [`expected an array of refs, got ${JSON.stringify(v)}`];
      return v.map((item) => refProblem(item, def.reference)).filter((p): p is string => p !== undefined);
    case 'text':
    case 'longText':
    case 'email':
    case 'phone':
    case 'url':
    case 'color':
    case 'time': {
      if (typeof v !== 'string') return [`not a string: ${JSON.stringify(v)}`];
      const maxLength = def.maxLength ?? (def.type === 'longText' ? 5000 : 255);
      if (v.trim().length > maxLength) out.push(`longer than ${maxLength}`);
      if (def.minLength !== undefined && v.trim().length < def.minLength) out.push(`shorter than ${def.minLength}`);
      if (def.pattern && !new RegExp(`^(?:${def.pattern})$`).test(v)) out.push(`${v} does not match ${def.pattern}`);
      if (def.type === 'phone' && !PHONE.test(v)) out.push(`${v} is not a phone number`);
      if (def.type === 'time' && !TIME.test(v)) out.push(`${v} is not HH:MM`);
      if (def.type === 'email' && !EMAIL.test(v)) out.push(`${v} is not an email`);
      if (def.type === 'url' && !URL.canParse(v)) out.push(`${v} is not a URL`);
      return out;
    }
    default:
      return out;
  }
};

describe('demoData', () => {
  it('covers every resource except those the lead writes', () => {
    for (const name of RESOURCE_NAMES) {
      if (LEFT_OUT.includes(name)) expect(demoData[name], name).toBeUndefined();
      else expect(demoData[name]?.length ?? 0, name).toBeGreaterThan(0);
    }
  });

  describe.each(seeded)('%s', (name, records) => {
    const def = definitionOf(name);
    const fields = Object.entries(def.fields);

    it('has unique, non-empty keys', () => {
      const keys = records.map((r) => r.key);
      expect(keys.every((k) => k.length > 0)).toBe(true);
      expect(new Set(keys).size).toBe(keys.length);
    });

    it('uses only writable fields of the definition', () => {
      for (const { key, values } of records) {
        for (const field of Object.keys(values)) {
          expect(def.fields[field], `${key}.${field} is not a field`).toBeDefined();
          expect(def.fields[field]?.readOnly ?? false, `${key}.${field} is read-only`).toBe(false);
        }
      }
    });

    it('has every required field', () => {
      const required = fields.filter(([, f]) => f.required && !f.readOnly && f.type !== 'password').map(([n]) => n);
      for (const { key, values } of records) {
        for (const field of required) expect(isBlank(values[field]), `${key}.${field} is required`).toBe(false);
      }
    });

    it('keeps select values among the choices and refs pointing at existing demo records', () => {
      const problems = records.flatMap(({ key, values }) =>
        fields
          .filter(([n, f]) => !isBlank(values[n]) && ['select', 'multiSelect', 'reference', 'referenceArray'].includes(f.type))
          .flatMap(([n, f]) => valueProblems(f, values[n]).map((p) => `${key}.${n}: ${p}`)),
      );
      expect(problems).toEqual([]);
    });

    it('respects types, ranges, lengths and patterns', () => {
      const problems = records.flatMap(({ key, values }) =>
        fields.filter(([n]) => !isBlank(values[n])).flatMap(([n, f]) => valueProblems(f, values[n]).map((p) => `${key}.${n}: ${p}`)),
      );
      expect(problems).toEqual([]);
    });

    it('has no duplicates in unique fields', () => {
      for (const [field] of fields.filter(([, f]) => f.unique)) {
        const seen = records
          .map((r) => r.values[field])
          .filter((v) => !isBlank(v))
          .map((v) => (typeof v === 'string' ? v.trim().toLowerCase() : JSON.stringify(v)));
        expect(new Set(seen).size, `${name}.${field} has duplicates`).toBe(seen.length);
      }
    });
  });

  it('has the agreed shape of the resort', () => {
    expect(demoData.rooms).toHaveLength(40);
    expect(demoData['pax-settings']?.map((r) => r.values.paxType).sort()).toEqual(['adult', 'child', 'infant', 'toddler']);
    expect(demoData.currencies?.filter((r) => r.values.isDefault).map((r) => r.values.code)).toEqual(['MYR']);
    const toddler = demoData['pax-settings']?.find((r) => r.key === 'toddler')?.values;
    expect(toddler).toMatchObject({ minAgeMonths: 12, maxAgeMonths: 47, boatTicket: 20000 });
    const infant = demoData['pax-settings']?.find((r) => r.key === 'infant')?.values;
    expect(infant).toMatchObject({ minAgeMonths: 0, maxAgeMonths: 11, boatTicket: 0 });
  });
});
