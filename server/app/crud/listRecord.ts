import type { PgColumn } from 'drizzle-orm/pg-core';

/** A record as the API shows it: camelCase fields, id and timestamps, never a password hash. */
export type ApiRecord = Record<string, unknown> & { id: string };

// `YYYY-MM-DD HH:MM:SS`, then an optional fraction of 1 to 6 digits, then the UTC offset `+00`.
const UTC_TEXT = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,6})?\+00$/;

/**
 * A timestamptz as PostgreSQL writes it in UTC (`2026-12-07 08:47:00.942577+00`), as `Date#toISOString`
 * writes it (`2026-12-07T08:47:00.942Z`: milliseconds, the rest of the fraction dropped), without making a
 * Date; any other text (another offset, a year past 9999) goes through Date.
 */
export const isoOfTimestampText = (text: string): string => {
  if (!UTC_TEXT.test(text)) return new Date(text).toISOString();
  const fraction = text.length > 22 ? text.slice(20, -3) : '';
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${`${fraction}000`.slice(0, 3)}Z`;
};

type Decode = (value: unknown) => unknown;

/** A decoded value as a record shows it: a Date as ISO text, nothing as null. */
export const apiValue = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

const decoderOf = (column: PgColumn): Decode => {
  // drizzle's timestamp with time zone in mode 'date' makes a Date of the text, which the API writes out again at once.
  if (column.columnType === 'PgTimestamp' && (column as PgColumn & { withTimezone?: boolean }).withTimezone) return (value) => isoOfTimestampText(value as string);
  return (value) => apiValue(column.mapFromDriverValue(value));
};

/**
 * How a list row read as an array (rowMode 'array', in `columns`' order, dates as the database's text)
 * becomes its API record: each field read from its column's place and decoded by the column, timestamps
 * written straight as ISO text. The same record as decoding the row into an object first (decodedRow)
 * and shaping that (toApiRecord), at a fraction of the work: a list page maps every row of it.
 * `fields`: the record's fields in order (id and timestamps included), each with the column key it is read from.
 */
export const listRecordMapper = (columns: Readonly<Record<string, PgColumn>>, fields: readonly (readonly [name: string, key: string])[]) => {
  const keys = Object.keys(columns);
  const steps = fields.map(([name, key]) => ({
    name,
    index: keys.indexOf(key),
    decode: columns[key] ? decoderOf(columns[key]) : () => null,
  }));
  return (values: readonly unknown[]): ApiRecord => {
    const record: Record<string, unknown> = {};
    for (const { name, index, decode } of steps) {
      const value = values[index];
      record[name] = value === null || value === undefined ? null : decode(value);
    }
    return record as ApiRecord;
  };
};
