import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { DemoPhotoSource } from '../db/seed/demoPhotos';

const folder = new URL('../demo/photos/', import.meta.url);

/** The demo photos shipped in the repository (`server/demo/photos/<name>.jpg`), read from disk. */
export const readDemoPhoto: DemoPhotoSource = async (name) => new Uint8Array(await readFile(fileURLToPath(new URL(`${name}.jpg`, folder))));
