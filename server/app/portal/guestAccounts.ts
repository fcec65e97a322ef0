import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import type { Locale } from '../../../i18n/types';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import { emailConfirmations, guestProfiles } from '../../db/guestTables';
import { insertRow } from '../../db/rows';
import { writeAudit } from '../audit/audit';
import { hashPassword } from '../auth/password';
import { hashToken, newToken } from '../auth/tokens';
import { pgErrorOf, UNIQUE_VIOLATION } from '../crud/dbErrors';
import { enqueueEmail } from '../email/outbox';
import { ApiError, badRequest } from '../http/errors';
import { readSetting } from '../settings/settings';
import { localeOr } from './guestLocale';
import { siteLink } from '../email/siteLink';

const { users } = resourceTables;

/** How long an e-mailed confirmation link works. */
export const CONFIRMATION_LINK_HOURS = 24;
/** Confirmation e-mails (the sign-up's included) one guest may be sent per hour. */
export const CONFIRMATIONS_PER_HOUR = 4;

export interface SignUp {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  locale: Locale;
}

interface Context {
  now: Date;
  ip: string;
  passwordIterations: number;
}

/** The guest site's page that confirms an address (setting `resort.website`). */
const confirmationLink = (website: string, token: string) => siteLink(website, '/portal/confirm-email', { token });

/** Writes a new confirmation link for `userId` and queues its e-mail, in the caller's transaction. */
const sendConfirmation = async (tx: Db, guest: { id: string; email: string; firstName: string; locale: Locale }, website: string, now: Date) => {
  const token = newToken();
  await tx.insert(emailConfirmations).values({ userId: guest.id, tokenHash: await hashToken(token), createdAt: now, expiresAt: new Date(now.getTime() + CONFIRMATION_LINK_HOURS * 3_600_000) });
  await enqueueEmail(
    tx,
    { to: guest.email, template: 'guest-confirm-email', locale: guest.locale, args: { name: guest.firstName, email: guest.email, link: confirmationLink(website, token), hours: CONFIRMATION_LINK_HOURS } },
    now,
  );
};

/**
 * Creates an unconfirmed guest account and e-mails its confirmation link, or, when the address already
 * has an account of any kind, e-mails that address a notice instead and creates nothing. The caller
 * answers the same in both cases, so the form tells nobody which addresses have accounts.
 */
export const signUpGuest = async (db: Db, input: SignUp, ctx: Context): Promise<void> => {
  const email = input.email.trim().toLowerCase();
  // Hashed before the look-up, on both paths, so the answer's timing does not tell them apart either.
  const passwordHash = await hashPassword(input.password, ctx.passwordIterations);
  const { website } = await readSetting(db, 'resort');
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email)).limit(1);
  if (taken) {
    const resetUrl = siteLink(website, '/portal/forgot-password');
    await enqueueEmail(db, { to: email, template: 'guest-signup-existing', locale: input.locale, args: { email, resetUrl } }, ctx.now);
    return;
  }
  try {
    await db.transaction(async (tx) => {
      const guest = await insertRow(tx, users, {
        kind: 'guest',
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        active: true,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
      const id = String(guest.id);
      await tx.insert(guestProfiles).values({ userId: id, locale: input.locale, updatedAt: ctx.now });
      await writeAudit(tx, { actor: { id, email }, action: 'create', resource: 'guests', recordId: id, after: { email, firstName: input.firstName, lastName: input.lastName, locale: input.locale }, ip: ctx.ip }, ctx.now);
      await sendConfirmation(tx, { id, email, firstName: input.firstName, locale: input.locale }, website, ctx.now);
    });
  } catch (error) {
    // The same address signed up twice at once: the unique index lets one through; the other is the neutral answer too.
    if (pgErrorOf(error)?.code === UNIQUE_VIOLATION) return;
    throw error;
  }
};

const linkError = (message: string) => badRequest('app.errors.bad_request', { token: message });

/**
 * Confirms the address of the link's guest. The link is spent (of two uses at once, one wins); a used,
 * expired or unknown link → 400 on `token`, and confirming never undoes or moves an earlier confirmation.
 */
export const confirmGuestEmail = async (db: Db, token: string, ctx: Pick<Context, 'now' | 'ip'>) => {
  const tokenHash = await hashToken(token);
  return db.transaction(async (tx) => {
    const [link] = await tx.select().from(emailConfirmations).where(eq(emailConfirmations.tokenHash, tokenHash));
    if (!link) throw linkError('app.guestAccount.link_invalid');
    if (link.usedAt) throw linkError('app.guestAccount.link_used');
    if (link.expiresAt.getTime() <= ctx.now.getTime()) throw linkError('app.guestAccount.link_expired');
    const [spent] = await tx
      .update(emailConfirmations)
      .set({ usedAt: ctx.now })
      .where(and(eq(emailConfirmations.id, link.id), sql`${emailConfirmations.usedAt} IS NULL`))
      .returning({ userId: emailConfirmations.userId });
    if (!spent) throw linkError('app.guestAccount.link_used');
    await tx
      .insert(guestProfiles)
      .values({ userId: spent.userId, emailConfirmedAt: ctx.now, updatedAt: ctx.now })
      .onConflictDoUpdate({ target: guestProfiles.userId, set: { emailConfirmedAt: sql`coalesce(${guestProfiles.emailConfirmedAt}, ${ctx.now.toISOString()}::timestamptz)` } });
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, spent.userId));
    await writeAudit(tx, { actor: { id: spent.userId, email: String(user?.email ?? '') }, action: 'update', resource: 'guests', recordId: spent.userId, after: { emailConfirmed: true }, ip: ctx.ip }, ctx.now);
    return { confirmed: true as const, email: String(user?.email ?? '') };
  });
};

/** Whether the guest's address is confirmed (a guest without a profile row is not). */
export const guestConfirmed = async (db: Db, userId: string) => {
  const [row] = await db.select({ at: guestProfiles.emailConfirmedAt }).from(guestProfiles).where(eq(guestProfiles.userId, userId));
  return !!row?.at;
};

/**
 * Sends a signed-in, unconfirmed guest a new confirmation link (earlier ones keep working until they
 * expire). At most CONFIRMATIONS_PER_HOUR links an hour → 429 with Retry-After; a confirmed guest is
 * sent nothing.
 */
export const resendConfirmation = async (db: Db, guest: { id: string; email: string; firstName: string }, fallbackLocale: Locale, now: Date) => {
  const [profile] = await db.select({ at: guestProfiles.emailConfirmedAt, locale: guestProfiles.locale }).from(guestProfiles).where(eq(guestProfiles.userId, guest.id));
  if (profile?.at) return { sent: false, confirmed: true };
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const [recent] = await db
    .select({ n: count(), oldest: min(emailConfirmations.createdAt) })
    .from(emailConfirmations)
    .where(and(eq(emailConfirmations.userId, guest.id), gt(emailConfirmations.createdAt, hourAgo)));
  if (recent && recent.n >= CONFIRMATIONS_PER_HOUR && recent.oldest) {
    const seconds = Math.max(1, Math.ceil((new Date(recent.oldest).getTime() + 3_600_000 - now.getTime()) / 1000));
    throw new ApiError(429, 'too_many_confirmations', 'app.guestAccount.too_many_confirmations', undefined, {
      headers: { 'Retry-After': String(seconds) },
      args: { smart_count: Math.ceil(seconds / 60) },
    });
  }
  const { website } = await readSetting(db, 'resort');
  await db.transaction((tx) => sendConfirmation(tx, { ...guest, locale: localeOr(profile?.locale, fallbackLocale) }, website, now));
  return { sent: true, confirmed: false };
};
