import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';

/** A build's file names carry their content's hash: a browser may keep one for a year without asking again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A file's name as Vite writes it (`wizard.en-hVwiHRSx.js`): no folders, not starting with a dot. */
const ASSET_NAME = /^[\w-][\w.-]*\.[a-z0-9]+$/;

interface Asset {
  type: string;
  identity: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
}

/** The file's bytes (copied once into a plain buffer, the kind a response body takes), or undefined when there is none. */
const readIfThere = (path: string) => readFile(path).then((bytes) => new Uint8Array(bytes), () => undefined);

/**
 * Serves the build's hashed files (`/assets/<name>`) from memory, each read from disk the first time it is
 * asked for, with its precompressed Brotli or gzip copy when the browser takes one
 * (vite.config.ts writes them at build time) and a year's caching. A portal's first
 * screen asks for some seventy of them at once: each answer is a lookup, not a file opened and streamed.
 * A name that is not a built file goes on to the next handler.
 */
export const staticAssets = (folder: string): MiddlewareHandler => {
  const cache = new Map<string, Promise<Asset | undefined>>();
  const load = async (name: string): Promise<Asset | undefined> => {
    const path = join(folder, name);
    const identity = await readIfThere(path);
    if (!identity) return undefined;
    const [br, gzip] = await Promise.all([readIfThere(`${path}.br`), readIfThere(`${path}.gz`)]);
    return { type: getMimeType(name) ?? 'application/octet-stream', identity, br, gzip };
  };
  return async (c, next) => {
    const name = c.req.path.slice(c.req.path.lastIndexOf('/') + 1);
    if (!ASSET_NAME.test(name) || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    let pending = cache.get(name);
    if (!pending) {
      pending = load(name);
      cache.set(name, pending);
    }
    const asset = await pending;
    if (!asset) {
      // Not a file of this build (an old tab's chunk after a deploy): asked again next time, not remembered.
      cache.delete(name);
      return next();
    }
    const accepted = c.req.header('accept-encoding') ?? '';
    const [encoding, body] = asset.br && /\bbr\b/.test(accepted) ? ['br', asset.br] : asset.gzip && /\bgzip\b/.test(accepted) ? ['gzip', asset.gzip] : [undefined, asset.identity];
    c.header('Content-Type', asset.type);
    c.header('Cache-Control', IMMUTABLE);
    if (asset.br || asset.gzip) c.header('Vary', 'Accept-Encoding');
    if (encoding) c.header('Content-Encoding', encoding);
    if (c.req.method === 'HEAD') {
      c.header('Content-Length', String(body.length));
      return c.body(null, 200);
    }
    // The Node adapter states a body's length itself: a second Content-Length makes strict clients (undici, proxies) refuse the answer.
    return c.body(body, 200);
  };
};
