import { mkdir, readFile, writeFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStorage } from '../app/uploads/storage';

/** Uploaded files in a folder; written to a temporary name first so a crash never leaves half a file. */
export const diskStorage = async (dir: string): Promise<FileStorage> => {
  await mkdir(dir, { recursive: true });
  const pathOf = (key: string) => {
    if (!/^[\w.-]+$/.test(key)) throw new Error(`Unsafe storage key ${key}`);
    return join(dir, key);
  };
  return {
    put: async (key, bytes) => {
      const tmp = `${pathOf(key)}.part`;
      await writeFile(tmp, bytes);
      await rename(tmp, pathOf(key));
    },
    get: async (key) => {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch {
        return null;
      }
    },
  };
};
