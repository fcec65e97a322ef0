import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { firstScreenChunks } from './scripts/firstScreenChunks.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What is worth compressing: scripts, styles and vector images; fonts and photos are compressed already. */
const COMPRESSIBLE = /\.(?:js|css|svg|json|html)$/;
/** Below this a compressed copy saves less than the headers it adds. */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the folder, at the
 * strongest settings: done once per build, so that the server sends each in a fraction of its size
 * without compressing anything while a browser waits (server/node/staticAssets.ts picks the copy).
 */
export const precompressAssets = async (folder: string): Promise<{ files: number; bytes: number; brotliBytes: number }> => {
  const names = (await readdir(folder)).filter((name) => COMPRESSIBLE.test(name));
  const sizes = await Promise.all(
    names.map(async (name) => {
      const bytes = await readFile(join(folder, name));
      if (bytes.length < MIN_BYTES) return { bytes: 0, brotliBytes: 0 };
      const [br, gz] = await Promise.all([
        brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(join(folder, `${name}.br`), br), writeFile(join(folder, `${name}.gz`), gz)]);
      return { bytes: bytes.length, brotliBytes: br.length };
    }),
  );
  const written = sizes.filter((size) => size.bytes > 0);
  return { files: written.length, bytes: written.reduce((sum, s) => sum + s.bytes, 0), brotliBytes: written.reduce((sum, s) => sum + s.brotliBytes, 0) };
};

/** After a client build, a Brotli and a gzip copy of each asset for the server to send as they are. */
const precompressed = (): Plugin => ({
  name: 'precompress-assets',
  apply: 'build',
  async writeBundle(options) {
    if (this.environment.config.consumer !== 'client' || !options.dir) return;
    await precompressAssets(join(options.dir, 'assets'));
  },
});

/**
 * What the built server takes into its own files instead of loading from node_modules: read as a few files
 * rather than some 250 (zod's every locale among them, which the build leaves out), a sixth of a second
 * of each start. Only ES-module libraries used on every start, and each with everything that shares its
 * classes (zod with both zod-openapi packages), so that no class exists twice.
 */
const SERVER_BUNDLED = ['zod', '@asteasolutions/zod-to-openapi', '@hono/zod-openapi', '@hono/zod-validator', 'hono', '@hono/node-server', 'drizzle-orm', 'altcha-lib', 'csv-stringify'];

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [react(), precompressed(), firstScreenChunks(fileURLToPath(import.meta.url))],
  // The mock backend's service worker is served only by `npm run dev:mock`, never shipped.
  publicDir: mode === 'mock' ? 'mocks/public' : 'public',
  optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  // The browser's own Object.entries instead of node-polyglot's polyfill of it (src/shims/objectEntries.cjs).
  resolve: { alias: { 'object.entries': fileURLToPath(new URL('./src/shims/objectEntries.cjs', import.meta.url)) } },
  server: { proxy: mode === 'mock' ? undefined : { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
  // `vite build --ssr server/node/main.ts` builds the Node server into dist-server/, so `npm start` compiles no
  // TypeScript at run time. The parts main.ts loads while the database opens are files beside it (projectRoot
  // finds the project one folder up from each). The plain-JavaScript libraries every start loads are built in
  // with it (SERVER_BUNDLED); the others, PGlite's WebAssembly and the drivers among them, stay in node_modules.
  ssr: { noExternal: SERVER_BUNDLED },
  build: isSsrBuild
    ? { outDir: 'dist-server', target: 'node20', sourcemap: false, copyPublicDir: false, emptyOutDir: true, rolldownOptions: { output: { chunkFileNames: '[name]-[hash].js' } } }
    : { outDir: 'dist', chunkSizeWarningLimit: 2000, sourcemap: false, manifest: true },
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'resources/**/*.test.ts', 'i18n/**/*.test.ts', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          // PostgreSQL-only suites (connection handling, concurrency) run with DATABASE_URL: npm run test:pg.
          exclude: process.env.DATABASE_URL ? [] : ['**/*.pg.test.ts', '**/node_modules/**'],
          // The demo resort seeded once per run; each test app starts from a copy (server/test/seededDemo.ts).
          globalSetup: ['server/test/seededDemo.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'wizard/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          globalSetup: ['server/test/seededDemo.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
}));
