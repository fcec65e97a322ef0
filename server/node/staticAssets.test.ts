import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressAssets } from '../../vite.config';
import { staticAssets } from './staticAssets';

const folder = mkdtempSync(join(tmpdir(), 'assets-'));
const script = `export const words = ${JSON.stringify('a portal chunk '.repeat(400))};\n`;
writeFileSync(join(folder, 'wizard.en-Ab12.js'), script);
writeFileSync(join(folder, 'tiny-Cd34.js'), 'export {};\n');
writeFileSync(join(folder, 'photo-Ef56.webp'), Buffer.from([0x52, 0x49, 0x46, 0x46]));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const app = new Hono();
app.use('/assets/*', staticAssets(folder));
app.get('*', (c) => c.text('the next handler', 404));
const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  app.request(path, { method, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

describe('the built files at /assets', () => {
  it('are precompressed at build time, Brotli and gzip, but not files too small to gain', async () => {
    const written = await precompressAssets(folder);
    expect(written.files).toBe(1);
    expect(written.brotliBytes).toBeLessThan(written.bytes / 10);
  });

  it('go out Brotli-compressed to a browser that takes it, gzip to one that takes only that, as they are to one that takes neither', async () => {
    const br = await get('/assets/wizard.en-Ab12.js', 'gzip, deflate, br');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);
    const gz = await get('/assets/wizard.en-Ab12.js', 'gzip, deflate');
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
    const plain = await get('/assets/wizard.en-Ab12.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
    for (const answer of [br, gz, plain]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
      expect(answer.headers.get('Vary')).toBe('Accept-Encoding');
    }
  });

  it('may be kept by the browser for a year (their names change with their content), with their type (and, to a HEAD, their length)', async () => {
    const answer = await get('/assets/photo-Ef56.webp', 'br');
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('Content-Type')).toBe('image/webp');
    expect(answer.headers.get('Content-Encoding')).toBeNull();
    const head = await get('/assets/tiny-Cd34.js', 'br', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Length')).toBe('11');
    expect(await head.text()).toBe('');
  });

  it('leave a name that is no file of the build, or reaches out of the folder, to the next handler', async () => {
    for (const path of ['/assets/missing-Zz99.js', '/assets/..', '/assets/%2e%2e%2fpackage.json', '/assets/.hidden.js', '/assets/wizard.en-Ab12.js.br.map']) {
      const answer = await get(path, 'br');
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).toBe('the next handler');
    }
  });

  it('find a file written after a first miss (a deploy beside a running server)', async () => {
    expect((await get('/assets/late-Gh78.js')).status).toBe(404);
    writeFileSync(join(folder, 'late-Gh78.js'), 'export const late = 1;\n');
    expect(await (await get('/assets/late-Gh78.js')).text()).toBe('export const late = 1;\n');
  });
});

describe('the built files served by the Node adapter', () => {
  it('state their length once, so that a strict client (undici, a proxy) takes the answer', async () => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      for (const encoding of ['br', 'identity']) {
        const raw = await new Promise<string[]>((resolve, reject) =>
          httpGet({ host: '127.0.0.1', port, path: '/assets/tiny-Cd34.js', headers: { 'accept-encoding': encoding } }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.rawHeaders));
          }).on('error', reject),
        );
        const lengths = raw.flatMap((name, i) => (i % 2 === 0 && name.toLowerCase() === 'content-length' ? [raw[i + 1]] : []));
        expect(lengths).toEqual(['11']);
        const answer = await fetch(`http://127.0.0.1:${port}/assets/wizard.en-Ab12.js`, { headers: { 'accept-encoding': encoding } });
        expect(await answer.text()).toBe(script);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
