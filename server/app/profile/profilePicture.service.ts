import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import { updateRows } from '../../db/rows';
import { writeAudit } from '../audit/audit';
import type { Actor } from '../http/env';
import { notFound } from '../http/errors';
import type { AllowedType } from '../uploads/uploads.service';
import { readProfile } from './profileInfo.service';
import { PROFILE_PICTURE_TYPES } from '../../../resources/profilePicture';

const { users } = resourceTables;

/** The upload check's narrowing for a picture (the types are the upload's own, so it never accepts more). */
export const PICTURE_UPLOAD_TYPES: readonly AllowedType[] = PROFILE_PICTURE_TYPES;

/**
 * Sets the agent's own picture (an upload's path) or, with null, removes it, with the change in the audit
 * log; answers the profile as read afterwards. The upload replaced stays stored, as every upload does.
 */
export const setProfilePicture = (db: Db, actor: Actor, path: string | null, now: Date, ip: string) =>
  db.transaction(async (tx) => {
    const [before] = await tx
      .select({ profilePic: users.profilePic })
      .from(users)
      .where(and(eq(users.id, actor.id), eq(users.kind, 'agent')))
      .limit(1);
    if (!before) throw notFound('app.errors.not_found');
    await updateRows(tx, users, { profilePic: path, updatedAt: now }, eq(users.id, actor.id));
    await writeAudit(tx, { actor, action: 'update', resource: 'travelagent', recordId: actor.id, before: { profilePic: before.profilePic }, after: { profilePic: path }, ip }, now);
    return readProfile(tx, actor.id);
  });
