/**
 * An agent's profile picture (`users.profile_pic`): the image types and the size the server accepts, shared
 * with the portal's file input and its hint. A photo only: no GIF (animated avatars) and no PDF.
 */
export const PROFILE_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The largest picture taken: an avatar shown at 96 px at most needs no more. */
export const PROFILE_PICTURE_MAX_MB = 2;
export const PROFILE_PICTURE_MAX_BYTES = PROFILE_PICTURE_MAX_MB * 1024 * 1024;
