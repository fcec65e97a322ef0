import { HOSTILE_VALUES, resolver, seededRandom, validValue, type Random, type SchemaNode } from './schemaValues';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: SchemaNode;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: SchemaNode }> };
}
/** The parts of /api/openapi.json the fuzzer reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, SchemaNode> };
}

/** Who sends a request: no one, or a role's bearer token. */
export type Caller = 'anonymous' | 'guest' | 'agencyViewer' | 'agent' | 'staff';
export const CALLERS: readonly Caller[] = ['anonymous', 'guest', 'agencyViewer', 'agent', 'staff'];

/** One request the fuzzer sends, and what it is, to name it when it fails. */
export interface FuzzRequest {
  caller: Caller;
  method: string;
  path: string;
  contentType?: string;
  body?: string;
  what: string;
}

/** Path values no route should take: not ids, NUL, percent signs that decode to nothing, traversal, huge, negative. */
const HOSTILE_PATH_VALUES = ['not-a-uuid', '%00', 'a%00b', '%E0%A4%A', '%', '..%2F..%2Fetc%2Fpasswd', '-1', '99999999999999999999999999', 'x'.repeat(3000), '%F0%9F%8F%9D', '00000000-0000-0000-0000-000000000000', '%20'];
/** Query values of every kind of wrong: bad JSON for react-admin's parameters, NUL, extremes, arrays. */
const HOSTILE_QUERY_VALUES = ['%00', '{', '[0,99999999999]', '[-5,-1]', '["id","SIDEWAYS"]', '{"q":"\\u0000"}', '{"id":{"$gt":""}}', '2026-02-30', '-1', '1e999', 'x'.repeat(5000), '[]', 'null'];
/** Bodies that are not the JSON an operation reads. */
const HOSTILE_BODIES: { contentType: string; body: string; what: string }[] = [
  { contentType: 'application/json', body: '{', what: 'truncated JSON' },
  { contentType: 'application/json', body: 'not json at all', what: 'not JSON' },
  { contentType: 'application/json', body: '', what: 'an empty body' },
  { contentType: 'application/json', body: 'null', what: 'null' },
  { contentType: 'application/json', body: '[1,2,3]', what: 'an array' },
  { contentType: 'application/json', body: '"text"', what: 'a string' },
  { contentType: 'application/json', body: `${'['.repeat(5000)}${']'.repeat(5000)}`, what: 'deeply nested arrays' },
  { contentType: 'application/json', body: '{"a":"\\u0000"}', what: 'a NUL in an unknown field' },
  { contentType: 'text/plain', body: '{"email":"a@b.c"}', what: 'JSON sent as text/plain' },
  { contentType: 'application/x-www-form-urlencoded', body: 'a=1&b=%00', what: 'a form instead of JSON' },
  { contentType: 'multipart/form-data; boundary=zz', body: '--zz\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.pdf"\r\n\r\n%PDF\r\n--zz--', what: 'a broken multipart body' },
];

/** The operation's route with each `{param}` replaced by `value` (already URL-encoded or hostile as is). */
const withPathValues = (path: string, value: (name: string) => string) => path.replace(/\{([^}]+)\}/g, (_, name: string) => value(name));

/** The caller an operation is meant for, who gets past its sign-in and so reaches its input checks. */
const ownerOf = (path: string): Caller[] => {
  if (path.startsWith('/api/admin') || path.startsWith('/api/reports') || path === '/api/metrics') return ['staff'];
  if (path.startsWith('/api/agent')) return ['agent'];
  if (path.startsWith('/api/portal')) return ['guest', 'anonymous'];
  return ['anonymous', 'guest'];
};

/**
 * Every request the fuzzer sends for the document, generated from it and `seed`: for each operation, as the
 * caller it is meant for, its path values spoiled one at a time, its query parameters given hostile values,
 * a valid-looking JSON body and that body with each field in turn replaced by a hostile value, and bodies of
 * the wrong kind; as every other caller, a valid-looking call and a hostile one (they must be refused cleanly).
 */
export function* fuzzRequests(doc: OpenApiDocument, seed = 15): Generator<FuzzRequest> {
  const random = seededRandom(seed);
  const resolve = resolver(doc.components?.schemas ?? {});
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const verb = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(verb)) continue;
      const validPath = withPathValues(path, () => crypto.randomUUID());
      const queryParams = (operation.parameters ?? []).filter((p) => p.in === 'query');
      const jsonSchema = operation.requestBody?.content?.['application/json']?.schema;
      const validBody = jsonSchema ? validValue(jsonSchema, resolve, random) : undefined;
      // A GET carries no body (fetch refuses one); every other method may.
      const json = (value: unknown) => (verb === 'GET' ? {} : { contentType: 'application/json', body: JSON.stringify(value) });
      const owners = ownerOf(path);
      for (const caller of CALLERS) {
        const base = { caller, method: verb };
        yield { ...base, path: validPath, ...(validBody !== undefined ? json(validBody) : {}), what: 'a valid-looking call' };
        if (!owners.includes(caller)) {
          yield { ...base, path: withPathValues(path, () => '%00'), ...json(random.pick(HOSTILE_VALUES)), what: 'a hostile call by another caller' };
          continue;
        }
        if (path.includes('{')) for (const value of HOSTILE_PATH_VALUES) yield { ...base, path: withPathValues(path, () => value), what: `path value ${value.slice(0, 40)}` };
        for (const parameter of [...queryParams.map((p) => p.name), 'filter', 'sort', 'range', 'q']) {
          const value = random.pick(HOSTILE_QUERY_VALUES);
          yield { ...base, path: `${validPath}?${encodeURIComponent(parameter)}=${value.startsWith('%') ? value : encodeURIComponent(value)}`, what: `query ${parameter}=${value.slice(0, 40)}` };
        }
        if (verb === 'GET' || verb === 'DELETE') continue;
        const resolved = jsonSchema ? resolve(jsonSchema) : undefined;
        if (validBody && typeof validBody === 'object' && !Array.isArray(validBody)) {
          for (const field of Object.keys(resolved?.properties ?? {})) {
            for (let i = 0; i < 3; i++) {
              const value = random.pick(HOSTILE_VALUES);
              yield { ...base, path: validPath, ...json({ ...validBody, [field]: value }), what: `body field ${field} = ${JSON.stringify(value)?.slice(0, 40)}` };
            }
          }
        }
        for (const hostile of HOSTILE_BODIES) yield { ...base, path: validPath, ...hostile };
      }
    }
  }
}

/** What an error answer must look like: react-admin's shape, `{message, code, errors}`. */
export const isErrorShape = (body: unknown): boolean => {
  if (!body || typeof body !== 'object') return false;
  const { message, code, errors } = body as Record<string, unknown>;
  return typeof message === 'string' && message.length > 0 && typeof code === 'string' && !!errors && typeof errors === 'object' && !Array.isArray(errors);
};

/** A request that broke the rules: a 5xx, or a 4xx not in the error shape. */
export interface FuzzFailure extends FuzzRequest {
  status: number;
  answer: string;
}

export interface FuzzResult {
  requests: number;
  serverErrors: number;
  /** The answers by status, for the report. */
  statuses: Record<number, number>;
  failures: FuzzFailure[];
}

/**
 * Sends every request of `requests` through `send` (an in-process app or a live server) and checks each
 * answer: no 5xx, and every 4xx in the error shape. `tokens` gives a caller's current token (callers
 * whose session a request ended, e.g. by signing out, get a new one from it).
 */
export const runFuzz = async (
  requests: Iterable<FuzzRequest>,
  send: (request: FuzzRequest, token: string | undefined) => Promise<{ status: number; text: string; contentType: string | null }>,
  tokens: (caller: Caller, renew: boolean) => Promise<string | undefined>,
): Promise<FuzzResult> => {
  const result: FuzzResult = { requests: 0, serverErrors: 0, statuses: {}, failures: [] };
  for (const request of requests) {
    const answer = await send(request, await tokens(request.caller, false));
    result.requests++;
    result.statuses[answer.status] = (result.statuses[answer.status] ?? 0) + 1;
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer.text);
    } catch {
      parsed = undefined;
    }
    if (answer.status >= 500) result.serverErrors++;
    const misshapen = answer.status >= 400 && answer.status < 500 && !isErrorShape(parsed);
    if (answer.status >= 500 || misshapen) result.failures.push({ ...request, body: request.body?.slice(0, 300), status: answer.status, answer: answer.text.slice(0, 300) });
    // A request that ended the caller's session (signing out, a password change) must not blind the rest.
    if (answer.status === 401 || /logout|password/.test(request.path)) await tokens(request.caller, true);
  }
  return result;
};
