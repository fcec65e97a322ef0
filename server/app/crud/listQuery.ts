import type { ResourceDefinition } from '../../../resources/types';
import { badRequest } from '../http/errors';

export interface ListQuery {
  sort: { field: string; order: 'ASC' | 'DESC' };
  range: { start: number; end: number };
  /** Equality (or IN for arrays), `<field>_gte`/`_lte` bounds, and `q` for text search. */
  filter: Record<string, unknown>;
}

/** Largest page a client may ask for: react-admin's CSV export asks for 1000. */
export const MAX_PAGE = 1000;

const parseJson = (raw: string | undefined, name: string): unknown => {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest(`Invalid ${name}: not JSON`, { [name]: 'Invalid JSON' });
  }
};

/** Fields a list may sort and filter on: the definition's plus the system fields. */
export const sortableFields = (def: ResourceDefinition) =>
  new Set(['id', 'createdAt', 'updatedAt', ...Object.entries(def.fields).filter(([, f]) => f.type !== 'password').map(([k]) => k)]);

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

  const rangeRaw = parseJson(raw.range, 'range');
  let range = { start: 0, end: perPage - 1 };
  if (rangeRaw !== undefined) {
    const ok =
      Array.isArray(rangeRaw) &&
      rangeRaw.length === 2 &&
      rangeRaw.every((n) => Number.isInteger(n) && n >= 0) &&
      rangeRaw[1] >= rangeRaw[0] &&
      rangeRaw[1] - rangeRaw[0] < MAX_PAGE;
    if (!ok) throw badRequest('Invalid range', { range: `Expected [start,end] with at most ${MAX_PAGE} rows` });
    range = { start: rangeRaw[0], end: rangeRaw[1] };
  }

  const filterRaw = parseJson(raw.filter, 'filter') ?? {};
  if (typeof filterRaw !== 'object' || filterRaw === null || Array.isArray(filterRaw))
    throw badRequest('Invalid filter', { filter: 'Expected an object' });
  for (const key of Object.keys(filterRaw)) {
    const field = key.replace(/_(gte|lte)$/, '');
    if (key !== 'q' && !known.has(field)) throw badRequest(`Cannot filter by ${key}`, { filter: `Unknown field ${key}` });
  }
  return { sort, range, filter: filterRaw as Record<string, unknown> };
};
