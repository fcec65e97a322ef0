import { eq } from 'drizzle-orm';
import type { Locale } from '../../../i18n/types';
import type { Db } from '../../db/client';
import { guestProfiles } from '../../db/guestTables';
import { localeOr } from '../portal/guestLocale';

/** The language a guest account's e-mails are written in (its profile's), else `fallback`. */
export const guestLanguage = async (db: Db, userId: string | null, fallback: Locale): Promise<Locale> => {
  if (!userId) return fallback;
  const [profile] = await db.select({ locale: guestProfiles.locale }).from(guestProfiles).where(eq(guestProfiles.userId, userId));
  return localeOr(profile?.locale, fallback);
};

/**
 * The language of a booking's e-mails to its guests: for a booking made on the guest site, the language
 * its guest chose (whoever acts on it: the guest, staff approving a slip, the gateway's callback); for any
 * other booking `fallback` (the language of the request that caused the e-mail, as before).
 */
export const bookingLanguage = (db: Db, row: { bookedFrom: string; bookedById: string | null }, fallback: Locale): Promise<Locale> =>
  row.bookedFrom === 'guest-portal' ? guestLanguage(db, row.bookedById, fallback) : Promise.resolve(fallback);
