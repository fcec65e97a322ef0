import { z } from '@hono/zod-openapi';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { PASSWORD_RULE } from '../../../resources/passwordRule';
import { resourceTables } from '../../db/generated';
import { updateRows } from '../../db/rows';
import { passwordResets } from '../../db/verificationTables';
import { guestProfiles } from '../../db/guestTables';
import { localeOr } from '../portal/guestLocale';
import { writeAudit } from '../audit/audit';
import { requireCaptcha } from '../captcha/captcha';
import { enqueueEmail } from '../email/outbox';
import type { AppEnv } from '../http/env';
import { badRequest } from '../http/errors';
import { clientIp, readBody } from '../http/middleware';
import { readSetting } from '../settings/settings';
import { hashPassword } from './password';
import { revokeAllSessions } from './sessions';
import { hashToken, newToken } from './tokens';
import { siteLink } from '../email/siteLink';

type Ctx = Context<AppEnv>;
const users = resourceTables.users;
/** How long an e-mailed reset link works. */
export const RESET_LINK_MINUTES = 60;

const requestBody = z.object({
  email: z.email({ error: 'app.validation.invalid_email' }),
  captcha: z.string().optional(),
});

/** The page of the resort's site that sets the new password (setting `resort.website`): guests have theirs on the guest site. */
const resetLink = (website: string, token: string, kind: unknown) => siteLink(website, kind === 'guest' ? '/portal/reset-password' : '/pages/reset-password', { token });

/**
 * `POST /password-reset {email, captcha}`: e-mails a link that sets a new password, if the address
 * belongs to an active account. The answer is the same either way, so the form tells nobody which
 * addresses have accounts; the captcha keeps it from being used to flood an inbox.
 */
export const requestPasswordReset = async (c: Ctx) => {
  const body = await readBody(c, requestBody);
  await requireCaptcha(c, body.captcha);
  const { database, clock } = c.get('deps');
  const now = clock.now();
  const [user] = await database.db
    .select({ id: users.id, email: users.email, firstName: users.firstName, active: users.active, kind: users.kind, guestLocale: guestProfiles.locale })
    .from(users)
    .leftJoin(guestProfiles, eq(guestProfiles.userId, users.id))
    .where(eq(sql`lower(${users.email})`, body.email.trim().toLowerCase()));
  if (user && user.active !== false) {
    const token = newToken();
    const { website } = await readSetting(database.db, 'resort');
    await database.db.transaction(async (tx) => {
      await tx.insert(passwordResets).values({ userId: String(user.id), tokenHash: await hashToken(token), createdAt: now, expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000) });
      await enqueueEmail(tx, { to: String(user.email), template: 'password-reset', locale: localeOr(user.guestLocale, c.get('locale')), args: { name: String(user.firstName ?? ''), link: resetLink(website, token, user.kind), minutes: RESET_LINK_MINUTES } }, now);
    });
  }
  return c.json({ ok: true });
};

const confirmBody = z
  .object({
    token: z.string({ error: 'app.passwordReset.link_invalid' }).min(20, { error: 'app.passwordReset.link_invalid' }),
    newPassword: z.string({ error: 'app.validation.new_password_required' }).min(1, { error: 'app.validation.new_password_required' }).regex(PASSWORD_RULE, { error: 'app.validation.password_rule' }),
    confirmPassword: z.string({ error: 'app.validation.confirm_password_required' }).min(1, { error: 'app.validation.confirm_password_required' }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], error: 'app.validation.passwords_must_match' });

/**
 * `POST /password-reset/confirm {token, newPassword, confirmPassword}`: sets the password of the link's
 * account; the link is then spent and every session of the account signed out. An unknown, used or
 * expired link → 400 on `token`.
 */
export const confirmPasswordReset = async (c: Ctx) => {
  const body = await readBody(c, confirmBody);
  const { database, clock, config } = c.get('deps');
  const now = clock.now();
  const tokenHash = await hashToken(body.token);
  const passwordHash = await hashPassword(body.newPassword, config.passwordIterations);
  await database.db.transaction(async (tx) => {
    // Spending the link is the conditional update: of two uses at once, one wins.
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ userId: passwordResets.userId });
    if (!spent) throw badRequest('app.errors.bad_request', { token: 'app.passwordReset.link_invalid' });
    const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, spent.userId));
    await updateRows(tx, users, { passwordHash, updatedAt: now }, eq(users.id, spent.userId));
    await revokeAllSessions(tx, spent.userId, now);
    await writeAudit(tx, { actor: { id: spent.userId, email: String(user?.email ?? '') }, action: 'password', resource: 'auth', recordId: spent.userId, ip: clientIp(c) }, now);
  });
  return c.json({ ok: true });
};
