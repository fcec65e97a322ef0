/** Date, time and interval types (and numeric and their arrays) that drizzle reads as the database's text and decodes per column. */
export const AS_TEXT_TYPES: ReadonlySet<number> = new Set([1082, 1114, 1184, 1186, 1231, 1115, 1185, 1187, 1182]);

/** A value read as the database's text. */
export const asIs = (value: string) => value;

/** PGlite's parsers reading each of {@link AS_TEXT_TYPES} as its text, as drizzle asks for them on every query. */
export const AS_TEXT_PGLITE: Readonly<Record<number, typeof asIs>> = Object.fromEntries([...AS_TEXT_TYPES].map((oid) => [oid, asIs]));

/**
 * PGlite query options reading as the server reads (dates as text): a raw statement given these is handed to
 * PGlite without parsers to copy, as the server's are (server/db/pgliteParsers.ts).
 */
export const READ_AS_SERVER = { parsers: AS_TEXT_PGLITE };
