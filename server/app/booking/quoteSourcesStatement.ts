import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { settings } from '../../db/authTables';
import { calendarDays } from '../../db/calendarTables';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import { arrayLiteral, compiledStatement } from '../../db/prepared';

const t = resourceTables;

type JsonRow = Record<string, unknown>;

/**
 * A row of `table` as a JSON object keyed as Drizzle names its columns (`nameTranslations`), so the rows
 * read the way a Drizzle select answers them. Dates (mode string), numbers, booleans, arrays and JSON
 * columns come back alike; timestamps come back as text (no quote reads one).
 */
const jsonRow = (table: PgTable) =>
  sql`json_build_object(${sql.join(
    Object.entries(getTableColumns(table)).map(([key, column]) => sql`${sql.raw(`'${key.replace(/'/g, "''")}'`)}, ${column}`),
    sql`, `,
  )})`;

/** Every row of `table` matching `where`, as a JSON array (empty when none). */
const jsonRows = (table: PgTable, where: SQL, row: SQL = jsonRow(table)) => sql`(SELECT coalesce(json_agg(${row}), '[]'::json) FROM ${table} WHERE ${where})`;

export interface QuoteSourceRows {
  /** The owner's active agent category (null for none). */
  categoryId: string | null;
  roomTypes: JsonRow[];
  rateRows: { rate: JsonRow; period: JsonRow }[];
  surcharges: JsonRow[];
  taxes: JsonRow[];
  charges: JsonRow[];
  /** The resort calendar's marked days in the range. */
  marks: { day: string; kind: string; label: string | null }[];
  /** The stored `booking` setting (null when none is stored or it was not asked for). */
  bookingSetting: unknown;
}

interface Wanted {
  ownerId: string;
  packageId: string;
  checkIn: string;
  checkOut: string;
  roomTypeIds: readonly string[];
  /** The first and last night the calendar's marks are read for. */
  marksFrom: string;
  marksTo: string;
  /** Whether to read the `booking` setting (not when the request already has it). */
  withBookingSetting: boolean;
}

const periods = t.package_periods;
const rates = t.package_rates;

const quoteSources = compiledStatement<Omit<Wanted, 'roomTypeIds'> & { roomTypeIds: string }>(
  'quote_sources',
  (wanted) => sql`SELECT
      (SELECT ${t.agent_categories.id} FROM ${t.users} JOIN ${t.agent_categories} ON ${t.agent_categories.id} = ${t.users.agentCategoryId}
        WHERE ${t.users.id} = ${wanted.ownerId}::uuid AND ${t.users.kind} = 'agent' AND ${t.agent_categories.active} = true LIMIT 1) AS "categoryId",
      ${jsonRows(t.room_types, sql`${t.room_types.id} = ANY(${wanted.roomTypeIds}::uuid[])`, sql`json_build_object('id', ${t.room_types.id}, 'name', ${t.room_types.name}, 'nameTranslations', ${t.room_types.nameTranslations})`)} AS "roomTypes",
      (SELECT coalesce(json_agg(json_build_object('rate', ${jsonRow(rates)}, 'period', ${jsonRow(periods)})), '[]'::json)
         FROM ${rates} JOIN ${periods} ON ${periods.id} = ${rates.periodId}
        WHERE ${periods.tourPackageId} = ${wanted.packageId}::uuid AND ${periods.active} = true
          AND ${periods.startDate} <= ${wanted.checkOut}::date AND ${periods.endDate} >= ${wanted.checkIn}::date
          AND ${rates.roomTypeId} = ANY(${wanted.roomTypeIds}::uuid[])) AS "rateRows",
      ${jsonRows(t.sur_charges, sql`${t.sur_charges.active} = true`)} AS surcharges,
      ${jsonRows(t.taxes, sql`${t.taxes.active} = true`)} AS taxes,
      ${jsonRows(t.additional_charges, sql`${t.additional_charges.active} = true`)} AS charges,
      ${jsonRows(calendarDays, sql`${calendarDays.day} BETWEEN ${wanted.marksFrom}::date AND ${wanted.marksTo}::date`, sql`json_build_object('day', ${calendarDays.day}, 'kind', ${calendarDays.kind}, 'label', ${calendarDays.label})`)} AS marks,
      (SELECT ${settings.value} FROM ${settings} WHERE ${settings.key} = 'booking' AND ${wanted.withBookingSetting}::boolean) AS "bookingSetting"`,
);

/**
 * What every quote reads, in one statement (one round trip, one pool connection) instead of one per
 * table: the owner's contract category, the room types' names, the package's rates over the stay, the
 * active surcharges, taxes and additional charges, the calendar's marks and the booking rules. Run as a
 * named prepared statement on PostgreSQL (planned once per connection).
 */
export const readQuoteSourceRows = async (db: Db, wanted: Wanted): Promise<QuoteSourceRows> => {
  const [row] = await quoteSources.rows<QuoteSourceRows>(db, { ...wanted, roomTypeIds: arrayLiteral(wanted.roomTypeIds) });
  return row;
};
