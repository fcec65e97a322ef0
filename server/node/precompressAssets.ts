import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

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
