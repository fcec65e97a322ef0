import { types, type PGlite, type QueryOptions } from '@electric-sql/pglite';
import { wrapStatements } from './pgliteStatements';
import type { Loose } from './statementTiming';
import { AS_TEXT_PGLITE, AS_TEXT_TYPES } from './textTypes';

type Parsers = NonNullable<QueryOptions['parsers']>;

/** The arrays among {@link AS_TEXT_TYPES} whose elements are too: timestamp[], timestamptz[], interval[], date[]. */
const ELEMENT_OF: Record<number, number> = { 1115: 1114, 1185: 1184, 1187: 1186, 1182: 1082 };

const PROBE = '\u0000read as text?';
const readsAsText = (parser: unknown) => {
  try {
    return typeof parser === 'function' && (parser as (value: string) => unknown)(PROBE) === PROBE;
  } catch {
    return false;
  }
};

/** Whether a query's parsers only read some of the types the client now reads as text, as text. */
const onlyAsText = (parsers: Parsers) => Object.entries(parsers).every(([oid, parser]) => AS_TEXT_TYPES.has(Number(oid)) && readsAsText(parser));

/**
 * The options a query would have been given, for a client that reads {@link AS_TEXT_TYPES} as text itself:
 * none of those parsers (the client's own do it), or, for a query that asked for none, PGlite's usual ones back.
 */
const optionsReadingAsText =
  (usual: Parsers) =>
  <O extends QueryOptions>(options: O | undefined): QueryOptions => {
    if (!options?.parsers) return { ...options, parsers: usual };
    if (!onlyAsText(options.parsers)) return { ...options, parsers: { ...usual, ...options.parsers } };
    const rest: QueryOptions = { ...options };
    delete rest.parsers;
    return rest;
  };

/**
 * Makes a PGlite instance read dates, times, intervals and numeric arrays as their text itself, as drizzle and
 * this server's own statements ask on every query (their columns decode them), and drops that ask from each
 * query: PGlite copies its 318 parsers and the query's into a new set for every query given any, about 80 µs
 * on a two-core machine, longer than most statements take to run. A query given none (a test's or the bench's
 * own) gets PGlite's usual ones back, and the copy. Wraps the instance's and its transactions' `query` and
 * `exec`: to run outside the other wrappers, which then see the options as PGlite will.
 */
export const readAsTextByDefault = (client: PGlite) => {
  const usual: Parsers = Object.fromEntries([...AS_TEXT_TYPES].map((oid) => [oid, client.parsers[oid]]));
  // PGlite's array parsers read their elements with the instance's own parser: given back, they take the usual one.
  for (const [array, element] of Object.entries(ELEMENT_OF)) usual[Number(array)] = (value: string) => types.arrayParser(value, usual[element], Number(array));
  Object.assign(client.parsers, AS_TEXT_PGLITE);
  const optionsOf = optionsReadingAsText(usual);
  const withOptions =
    (run: Loose, at: number): Loose =>
    (...args: unknown[]) => {
      const given = [...args];
      given[at] = optionsOf(args[at] as QueryOptions | undefined);
      return run(...given);
    };
  // query(text, params, options); exec(text, options)
  wrapStatements(client, (own) => ({ query: withOptions(own.query, 2), exec: withOptions(own.exec, 1) }));
};
