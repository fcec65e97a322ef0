import type { MiddlewareHandler } from 'hono';
import { badRequest } from './errors';

/** The one character PostgreSQL's text cannot hold: a value with it would fail in the database, not on its field. */
const NUL = '\u0000';

/** Where in a parsed JSON value (keys included) a NUL character is: the field's path (`guests.0.name`), or null. */
export const nulPathOf = (value: unknown, path: string): string | null => {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (!value || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return at;
    const found = nulPathOf(item, at);
    if (found) return found;
  }
  return null;
};

/** A 400 on the field holding a NUL character, when `value` has one. */
export const refuseNul = (value: unknown, name: string) => {
  const at = nulPathOf(value, '');
  if (at !== null) throw badRequest('app.errors.bad_request', { [at || name]: 'app.validation.unstorable_character' });
};

/**
 * JSON text a client sent as `name` (the body, or a query parameter react-admin sends as JSON), parsed:
 * unreadable JSON, or a NUL character anywhere in it, is a 400 on that field, never a database error.
 */
export const parseClientJson = (raw: string, name: string): unknown => {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badRequest('app.errors.bad_request', { [name]: 'Invalid JSON' });
  }
  refuseNul(value, name);
  return value;
};

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * Refuses an address whose path or query holds a NUL character (`%00`) with a 400, before any route
 * reads it: a path value or a search term with one would otherwise reach the database and fail there.
 */
export const refuseNulInAddress: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  if (decoded(url.pathname).includes(NUL)) throw badRequest('app.errors.bad_request', { path: 'app.validation.unstorable_character' });
  for (const [name, value] of url.searchParams) if (name.includes(NUL) || value.includes(NUL)) throw badRequest('app.errors.bad_request', { [name.replaceAll(NUL, '')]: 'app.validation.unstorable_character' });
  await next();
};
