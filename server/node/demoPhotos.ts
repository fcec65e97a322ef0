import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DemoPhotoSource } from '../db/seed/demoPhotos';

const here = new URL('../demo/photos/', import.meta.url);
// Node addresses this module by a file: URL; the browser-like test environment (jsdom) by its path from the
// project root, where the tests run.
const folder = here.protocol === 'file:' ? fileURLToPath(here) : join(process.cwd(), decodeURIComponent(here.pathname));

/** The demo photos shipped in the repository (`server/demo/photos/<name>.jpg`), read from disk. */
export const readDemoPhoto: DemoPhotoSource = async (name) => new Uint8Array(await readFile(join(folder, `${name}.jpg`)));
