import type { MiddlewareHandler } from 'hono';
import { badRequest } from './errors';

/** The one character PostgreSQL's text cannot hold: a value with it would fail in the database, not on its field. */
const NUL = '\u0000';

/** Deeper than any form of the product nests its data; a body nested deeper is refused, not walked. */
export const MAX_JSON_DEPTH = 32;

/**
 * Where in a parsed JSON value (keys included) a NUL character is: the field's path (`guests.0.name`),
 * or null. Walked without recursion, so a hostile nesting cannot exhaust the stack; past
 * {@link MAX_JSON_DEPTH} levels the answer is `tooDeep`.
 */
export const nulPathOf = (value: unknown, path: string): { nul: string } | 'tooDeep' | null => {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path, depth: 0 }];
  while (stack.length) {
    const item = stack.pop() as { value: unknown; path: string; depth: number };
    if (typeof item.value === 'string') {
      if (item.value.includes(NUL)) return { nul: item.path };
      continue;
    }
    if (!item.value || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_JSON_DEPTH) return 'tooDeep';
    for (const [key, child] of Object.entries(item.value)) {
      const at = item.path ? `${item.path}.${key}` : key;
      if (key.includes(NUL)) return { nul: at };
      stack.push({ value: child, path: at, depth: item.depth + 1 });
    }
  }
  return null;
};

/** A 400 on the field holding a NUL character when `value` has one, or on `name` when it is nested too deeply. */
export const refuseNul = (value: unknown, name: string) => {
  const found = nulPathOf(value, '');
  if (found === 'tooDeep') throw badRequest('app.errors.bad_request', { [name]: 'app.validation.too_deep' });
  if (found) throw badRequest('app.errors.bad_request', { [found.nul || name]: 'app.validation.unstorable_character' });
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
