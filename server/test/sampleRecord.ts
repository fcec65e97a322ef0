import type { FieldDefinition, ResourceDefinition } from '../../resources/types';
import { valueSchema } from '../app/crud/recordSchema';
import { translator } from '../app/http/i18n';

const t = translator('en');
let counter = 0;
const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');

/** Text candidates for a field, first valid one wins (patterns differ per resource). */
const textCandidates = (field: FieldDefinition, n: number) => {
  switch (field.type) {
    case 'email':
      return [`sample.${n}.${letters(4).toLowerCase()}@example.test`];
    case 'phone':
      return ['+60 12-345 6789'];
    case 'country':
      return ['Malaysia'];
    case 'dialCode':
      return ['+60'];
    case 'url':
      return ['https://example.test/page'];
    case 'color':
      return ['#1E88E5'];
    case 'time':
      return ['10:30'];
    default:
      return [`Sample ${n} ${letters(5)}`, `SMP-${n}${letters(3)}`, `smp-${n}-${letters(3).toLowerCase()}`, `SMP${n}${letters(3)}`, `${n}${letters(2)}`, letters(3), `${n}`, `${n}${Math.floor(Math.random() * 1e6)}`, `${letters(8)}`];
  }
};

const valid = (field: FieldDefinition, value: unknown) => valueSchema(field, t).safeParse(value).success;

/**
 * A record of `def` that the API must accept, built from the definition alone: every field gets a
 * value of its type within its rules; references point at existing records (`refs` by resource).
 */
export const sampleRecord = (def: ResourceDefinition, refs: Record<string, string>, taken: Record<string, unknown[]> = {}) => {
  const n = ++counter + Math.floor(Math.random() * 1000);
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.readOnly) continue;
    switch (field.type) {
      case 'integer':
      case 'decimal':
      case 'money': {
        const min = field.min ?? 0;
        const max = field.max ?? min + 100_000;
        values[name] = field.unique ? Math.min(max, Math.max(min, ...((taken[name] as number[]) ?? [0])) + 1) : Math.min(max, Math.max(min, 1));
        break;
      }
      case 'boolean':
        values[name] = true;
        break;
      case 'date':
        values[name] = '2027-01-15';
        break;
      case 'datetime':
        values[name] = '2027-01-15T03:00:00.000Z';
        break;
      case 'select':
        values[name] = field.choices.find((c) => !field.unique || !(taken[name] ?? []).includes(c)) ?? field.choices[0];
        break;
      case 'multiSelect':
        values[name] = [field.choices[0]];
        break;
      case 'reference':
        values[name] = refs[field.reference];
        break;
      case 'referenceArray':
        values[name] = refs[field.reference] ? [refs[field.reference]] : [];
        break;
      case 'image':
        values[name] = '/uploads/00000000-0000-4000-8000-000000000000.png';
        break;
      case 'file':
        values[name] = '/uploads/00000000-0000-4000-8000-000000000001.pdf';
        break;
      case 'images':
        // Two, in an order a store that sorted or deduplicated them would not keep.
        values[name] = ['/uploads/00000000-0000-4000-8000-000000000002.jpg', 'https://example.test/photos/1.webp'];
        break;
      case 'password':
        values[name] = 'Sample!2345';
        break;
      case 'permissions':
        values[name] = { dashboard: ['list'] };
        break;
      case 'json':
        values[name] = {};
        break;
      case 'translations':
        values[name] = { my: `Nama ${n}`, cn: `名称 ${n}` };
        break;
      default:
        values[name] = textCandidates(field, n).find((c) => valid(field, c));
    }
  }
  return values;
};
