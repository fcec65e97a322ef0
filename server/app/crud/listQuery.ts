import type { ResourceDefinition } from '../../../resources/types';
import { z } from '@hono/zod-openapi';
import { badRequest } from '../http/errors';
import { parseClientJson } from '../http/clientInput';
import { translator, type Translate } from '../http/i18n';
import { fieldErrors, valueSchema } from './recordSchema';

export interface ListQuery {
  sort: { field: string; order: 'ASC' | 'DESC' };
  range: { start: number; end: number };
  /** Equality (or IN for arrays), `<field>_gte`/`_lte` bounds, and `q` for text search. */
  filter: Record<string, unknown>;
}

/** Largest page a client may ask for: react-admin's CSV export asks for 1000. */
export const MAX_PAGE = 1000;

const parseJson = (raw: string | undefined, name: string): unknown => (raw === undefined || raw === '' ? undefined : parseClientJson(raw, name));

/** Fields a list may sort and filter on: the definition's plus the system fields. */
export const sortableFields = (def: ResourceDefinition) =>
  new Set(['id', 'createdAt', 'updatedAt', ...Object.entries(def.fields).filter(([, f]) => f.type !== 'password').map(([k]) => k)]);

/** Parses ra-data-simple-rest's `range=[start,end]` (inclusive, at most MAX_PAGE rows). */
/**
 * A list's `filter` query parameter checked against `schema` (400 with field messages, in `t`'s language
 * when given, otherwise). `extra` is merged over it: filters an older client sends as their own parameters.
 */
export const parseFilter = <T extends z.ZodType>(raw: string | undefined, schema: T, options: { t?: Translate; extra?: Record<string, unknown> } = {}): z.infer<T> => {
  const value = parseJson(raw, 'filter') ?? {};
  const parsed = schema.safeParse(options.extra && typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value, ...options.extra } : value);
  if (!parsed.success) throw badRequest('app.errors.bad_request', fieldErrors(parsed.error, options.t));
  return parsed.data;
};

export const parseRange = (raw: string | undefined, perPage: number) => {
  const rangeRaw = parseJson(raw, 'range');
  if (rangeRaw === undefined) return { start: 0, end: perPage - 1 };
  const ok =
    Array.isArray(rangeRaw) &&
    rangeRaw.length === 2 &&
    rangeRaw.every((n) => Number.isInteger(n) && n >= 0) &&
    rangeRaw[1] >= rangeRaw[0] &&
    rangeRaw[1] - rangeRaw[0] < MAX_PAGE;
  if (!ok) throw badRequest('Invalid range', { range: `Expected [start,end] with at most ${MAX_PAGE} rows` });
  return { start: rangeRaw[0] as number, end: rangeRaw[1] as number };
};

/** Parses `sort`, `range` and `filter` as ra-data-simple-rest sends them. */
export const parseListQuery = (def: ResourceDefinition, raw: { sort?: string; range?: string; filter?: string }): ListQuery => {
  const known = sortableFields(def);
  const perPage = def.perPage ?? 10;
  const [defaultField, defaultOrder] = def.defaultSort ?? ['createdAt', 'DESC'];

  const sortRaw = parseJson(raw.sort, 'sort');
  let sort: ListQuery['sort'] = { field: defaultField, order: defaultOrder };
  if (sortRaw !== undefined) {
    if (!Array.isArray(sortRaw) || typeof sortRaw[0] !== 'string' || !['ASC', 'DESC'].includes(String(sortRaw[1]).toUpperCase()))
      throw badRequest('Invalid sort', { sort: 'Expected ["field","ASC"|"DESC"]' });
    if (!known.has(sortRaw[0])) throw badRequest(`Cannot sort by ${sortRaw[0]}`, { sort: `Unknown field ${sortRaw[0]}` });
    sort = { field: sortRaw[0], order: String(sortRaw[1]).toUpperCase() as 'ASC' | 'DESC' };
  }

  const range = parseRange(raw.range, perPage);

  const filterRaw = parseJson(raw.filter, 'filter') ?? {};
  if (typeof filterRaw !== 'object' || filterRaw === null || Array.isArray(filterRaw))
    throw badRequest('Invalid filter', { filter: 'Expected an object' });
  const filter: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filterRaw)) {
    const field = key.replace(/_(gte|lte)$/, '');
    if (key !== 'q' && !known.has(field)) throw badRequest(`Cannot filter by ${key}`, { filter: `Unknown field ${key}` });
    const parsed = filterValueSchema(def, key, field).safeParse(value);
    if (!parsed.success) throw badRequest(`Invalid filter value for ${key}`, { [key]: parsed.error.issues[0]?.message ?? 'Invalid' });
    filter[key] = parsed.data;
  }
  return { sort, range, filter };
};

const uuid = z.uuid();
const SYSTEM_FILTERS: Record<string, z.ZodType> = {
  id: z.union([uuid, z.array(uuid).max(MAX_PAGE)]),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
};

/** A filter value must be a value of its field (or a list of them), so a bad one is a 400, never a database error. */
const filterValueSchema = (def: ResourceDefinition, key: string, field: string): z.ZodType => {
  if (key === 'q') return z.union([z.string().max(200), z.number()]);
  const definition = def.fields[field];
  if (!definition) return SYSTEM_FILTERS[field] ?? z.never();
  const t = translator('en');
  const single =
    definition.type === 'referenceArray'
      ? z.uuid()
      : definition.type === 'multiSelect'
        ? z.enum(definition.choices as [string, ...string[]])
        : definition.type === 'images'
          ? valueSchema({ type: 'image' }, t)
          : valueSchema(definition, t);
  const textual = ['text', 'longText', 'email', 'phone', 'url'].includes(definition.type);
  return z.union([textual ? z.string().max(200) : single, z.array(single).max(MAX_PAGE), z.null()]);
};

/** react-admin's `Content-Range` for a page of `shown` records from `range.start` out of `total`. */
export const contentRange = (name: string, range: { start: number }, shown: number, total: number) =>
  `${name} ${range.start}-${shown ? range.start + shown - 1 : range.start}/${total}`;
