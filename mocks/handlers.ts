import { memoryMailer } from '../server/app/email/memoryMailer';
import { sandboxGateway } from '../server/app/payments/sandboxGateway';
import { http, type HttpHandler } from 'msw';
import { systemClock } from '../server/app/clock';
import { defaultConfig } from '../server/app/config';
import { createApp, type App } from '../server/app/createApp';
import { memoryStorage, type FileStorage } from '../server/app/uploads/storage';
import type { Database } from '../server/db/client';
import { plainInvoiceRenderer } from '../server/app/invoices/plainPdf';
import { applyMigrations } from '../server/db/migrate';
import { bundledMigrations } from '../server/db/migrations.bundled';
import { openPglite } from '../server/db/pglite';
import type { DemoPhotoSource } from '../server/db/seed/demoPhotos';
import { seedBuiltInRoles, seedDemo } from '../server/db/seed/seed';

// The demo photos as data URLs, each loaded only when the seeder asks for it (no file system in the browser).
const photoUrls = import.meta.glob<string>('../server/demo/photos/*.jpg', { query: '?inline', import: 'default' });

/** A demo photo's bytes from the bundle, as the server reads them from disk. */
const bundledPhoto: DemoPhotoSource = async (name) => {
  const load = photoUrls[`../server/demo/photos/${name}.jpg`];
  if (!load) throw new Error(`Demo photo ${name}.jpg is missing`);
  const url = await load();
  return Uint8Array.from(atob(url.slice(url.indexOf(',') + 1)), (c) => c.charCodeAt(0));
};

export interface MockApi {
  /** The real API (Hono), running in this process on in-memory PGlite. */
  app: App;
  /** MSW handlers that hand every `/api/*` and `/uploads/*` request to `app`. */
  handlers: HttpHandler[];
  close: () => Promise<void>;
}

/** A database holding the demo resort and the files its records name. */
export interface SeededResort {
  database: Database;
  storage: FileStorage;
}

const seedResort = async (): Promise<SeededResort> => {
  const database = await openPglite();
  await applyMigrations(database.db, bundledMigrations);
  await seedBuiltInRoles(database.db);
  const storage = memoryStorage();
  await seedDemo(database.db, 1000, storage, bundledPhoto);
  return { database, storage };
};

/**
 * The whole back end in memory: migrated, seeded with the demo resort, no network. The browser mock
 * (`npm run dev:mock`) and the UI tests share it, so neither ever fakes a response by hand. Tests pass
 * `seeded`, a copy of the demo resort seeded once for their run, instead of seeding it again.
 */
export const createMockApi = async (seeded?: SeededResort): Promise<MockApi> => {
  const { database, storage } = seeded ?? (await seedResort());
  const app = createApp(
    { database, clock: systemClock, storage, mailer: memoryMailer(), payments: sandboxGateway('sandbox-secret'), invoices: plainInvoiceRenderer(), config: { ...defaultConfig, passwordIterations: 1000 } },
    { logError: (error) => console.error(error) },
  );
  // Requests still being answered when `close` is called finish before the database goes away.
  const inFlight = new Set<Promise<Response>>();
  const handle = ({ request }: { request: Request }) => {
    const response = Promise.resolve(app.fetch(request));
    inFlight.add(response);
    void response.finally(() => inFlight.delete(response)).catch(() => undefined);
    return response;
  };
  return {
    app,
    handlers: [http.all('/api/*', handle), http.all('/uploads/*', handle)],
    close: async () => {
      await Promise.allSettled([...inFlight]);
      await database.close();
    },
  };
};
