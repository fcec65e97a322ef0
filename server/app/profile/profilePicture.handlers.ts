import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import { ApiError, badRequest } from '../http/errors';
import { clientIp } from '../http/middleware';
import { storeUpload } from '../uploads/uploads.service';
import { ownAgentId } from './profileInfo.handlers';
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_MAX_MB } from '../../../resources/profilePicture';
import { PICTURE_UPLOAD_TYPES, setProfilePicture } from './profilePicture.service';

type Ctx = Context<AppEnv>;

/** A refused picture is bad input on the `file` field (400), whatever the upload check's own status. */
export const pictureRefused = (reason: 'too_large' | 'type') =>
  new ApiError(400, 'validation', 'app.errors.bad_request', { file: `app.portalProfile.picture.errors.${reason}` }, { args: { max: PROFILE_PICTURE_MAX_MB } });

/**
 * `POST /users/:id/profile-pic` (multipart, `file`): 201 with `{data}`, the profile with its new
 * `profilePic`. The picture is checked by its bytes and stored as a public upload before the profile
 * points at it, so a refused file changes nothing.
 */
export const uploadProfilePicture = async (c: Ctx) => {
  ownAgentId(c, 'id');
  const form = await c.req.formData().catch(() => undefined);
  const part = form?.get('file');
  if (!part || typeof part === 'string' || part.size === 0) throw badRequest('app.errors.bad_request', { file: 'app.errors.no_file' });
  const { database, storage, clock } = c.get('deps');
  const actor = c.get('actor');
  const stored = await storeUpload(
    { db: database.db, storage, now: clock.now(), maxBytes: PROFILE_PICTURE_MAX_BYTES, accept: PICTURE_UPLOAD_TYPES },
    { name: part.name, bytes: new Uint8Array(await part.arrayBuffer()) },
    actor.id,
  ).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 413) throw pictureRefused('too_large');
    if (error instanceof ApiError && error.status === 415) throw pictureRefused('type');
    throw error;
  });
  return c.json({ data: await setProfilePicture(database.db, actor, stored.url, clock.now(), clientIp(c)) }, 201);
};

/** `DELETE /users/:id/profile-pic`: `{data}`, the profile without a picture (the navbar shows the initials). */
export const removeProfilePicture = async (c: Ctx) => {
  ownAgentId(c, 'id');
  const { database, clock } = c.get('deps');
  return c.json({ data: await setProfilePicture(database.db, c.get('actor'), null, clock.now(), clientIp(c)) });
};
