import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDefinition } from '../../../resources/types';
import type { Db } from '../../db/client';
import { paramFiller, type ParamFiller } from '../../db/prepared';
import { columnKeyOf } from '../../db/resourceTables';
import type { ListQuery } from './listQuery';

/** A column and what the list reads of it: its key in the row drizzle would map. */
export interface ListTable {
  table: PgTable;
  columns: Readonly<Record<string, PgColumn>>;
}

/**
 * One condition of a list's WHERE before it is SQL. Its `kind` (with the number of values of an IN) is
 * its part of the list's shape: lists of one shape share their SQL text and differ only in their values.
 */
type Condition =
  | { kind: 'null'; column: PgColumn }
  | { kind: 'eq' | 'gte' | 'lte' | 'in'; column: PgColumn; values: unknown[] }
  | { kind: 'none' }
  | { kind: 'any' | 'like' | 'overlap'; column: PgColumn; values: [unknown] }
  | { kind: 'search'; columns: { column: PgColumn; numeric: boolean }[]; values: [string] };

const TEXTUAL = new Set(['text', 'longText', 'email', 'phone', 'url']);
const ARRAY_VALUED = new Set(['referenceArray', 'multiSelect', 'images']);
const NUMERIC = new Set(['integer', 'money', 'decimal']);

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const fieldCondition = (def: ResourceDefinition, columns: ListTable['columns'], key: string, value: unknown): Condition => {
  const match = /^(.*)_(gte|lte)$/.exec(key);
  const name = match ? match[1] : key;
  const field = def.fields[name];
  const column = columns[field ? columnKeyOf(name, field) : name];
  if (value === null) return { kind: 'null', column };
  if (match) return { kind: match[2] as 'gte' | 'lte', column, values: [value] };
  if (Array.isArray(value) && value.length === 0) return { kind: 'none' };
  // An array field matches a value it holds, or any of several (the arrays overlap).
  if (field && ARRAY_VALUED.has(field.type)) return Array.isArray(value) ? { kind: 'overlap', column, values: [value] } : { kind: 'any', column, values: [value] };
  if (Array.isArray(value)) return { kind: 'in', column, values: value };
  if (field && TEXTUAL.has(field.type) && typeof value === 'string') return { kind: 'like', column, values: [`%${escapeLike(value)}%`] };
  return { kind: 'eq', column, values: [value] };
};

type Conditions = { key: string; condition: Condition }[];

/** The conditions of a list: the resource's scope, each filter, and `q` across its search fields. */
const conditionsOf = (def: ResourceDefinition, columns: ListTable['columns'], filter: Record<string, unknown>) => {
  const conditions: Conditions = Object.entries(def.scope ?? {}).map(([k, v]) => ({
    key: `scope.${k}`,
    condition: { kind: 'eq', column: columns[k], values: [v] },
  }));
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === '') continue;
    if (key === 'q') {
      const searchable = Object.entries(def.fields).filter(([, f]) => f.search);
      const term = `%${escapeLike(String(value))}%`;
      const condition: Condition = searchable.length
        ? { kind: 'search', columns: searchable.map(([n, f]) => ({ column: columns[n], numeric: NUMERIC.has(f.type) })), values: [term] }
        : { kind: 'none' };
      conditions.push({ key, condition });
      continue;
    }
    conditions.push({ key, condition: fieldCondition(def, columns, key, value) });
  }
  return conditions;
};

/** How a condition's values enter its SQL: as parameters (a one-off statement) or as named placeholders (a compiled one). */
type Bind = (value: unknown, index: number) => unknown;

const conditionSql = (condition: Condition, bind: Bind): SQL => {
  switch (condition.kind) {
    case 'null':
      return isNull(condition.column);
    case 'none':
      return sql`false`;
    case 'eq':
      return eq(condition.column, bind(condition.values[0], 0));
    case 'gte':
      return gte(condition.column, bind(condition.values[0], 0));
    case 'lte':
      return lte(condition.column, bind(condition.values[0], 0));
    case 'in':
      return inArray(condition.column, condition.values.map(bind));
    case 'any':
      return sql`${bind(condition.values[0], 0)} = ANY(${condition.column})`;
    case 'overlap':
      return sql`${condition.column} && ${sql.param(bind(condition.values[0], 0))}`;
    case 'like':
      return ilike(condition.column, bind(condition.values[0], 0) as string);
    case 'search': {
      const term = bind(condition.values[0], 0);
      return or(...condition.columns.map(({ column, numeric }) => (numeric ? sql`${column}::text ILIKE ${term}` : ilike(column, term as string)))) ?? sql`false`;
    }
  }
};

/** The WHERE of `conditions`, binding each value through `bind` with its position among all of them. */
const whereOf = (conditions: Conditions, bindAt: (position: number, value: unknown) => unknown) => {
  let position = 0;
  return and(
    ...conditions.map(({ condition }) => {
      const first = position;
      position += 'values' in condition ? condition.values.length : 0;
      return conditionSql(condition, (value, index) => bindAt(first + index, value));
    }),
  );
};

/**
 * A list's total as a scalar subquery: count(*) of what the list shows, or for an unfiltered list the
 * planner's estimate of the table's rows (pg_class; -1 before it was ever analysed) when that is above
 * `exactCountLimit`, without counting (PostgreSQL runs the CASE's count only when it is reached).
 */
const totalOf = (def: ResourceDefinition, { table }: ListTable, where: SQL | undefined, unfiltered: boolean, exactCountLimit: number) => {
  const count = sql`(SELECT count(*) FROM ${table}${where ? sql` WHERE ${where}` : sql``})`;
  if (!unfiltered || !Number.isFinite(exactCountLimit)) return sql<string>`${count}`;
  return sql<string>`(SELECT CASE WHEN e.n > ${exactCountLimit} THEN e.n ELSE ${count} END
                        FROM (SELECT coalesce((SELECT reltuples::bigint FROM pg_class WHERE oid = to_regclass(${def.table})), -1) AS n) e)`;
};

/** The select list's key for the total: no column is called that. */
const TOTAL = '__total';

/** A list without scope or filter: its total may be the planner's estimate. */
const unfilteredList = (def: ResourceDefinition, conditions: Conditions) => !def.scope && conditions.length === 0;

const pageSql = (db: Db, def: ResourceDefinition, listTable: ListTable, query: ListQuery, conditions: Conditions, exactCountLimit: number, bindAt: (position: number, value: unknown) => unknown) => {
  const { table, columns } = listTable;
  const where = whereOf(conditions, bindAt);
  const unfiltered = unfilteredList(def, conditions);
  const sortField = def.fields[query.sort.field];
  const sortColumn = columns[sortField ? columnKeyOf(query.sort.field, sortField) : query.sort.field];
  return db
    .select({ ...columns, [TOTAL]: totalOf(def, listTable, where, unfiltered, exactCountLimit) })
    .from(table)
    .where(where)
    .orderBy(query.sort.order === 'ASC' ? asc(sortColumn) : desc(sortColumn), asc(columns.id))
    .limit(bindAt(-2, query.range.end - query.range.start + 1) as number)
    .offset(bindAt(-1, query.range.start) as number);
};

/** A list page's statement compiled for its shape, and how each request of that shape fills it in. */
export interface CompiledList {
  text: string;
  /** The statement's parameters with each request's values in place. */
  fill: ParamFiller;
  /** How many columns the statement reads (the table's, in order): the total follows them. */
  columns: number;
}

/** A list query's conditions and its shape: what sets its SQL text apart (sort, each filter's key and kind, the count limit). */
export interface ListPlan {
  shape: string;
  conditions: Conditions;
}

export const planList = (def: ResourceDefinition, listTable: ListTable, query: ListQuery, exactCountLimit: number): ListPlan => {
  const conditions = conditionsOf(def, listTable.columns, query.filter);
  const kinds = conditions.map(({ key, condition }) => `${key}:${condition.kind}${condition.kind === 'in' ? condition.values.length : ''}`);
  return { shape: [query.sort.field, query.sort.order, exactCountLimit, ...kinds].join('\u0000'), conditions };
};

const placeholderName = (position: number) => (position === -2 ? 'limit' : position === -1 ? 'offset' : `v${position}`);

/** The statement of `query` compiled with placeholders: the same text for every list of its shape. */
export const compileList = (db: Db, def: ResourceDefinition, listTable: ListTable, query: ListQuery, plan: ListPlan, exactCountLimit: number): CompiledList => {
  const built = pageSql(db, def, listTable, query, plan.conditions, exactCountLimit, (position) => sql.placeholder(placeholderName(position))).toSQL();
  return { text: built.sql, fill: paramFiller(built.params), columns: Object.keys(listTable.columns).length };
};

/** The parameters of `query` for its compiled statement: its values, encoded as drizzle encodes them for their column. */
export const paramsOf = (compiled: CompiledList, plan: ListPlan, query: ListQuery) => {
  const values: Record<string, unknown> = { limit: query.range.end - query.range.start + 1, offset: query.range.start };
  let position = 0;
  for (const { condition } of plan.conditions) {
    if (!('values' in condition)) continue;
    // eq, gte, lte and IN compare with the column: drizzle encodes their values for it (a date, a JSON value).
    const encoder = condition.kind === 'eq' || condition.kind === 'gte' || condition.kind === 'lte' || condition.kind === 'in' ? condition.column : undefined;
    for (const value of condition.values) values[placeholderName(position++)] = encoder && value !== null ? encoder.mapToDriverValue(value) : value;
  }
  return compiled.fill(values);
};

/** The statement of `query` with its values as parameters, as drizzle builds it when nothing is compiled. */
export const builtList = (db: Db, def: ResourceDefinition, listTable: ListTable, query: ListQuery, exactCountLimit: number) => {
  const limits = [query.range.end - query.range.start + 1, query.range.start];
  const conditions = conditionsOf(def, listTable.columns, query.filter);
  return pageSql(db, def, listTable, query, conditions, exactCountLimit, (position, value) => (position < 0 ? limits[position + 2] : value)).toSQL();
};

/** The total alone, for a page past the end (no row to carry it). */
export const totalAloneSql = (def: ResourceDefinition, listTable: ListTable, plan: ListPlan, exactCountLimit: number) => {
  const where = whereOf(plan.conditions, (_, value) => value);
  return sql<string>`SELECT ${totalOf(def, listTable, where, unfilteredList(def, plan.conditions), exactCountLimit)} AS total`;
};
