import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import { memoryStorage, type FileStorage } from '../app/uploads/storage';
import type { Database, Db } from '../db/client';
import { seedBuiltInRoles, seedDemo } from '../db/seed/seed';
import { readDemoPhoto } from '../node/demoPhotos';
import { freshDatabase, type DatabaseTemplate } from './testDatabase';

/** The demo resort seeded once for a test run: its database and the files its records name. */
export interface SeededDemoSnapshot {
  database: DatabaseTemplate;
  /** One file per upload key (the key URI-encoded as its name). */
  uploadsDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by seededDemo.setup.ts for the server tests; absent elsewhere. */
    seededDemo?: SeededDemoSnapshot;
  }
}

/** Seeds the demo resort (roles, records, uploads) into a migrated, empty database. */
export const seedDemoResort = async (db: Db, storage: FileStorage) => {
  await seedBuiltInRoles(db);
  await seedDemo(db, 1000, storage, readDemoPhoto);
};

/** A storage that also writes every file put into it to `dir`, for `seededDemo` to load again. */
export const recordingStorage = (dir: string): FileStorage => {
  const inner = memoryStorage();
  return {
    put: async (key, bytes) => {
      await inner.put(key, bytes);
      await writeFile(join(dir, encodeURIComponent(key)), bytes);
    },
    get: inner.get,
  };
};

const storageFrom = async (dir: string) => {
  const storage = memoryStorage();
  for (const name of await readdir(dir)) await storage.put(decodeURIComponent(name), new Uint8Array(await readFile(join(dir, name))));
  return storage;
};

/**
 * A fresh database holding the demo resort, with its uploads in memory: a copy of the run's seeded
 * snapshot when the run made one (server tests), seeded here otherwise.
 */
export const seededDemo = async (): Promise<{ database: Database & { url?: string }; storage: FileStorage }> => {
  const snapshot = inject('seededDemo');
  if (snapshot) return { database: await freshDatabase(snapshot.database), storage: await storageFrom(snapshot.uploadsDir) };
  const database = await freshDatabase();
  const storage = memoryStorage();
  await seedDemoResort(database.db, storage);
  return { database, storage };
};
