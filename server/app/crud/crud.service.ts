import { and, eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDefinition } from '../../../resources/types';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import { columnKeyOf, columnNameOf } from '../../db/resourceTables';
import { insertRow, updateRows } from '../../db/rows';
import type { ListQuery } from './listQuery';
import { compileList, paramsOf, planList, totalAloneSql, type CompiledList, type ListPlan } from './listPage';
import { nameOf, preparedRows } from '../../db/prepared';
import { rowsProvingSession, type SessionProof } from '../auth/sessionGuess';
import { apiValue, listRecordMapper, type ApiRecord } from './listRecord';

export type { ApiRecord } from './listRecord';

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

/** A record's fields in order (its id, the shown fields, its timestamps), each with the row key it is read from. */
const recordFields = perResource((def) => [['id', 'id'] as const, ...shownFields(def), ['createdAt', 'createdAt'] as const, ['updatedAt', 'updatedAt'] as const]);

/** How a list row of `def` (an array, see listRecordMapper) becomes its record. */
const listRecordOf = perResource((def) => listRecordMapper(tableOf(def).columns, recordFields(def)));

/** Turns a table row into the API shape of `def`. */
export const toApiRecord = (def: ResourceDefinition, row: Record<string, unknown>): ApiRecord => {
  const record: Record<string, unknown> = {};
  for (const [name, key] of recordFields(def)) record[name] = apiValue(row[key]);
  return record as ApiRecord;
};

/** At most this many list shapes of one resource keep their compiled statement (a client could ask for endless shapes). */
const COMPILED_SHAPES = 200;
/** The first shapes of a resource are also prepared statements on PostgreSQL (each costs every connection memory). */
const PREPARED_SHAPES = 20;

const compiledLists = perResource(() => new Map<string, CompiledList & { name?: string }>());

/** How many shapes of `def`'s lists have their statement compiled. */
export const compiledShapes = (def: ResourceDefinition) => compiledLists(def).size;

/** The compiled statement of `plan`'s shape, compiled now if it is new. */
const compiledListOf = (db: Db, def: ResourceDefinition, query: ListQuery, plan: ListPlan, exactCountLimit: number) => {
  const known = compiledLists(def);
  const found = known.get(plan.shape);
  if (found) return found;
  if (known.size >= COMPILED_SHAPES) known.delete(known.keys().next().value as string);
  const compiled = compileList(db, def, tableOf(def), query, plan, exactCountLimit);
  const entry = { ...compiled, name: known.size < PREPARED_SHAPES ? nameOf(`list_${def.table}`, compiled.text) : undefined };
  known.set(plan.shape, entry);
  return entry;
};

/** The one statement of a list page (its rows, each with the list's total) as it is sent, with its parameters. */
export const listStatement = (db: Db, def: ResourceDefinition, query: ListQuery, exactCountLimit: number) => {
  const plan = planList(def, tableOf(def), query, exactCountLimit);
  const compiled = compiledListOf(db, def, query, plan, exactCountLimit);
  return { text: compiled.text, params: paramsOf(compiled, plan, query), name: compiled.name, compiled, plan };
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
     * the end has no row to carry the total: it is read on its own then. A request's pending session
     * proof goes with the page, in the same round trip (rowsProvingSession).
     */
    async list(query: ListQuery, exactCountLimit = Number.POSITIVE_INFINITY, proof?: SessionProof) {
      const { text, params, name, compiled, plan } = listStatement(db, def, query, exactCountLimit);
      const rows = await rowsProvingSession<unknown[]>(db, proof, { text, params, name }, 'array');
      if (rows.length) return { records: rows.map(listRecordOf(def)), total: Number(rows[0][compiled.columns]) };
      const [{ total }] = await preparedRows<{ total: string }>(db, `total_${def.table}`, totalAloneSql(def, tableOf(def), plan, exactCountLimit));
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
