import type { FileStorage } from '../../app/uploads/storage';
import { uploads } from '../authTables';
import type { Db } from '../client';
import { bannerSvg, type BannerTheme } from './demoArtwork';
import { brochurePdf, contractRatesPdf, type DemoDocument } from './demoDocuments';
import { DEMO_PHOTOS, type DemoPhotoSource } from './demoPhotos';
import type { DemoRecord } from './demoRef';

const UPLOAD = /^\/uploads\/(demo-[a-z0-9-]+)\.(svg|pdf)$/;
const THEMES: readonly BannerTheme[] = ['reef', 'sunset', 'dive'];

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** Stores one file as an upload is stored: its bytes in the storage adapter, its row in `uploads`. */
export const storeDemoFile = async (db: Db, storage: FileStorage, key: string, contentType: string, bytes: Uint8Array, now: Date) => {
  await storage.put(key, bytes);
  const sha256 = hex(await crypto.subtle.digest('SHA-256', bytes as BufferSource));
  await db.insert(uploads).values({ key, originalName: key.replace(/^demo-/, ''), contentType, size: bytes.byteLength, sha256, uploadedBy: null, createdAt: now }).onConflictDoNothing();
};

const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

/**
 * Writes the files the demo banners and agent documents name (`/uploads/demo-…`): SVG artwork at each
 * banner's size, and PDFs made from the seeded data (a contract-rates sheet lists the rates of its
 * category, `resolve` turning the record's reference into the seeded id).
 */
export const seedDemoFiles = async (
  db: Db,
  storage: FileStorage,
  records: { banners: DemoRecord[]; documents: DemoRecord[] },
  resolve: (value: unknown) => unknown,
  now: Date,
) => {
  for (const { values } of records.banners) {
    const match = UPLOAD.exec(String(values.image));
    const theme = THEMES.find((th) => match?.[1].endsWith(`-${th}`));
    if (!match || match[2] !== 'svg' || !theme) continue;
    const [width, height] = String(values.size).split('x').map(Number);
    await storeDemoFile(db, storage, `${match[1]}.svg`, 'image/svg+xml', new TextEncoder().encode(bannerSvg(theme, width, height, String(values.title))), now);
  }
  for (const { values } of records.documents) {
    const match = UPLOAD.exec(String(values.file));
    if (!match || match[2] !== 'pdf') continue;
    const doc: DemoDocument = {
      title: String(values.title),
      description: text(values.description),
      validFrom: text(values.validFrom),
      validTo: text(values.validTo),
      categoryId: text(resolve(values.agentCategoryId)),
    };
    const pdf = values.kind === 'contract-rates' ? await contractRatesPdf(db, doc) : await brochurePdf(db, doc);
    await storeDemoFile(db, storage, `${match[1]}.pdf`, 'application/pdf', pdf, now);
  }
};

/** Stores every demo photo (`demo-photo-<name>.jpg`) with its `uploads` row, as the upload route would. */
export const seedDemoPhotos = async (db: Db, storage: FileStorage, load: DemoPhotoSource, now: Date) => {
  for (const name of DEMO_PHOTOS) await storeDemoFile(db, storage, `demo-photo-${name}.jpg`, 'image/jpeg', await load(name), now);
};
