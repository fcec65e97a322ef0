import type { Db } from '../../db/client';
import { uploads } from '../../db/authTables';
import { ApiError } from '../http/errors';
import type { FileStorage } from './storage';

/** What the product accepts, told by the file's bytes, never by its name or the client's word. */
export const ALLOWED_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif', 'application/pdf': 'pdf' } as const;
export type AllowedType = keyof typeof ALLOWED_TYPES;

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The name a file is shown by: the sender's, without control characters (a NUL cannot be stored, the others
 * only garble a list), at most 200 characters; a file is never refused for its name.
 */
export const displayName = (name: string) => name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200);

/** Checks, stores and records one uploaded file; answers its public address. */
export const storeUpload = async (
  /** `accept` narrows the product's types for one use (a profile picture takes images only). */
  deps: { db: Db; storage: FileStorage; now: Date; maxBytes: number; accept?: readonly AllowedType[] },
  file: { name: string; bytes: Uint8Array },
  uploadedBy: string,
  /** A private file (a payment slip) is never served at /uploads: only by routes that check who asks. */
  visibility: 'public' | 'private' = 'public',
) => {
  if (file.bytes.byteLength > deps.maxBytes)
    throw new ApiError(413, 'too_large', 'app.errors.too_large', { file: 'app.errors.too_large' }, { args: { max: deps.maxBytes / 1024 / 1024 } });
  // Loaded with the first upload: file-type and its readers are a fifth of a megabyte a server's start does without.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(file.bytes);
  const contentType = detected?.mime as AllowedType | undefined;
  if (!contentType || !(contentType in ALLOWED_TYPES) || (deps.accept && !deps.accept.includes(contentType)))
    throw new ApiError(415, 'unsupported_type', 'app.errors.unsupported_type', { file: 'app.errors.unsupported_type' });
  const key = `${visibility === 'private' ? 'private-' : ''}${crypto.randomUUID()}.${ALLOWED_TYPES[contentType]}`;
  await deps.storage.put(key, file.bytes);
  const sha256 = hex(await crypto.subtle.digest('SHA-256', file.bytes as BufferSource));
  const [row] = await deps.db
    .insert(uploads)
    .values({ key, originalName: displayName(file.name), contentType, size: file.bytes.byteLength, sha256, uploadedBy, createdAt: deps.now })
    .returning();
  return { id: row.id, url: `/uploads/${key}`, contentType, size: row.size, originalName: row.originalName, sha256 };
};
