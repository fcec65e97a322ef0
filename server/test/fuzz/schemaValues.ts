/** A JSON Schema node as @hono/zod-openapi writes it into /api/openapi.json (the parts a fuzzer reads). */
export interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  default?: unknown;
}

/** A small seeded generator (mulberry32): the same seed makes the same requests, so a failure can be replayed. */
export const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)], int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)) };
};
export type Random = ReturnType<typeof seededRandom>;

/** Resolves `#/components/schemas/X` references against the document. */
export const resolver = (components: Record<string, SchemaNode>) => {
  const resolve = (node: SchemaNode | undefined, depth = 0): SchemaNode => {
    if (!node) return {};
    if (node.$ref && depth < 20) return resolve(components[node.$ref.replace('#/components/schemas/', '')], depth + 1);
    return node;
  };
  return resolve;
};

const typesOf = (node: SchemaNode) => (Array.isArray(node.type) ? node.type : node.type ? [node.type] : []);

/**
 * A value that fits `node` as far as its type, format, enum and bounds say (patterns and cross-field
 * rules are not guessed): the "valid" body the fuzzer then spoils one field at a time.
 */
export const validValue = (node: SchemaNode, resolve: (n: SchemaNode | undefined) => SchemaNode, random: Random, depth = 0): unknown => {
  const n = resolve(node);
  if (n.const !== undefined) return n.const;
  if (n.enum?.length) return random.pick(n.enum);
  if (n.default !== undefined && random.next() < 0.3) return n.default;
  const choices = n.anyOf ?? n.oneOf;
  if (choices?.length) return validValue(random.pick(choices), resolve, random, depth + 1);
  if (n.allOf?.length) return Object.assign({}, ...n.allOf.map((part) => validValue(part, resolve, random, depth + 1) as object));
  const type = typesOf(n).find((t) => t !== 'null') ?? (n.properties ? 'object' : 'string');
  switch (type) {
    case 'object': {
      if (depth > 6) return {};
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(n.properties ?? {})) if (n.required?.includes(key) || random.next() < 0.5) out[key] = validValue(child, resolve, random, depth + 1);
      return out;
    }
    case 'array':
      return depth > 6 ? [] : Array.from({ length: Math.max(n.minItems ?? 0, random.int(0, 2)) }, () => validValue(n.items ?? {}, resolve, random, depth + 1));
    case 'integer':
    case 'number': {
      const lo = n.minimum ?? 0;
      const hi = n.maximum ?? lo + 100;
      return type === 'integer' ? random.int(Math.ceil(lo), Math.floor(hi)) : lo + random.next() * (hi - lo);
    }
    case 'boolean':
      return random.next() < 0.5;
    default:
      return stringFor(n, random);
  }
};

const stringFor = (n: SchemaNode, random: Random) => {
  switch (n.format) {
    case 'uuid':
      return crypto.randomUUID();
    case 'email':
      return `fuzz${random.int(1, 1e6)}@example.test`;
    case 'date':
      return `2027-0${random.int(1, 9)}-1${random.int(0, 9)}`;
    case 'date-time':
      return new Date(Date.UTC(2027, random.int(0, 11), random.int(1, 28))).toISOString();
    case 'uri':
    case 'url':
      return 'https://example.test/x';
    default:
      return 'x'.repeat(Math.max(n.minLength ?? 1, Math.min(n.maxLength ?? 12, 12)));
  }
};

/** Values no field should accept, or should refuse with a 400: wrong types, extremes, impossible dates, unknown options, control characters. */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  -1,
  0,
  1e308,
  -1e308,
  9007199254740993,
  1.5,
  '',
  ' ',
  'not-an-option',
  '2026-02-30',
  '9999-99-99',
  '2026-13-01T25:61:00Z',
  '-1',
  '1e999',
  'NaN',
  '\u0000',
  'a\u0000b',
  '\u0001\u0007\u001b[31m\u007f',
  '\ud800',
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  'x'.repeat(20_000),
  '00000000-0000-0000-0000-000000000000',
  [],
  [null],
  {},
  { $ne: null },
  ['x'.repeat(100)],
];
