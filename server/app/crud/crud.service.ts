import { and, asc, desc, eq, getTableColumns, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FieldDefinition, ResourceDefinition } from '../../../resources/types';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import { columnKeyOf, columnNameOf } from '../../db/resourceTables';
import { insertRow, updateRows } from '../../db/rows';
import type { ListQuery } from './listQuery';

/** A record as the API shows it: camelCase fields, id and timestamps, never a password hash. */
export type ApiRecord = Record<string, unknown> & { id: string };

/** Computes once per resource definition what every request to it would otherwise compute again. */
const perResource = <T>(compute: (def: ResourceDefinition) => T) => {
  const known = new WeakMap<ResourceDefinition, T>();
  return (def: ResourceDefinition): T => {
    let found = known.get(def);
    if (found === undefined) known.set(def, (found = compute(def)));
    return found;
  };
};

/** The generated table behind a resource, with its columns by key (read only: shared by every request). */
export const tableOf = perResource((def) => {
  const table = resourceTables[def.table] as PgTable;
  return { table, columns: Object.freeze(getTableColumns(table)) as Readonly<Record<string, PgColumn>> };
});

/** The fields a record shows (never a password) and the row key each is read from. */
const shownFields = perResource((def) =>
  Object.entries(def.fields)
    .filter(([, field]) => field.type !== 'password')
    .map(([name, field]) => [name, columnKeyOf(name, field)] as const),
);

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Turns a table row into the API shape of `def`. */
export const toApiRecord = (def: ResourceDefinition, row: Record<string, unknown>): ApiRecord => {
  const record: ApiRecord = { id: row.id as string };
  for (const [name, key] of shownFields(def)) {
    const value = row[key];
    record[name] = value instanceof Date ? value.toISOString() : (value ?? null);
  }
  record.createdAt = (row.createdAt as Date).toISOString();
  record.updatedAt = (row.updatedAt as Date).toISOString();
  return record;
};

const fieldCondition = (name: string, field: FieldDefinition | undefined, column: PgColumn, value: unknown, bound?: 'gte' | 'lte'): SQL | undefined => {
  if (value === null) return isNull(column);
  if (bound === 'gte') return gte(column, value);
  if (bound === 'lte') return lte(column, value);
  if (Array.isArray(value)) return value.length === 0 ? sql`false` : inArray(column, value);
  if (field?.type === 'referenceArray' || field?.type === 'multiSelect' || field?.type === 'images') return sql`${value} = ANY(${column})`;
  if (field && ['text', 'longText', 'email', 'phone', 'url'].includes(field.type) && typeof value === 'string')
    return ilike(column, `%${escapeLike(value)}%`);
  return eq(column, value);
};

/** The WHERE clause of a list: the resource's scope, each filter, and `q` across its search fields. */
export const listWhere = (def: ResourceDefinition, columns: Record<string, PgColumn>, filter: Record<string, unknown>) => {
  const conditions: (SQL | undefined)[] = Object.entries(def.scope ?? {}).map(([k, v]) => eq(columns[k], v));
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === '') continue;
    if (key === 'q') {
      const term = `%${escapeLike(String(value))}%`;
      const searchable = Object.entries(def.fields).filter(([, f]) => f.search);
      conditions.push(or(...searchable.map(([n, f]) => (['integer', 'money', 'decimal'].includes(f.type) ? sql`${columns[n]}::text ILIKE ${term}` : ilike(columns[n], term)))) ?? sql`false`);
      continue;
    }
    const match = /^(.*)_(gte|lte)$/.exec(key);
    const name = match ? match[1] : key;
    const field = def.fields[name];
    const column = columns[field ? columnKeyOf(name, field) : name];
    conditions.push(fieldCondition(name, field, column, value, match?.[2] as 'gte' | 'lte' | undefined));
  }
  return and(...conditions);
};

/**
 * A list's total as a scalar subquery: count(*) of what the list shows, or for an unfiltered list the
 * planner's estimate of the table's rows (pg_class; -1 before it was ever analysed) when that is above
 * `exactCountLimit`, without counting (PostgreSQL runs the CASE's count only when it is reached).
 */
const totalOf = (def: ResourceDefinition, query: ListQuery, exactCountLimit: number) => {
  const { table, columns } = tableOf(def);
  const where = listWhere(def, columns, query.filter);
  const count = sql`(SELECT count(*) FROM ${table}${where ? sql` WHERE ${where}` : sql``})`;
  const unfiltered = !def.scope && Object.keys(query.filter).length === 0;
  if (!unfiltered || !Number.isFinite(exactCountLimit)) return sql<string>`${count}`;
  return sql<string>`(SELECT CASE WHEN e.n > ${exactCountLimit} THEN e.n ELSE ${count} END
                        FROM (SELECT coalesce((SELECT reltuples::bigint FROM pg_class WHERE oid = to_regclass(${def.table})), -1) AS n) e)`;
};

/** The one statement of a list page: its rows, each with the list's total (the bench runs it raw as its baseline). */
export const listStatement = (db: Db, def: ResourceDefinition, query: ListQuery, exactCountLimit: number) => {
  const { table, columns } = tableOf(def);
  const sortField = def.fields[query.sort.field];
  const sortColumn = columns[sortField ? columnKeyOf(query.sort.field, sortField) : query.sort.field];
  const order = query.sort.order === 'ASC' ? asc(sortColumn) : desc(sortColumn);
  return db
    .select({ row: table as PgTable & Record<string, PgColumn>, total: totalOf(def, query, exactCountLimit) })
    .from(table)
    .where(listWhere(def, columns, query.filter))
    .orderBy(order, asc(columns.id))
    .limit(query.range.end - query.range.start + 1)
    .offset(query.range.start);
};

/** Reads and writes of one generic resource; knows nothing of HTTP. */
export const crudService = (db: Db, def: ResourceDefinition) => {
  const { table, columns } = tableOf(def);
  const scope = and(...Object.entries(def.scope ?? {}).map(([k, v]) => eq(columns[k], v)));
  const byId = (id: string) => and(eq(columns.id, id), scope);

  return {
    /**
     * A page and its total, in one statement: each row carries the total. An unfiltered list of a table
     * the planner believes holds more than `exactCountLimit` rows reports the planner's estimate: nobody
     * pages to the end of 100,000 rooms, and counting them all on every page costs more than the page
     * itself (the count in the statement runs only when the estimate is at most the limit). A page past
     * the end has no row to carry the total: it is read on its own then.
     */
    async list(query: ListQuery, exactCountLimit = Number.POSITIVE_INFINITY) {
      const rows = await listStatement(db, def, query, exactCountLimit);
      if (rows.length) return { records: rows.map((r) => toApiRecord(def, r.row as Record<string, unknown>)), total: Number(rows[0].total) };
      const [{ total }] = await db.select({ total: totalOf(def, query, exactCountLimit) }).from(sql`(SELECT 1) AS one`);
      return { records: [], total: Number(total) };
    },

    async get(id: string, tx: Db = db) {
      const [row] = await tx.select().from(table).where(byId(id)).limit(1);
      return row ? toApiRecord(def, row) : undefined;
    },

    /** The raw row (with password hash), for hooks that need more than the API shape. */
    async row(id: string, tx: Db = db) {
      const [row] = await tx.select().from(table).where(byId(id)).limit(1);
      return row as Record<string, unknown> | undefined;
    },

    async insert(tx: Db, values: Record<string, unknown>) {
      return toApiRecord(def, await insertRow(tx, table, { ...def.scope, ...values }));
    },

    async update(tx: Db, id: string, values: Record<string, unknown>, now: Date) {
      const [row] = await updateRows(tx, table, { ...values, updatedAt: now }, byId(id));
      return row ? toApiRecord(def, row) : undefined;
    },

    async remove(tx: Db, id: string) {
      const [row] = await tx.delete(table).where(byId(id)).returning();
      return row ? toApiRecord(def, row as Record<string, unknown>) : undefined;
    },
  };
};

/** Maps validated API values to table keys (`password` → `passwordHash`). */
export const toColumnValues = (def: ResourceDefinition, values: Record<string, unknown>) => {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const field = def.fields[name];
    if (field) out[columnKeyOf(name, field)] = value;
  }
  return out;
};

/** The API field a unique or foreign-key constraint belongs to (`rooms_room_number_unique` → `roomNumber`). */
export const fieldOfConstraint = (def: ResourceDefinition, constraint: string | undefined) => {
  if (!constraint) return undefined;
  const candidates = Object.entries(def.fields)
    .map(([name, field]) => ({ name, prefix: `${def.table}_${columnNameOf(name, field)}_` }))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  return candidates.find((c) => constraint.startsWith(c.prefix))?.name;
};
