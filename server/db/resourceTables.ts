import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FieldDefinition, ResourceDefinition } from '../../resources/types';
import { toSnakeCase } from '../../resources/naming';

type ColumnBuilder = ReturnType<typeof text> | ReturnType<typeof uuid> | ReturnType<typeof integer>;
// Drizzle's builder types differ per column kind; the generic table only needs "a column builder".
type AnyBuilder = ColumnBuilder | ReturnType<typeof boolean> | ReturnType<typeof jsonb> | ReturnType<typeof timestamp>;

/** The SQL column name of a field (`password` is stored as `password_hash`). */
export const columnNameOf = (field: string, def: FieldDefinition) =>
  def.type === 'password' ? 'password_hash' : toSnakeCase(field);

/** The table key of a field in the generated Drizzle table. */
export const columnKeyOf = (field: string, def: FieldDefinition) => (def.type === 'password' ? 'passwordHash' : field);

const columnFor = (
  field: string,
  def: FieldDefinition,
  notNull: boolean,
  tableOf: (name: string) => { id: AnyPgColumn },
  tableNameOf: (resource: string) => string,
): AnyBuilder => {
  const name = columnNameOf(field, def);
  let col;
  switch (def.type) {
    case 'integer':
      col = integer(name);
      break;
    case 'money':
      col = bigint(name, { mode: 'number' });
      break;
    case 'decimal':
      col = numeric(name, { precision: 12, scale: 4, mode: 'number' });
      break;
    case 'boolean':
      col = boolean(name);
      break;
    case 'date':
      col = date(name, { mode: 'string' });
      break;
    case 'datetime':
      col = timestamp(name, { withTimezone: true, mode: 'date' });
      break;
    case 'reference': {
      const target = tableNameOf(def.reference);
      col = uuid(name).references(() => tableOf(target).id, { onDelete: 'restrict' });
      break;
    }
    case 'referenceArray':
      col = uuid(name).array();
      break;
    case 'multiSelect':
    case 'images':
      col = text(name).array();
      break;
    case 'permissions':
    case 'json':
    case 'translations':
      col = jsonb(name);
      break;
    default:
      col = text(name);
  }
  if ('default' in def && def.default !== undefined) col = (col as ReturnType<typeof text>).default(def.default as never);
  if (def.type === 'boolean' && !('default' in def && def.default !== undefined)) col = (col as ReturnType<typeof boolean>).default(false);
  if (notNull) col = (col as ReturnType<typeof text>).notNull();
  return col as AnyBuilder;
};

const isTextual = (def: FieldDefinition) => ['text', 'email', 'phone', 'url', 'longText'].includes(def.type);

/**
 * Columns a generated table has beyond its resources' fields, keyed by table: kept by the server for its
 * own use (the agent's starred pages), never read or written through the generic API.
 */
export type ExtraColumns = Record<string, Record<string, AnyBuilder>>;

/**
 * Builds one Drizzle table per distinct `table` of the definitions. Resources that share a table
 * (staff and agents in `users`) contribute the union of their columns plus their scope column; a
 * column is NOT NULL only when its one owning resource requires it.
 */
export const buildResourceTables = (definitions: readonly ResourceDefinition[], extraColumns: ExtraColumns = {}) => {
  const byTable = new Map<string, ResourceDefinition[]>();
  for (const d of definitions) byTable.set(d.table, [...(byTable.get(d.table) ?? []), d]);
  const tableNameOfResource = new Map(definitions.map((d) => [d.name as string, d.table]));
  const tables: Record<string, ReturnType<typeof pgTable> & { id: AnyPgColumn }> = {};
  const tableOf = (name: string) => tables[name];
  const tableNameOf = (resource: string) => tableNameOfResource.get(resource) ?? resource;

  for (const [tableName, defs] of byTable) {
    const shared = defs.length > 1;
    const columns: Record<string, AnyBuilder> = {
      id: uuid('id').primaryKey().defaultRandom(),
    };
    const scopeColumns = new Set(defs.flatMap((d) => Object.keys(d.scope ?? {})));
    for (const scopeColumn of scopeColumns) columns[scopeColumn] = text(toSnakeCase(scopeColumn)).notNull();
    const fieldDefs = new Map<string, FieldDefinition>();
    for (const d of defs) {
      for (const [field, def] of Object.entries(d.fields)) {
        if (fieldDefs.has(field)) continue;
        fieldDefs.set(field, def);
        const notNull = !shared && (def.required === true || def.type === 'boolean') && def.type !== 'password';
        columns[columnKeyOf(field, def)] = columnFor(field, def, notNull, tableOf, tableNameOf);
      }
    }
    Object.assign(columns, extraColumns[tableName] ?? {});
    columns.createdAt = timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
    columns.updatedAt = timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

    tables[tableName] = pgTable(tableName, columns, (t) => {
      const extras = [];
      for (const [field, def] of fieldDefs) {
        const col = t[columnKeyOf(field, def)];
        const name = columnNameOf(field, def);
        if (def.unique) {
          extras.push(
            isTextual(def)
              ? uniqueIndex(`${tableName}_${name}_unique`).on(sql`lower(${col})`)
              : uniqueIndex(`${tableName}_${name}_unique`).on(col),
          );
        } else if (def.type === 'reference' || def.filter) {
          extras.push(index(`${tableName}_${name}_idx`).on(col));
        }
      }
      for (const group of defs.flatMap((d) => d.uniqueTogether ?? [])) {
        const fields = group.map((field) => [field, fieldDefs.get(field)] as const);
        const columns = fields.map(([f, d]) => (d ? columnNameOf(f, d) : f));
        // PostgreSQL cuts names at 63 bytes; the name must survive whole, since a violation is mapped back
        // to its first field by prefix (crud.service.ts fieldOfConstraint).
        const full = `${tableName}_${columns.join('_')}_unique`;
        const name = full.length <= 63 ? full : `${tableName}_${columns[0]}_together_unique`;
        const [first, ...rest] = fields.map(([f, d]) => t[d ? columnKeyOf(f, d) : f]);
        // NULLS NOT DISTINCT: an empty optional column (a standard rate, with no agent category) is a value
        // of its own, so there is one standard rate per key rather than any number of them.
        extras.push(unique(name).on(first, ...rest).nullsNotDistinct());
      }
      extras.push(index(`${tableName}_created_at_idx`).on(t.createdAt));
      for (const scopeColumn of scopeColumns) extras.push(index(`${tableName}_${toSnakeCase(scopeColumn)}_idx`).on(t[scopeColumn]));
      return extras;
    }) as (typeof tables)[string];
  }
  return tables;
};
