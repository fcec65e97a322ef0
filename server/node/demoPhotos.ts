import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DemoPhotoSource } from '../db/seed/demoPhotos';
import { projectRoot } from './projectRoot';

const folder = join(projectRoot(), 'server', 'demo', 'photos');

/** The demo photos shipped in the repository (`server/demo/photos/<name>.jpg`), read from disk. */
export const readDemoPhoto: DemoPhotoSource = async (name) => new Uint8Array(await readFile(join(folder, `${name}.jpg`)));
