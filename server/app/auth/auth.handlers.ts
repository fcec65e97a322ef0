import type { Context } from 'hono';
import { z } from '@hono/zod-openapi';
import { eq, sql } from 'drizzle-orm';
import { resourceTables } from '../../db/generated';
import { updateRows } from '../../db/rows';
import { writeAudit } from '../audit/audit';
import { PASSWORD_RULE } from '../../../resources/passwordRule';
import { fieldErrors } from '../crud/recordSchema';
import type { Actor, AppEnv } from '../http/env';
import { ApiError, badRequest } from '../http/errors';
import { clientIp, readJson } from '../http/middleware';
import { fullMatrix } from '../permissions/permissions';
import { agencyStanding } from './agency';
import { hashPassword, verifyPassword } from './password';
import { openSession, revokeAllSessions, revokeSession } from './sessions';
import { recordAttempt, retryAfterSeconds } from './throttle';

type Ctx = Context<AppEnv>;
const { users, roles } = resourceTables;

/**
 * The signed-in person as the client stores it (spec section 3: id, names, type with its code), with what
 * the agent portal's menu needs: status, agency role and starred pages.
 */
export const publicUser = (actor: Omit<Actor, 'sessionId'>, bookmarks: unknown = [], profilePic: unknown = null) => ({
  id: actor.id,
  email: actor.email,
  firstName: actor.firstName,
  lastName: actor.lastName,
  kind: actor.kind,
  role: actor.roleName,
  permissions: actor.kind !== 'staff' ? {} : actor.roleName === 'admin' ? fullMatrix() : actor.permissions,
  type: actor.agentType ? { code: actor.agentType } : null,
  status: actor.status ? { code: actor.status } : null,
  agencyRole: actor.agencyRole ?? null,
  active: true,
  bookmarks: Array.isArray(bookmarks) ? bookmarks.filter((b): b is string => typeof b === 'string') : [],
  /** Agents: their picture's public address, for the portal's navbar avatar (null: the initials). */
  profilePic: typeof profilePic === 'string' && profilePic ? profilePic : null,
});

const loginBody = (t: Ctx['var']['t']) =>
  z.object({
    email: z.string({ error: t('ra.validation.required') }).trim().toLowerCase().pipe(z.email({ error: t('app.validation.invalid_email') })),
    password: z.string({ error: t('ra.validation.required') }).min(1, { error: t('ra.validation.required') }).max(200),
  });

/**
 * Checks an e-mail and password (throttled per e-mail and per address) and opens a session. `kinds`
 * limits which accounts may sign in here: the guest site's sign-in opens no staff or agent session.
 */
export const signIn = async (c: Ctx, kinds?: readonly Actor['kind'][]) => {
  const t = c.get('t');
  const parsed = loginBody(t).safeParse(await readJson(c));
  if (!parsed.success) throw badRequest('app.errors.bad_request', fieldErrors(parsed.error));
  const { email, password } = parsed.data;
  const { database, clock, config } = c.get('deps');
  const db = database.db;
  const ip = clientIp(c);
  const now = clock.now();

  const wait = await retryAfterSeconds(db, email, ip, now, config.loginMaxFailures, config.loginWindowMinutes);
  if (wait > 0)
    throw new ApiError(429, 'too_many_attempts', 'app.auth.too_many_attempts', undefined, {
      headers: { 'Retry-After': String(wait) },
      args: { smart_count: Math.ceil(wait / 60) },
    });

  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      kind: users.kind,
      active: users.active,
      status: users.status,
      agentType: users.agentType,
      agencyRole: users.agencyRole,
      agencyId: users.agencyId,
      bookmarks: users.bookmarks,
      profilePic: users.profilePic,
      passwordHash: users.passwordHash,
      roleName: roles.name,
      permissions: roles.permissions,
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);

  const ok = await verifyPassword(password, (user?.passwordHash as string | null) ?? null);
  await recordAttempt(db, email, ip, ok, now);
  if (!user || !ok) throw new ApiError(401, 'invalid_credentials', 'app.auth.invalid_credentials');
  const [account] = user.agencyId
    ? await db.select({ active: users.active, status: users.status, agentType: users.agentType }).from(users).where(eq(users.id, user.agencyId))
    : [];
  const own = { id: user.id as string, agencyId: user.agencyId, active: user.active !== false, status: user.status as string | null, agentType: user.agentType as string | null };
  const standing = agencyStanding(own, account ? { active: account.active !== false, status: account.status as string | null, agentType: account.agentType as string | null } : null);
  if (!standing.active || standing.status === 'R') throw new ApiError(401, 'account_inactive', 'app.auth.account_inactive');
  if (kinds && !kinds.includes(user.kind as Actor['kind'])) throw new ApiError(403, 'wrong_portal', 'app.guestAccount.not_a_guest_account');

  const accessToken = await openSession(db, user.id as string, now, config.sessionTtlMinutes, { userAgent: c.req.header('user-agent'), ip });
  await updateRows(db, users, { lastLoginAt: now }, eq(users.id, user.id));
  const actor = {
    id: user.id as string,
    accountId: standing.accountId,
    email: user.email as string,
    firstName: user.firstName as string,
    lastName: user.lastName as string,
    kind: user.kind as Actor['kind'],
    roleName: (user.roleName as string | null) ?? null,
    permissions: (user.permissions as Actor['permissions'] | null) ?? {},
    agentType: standing.agentType ?? null,
    status: standing.status,
    agencyRole: user.agencyRole as string | null,
  };
  await writeAudit(db, { actor, action: 'login', resource: 'auth', recordId: actor.id, ip }, now);
  return { accessToken, actor, user: publicUser(actor, user.bookmarks, user.profilePic) };
};

export const login = async (c: Ctx) => {
  const { accessToken, user } = await signIn(c);
  return c.json({ accessToken, user });
};

export const logout = async (c: Ctx) => {
  const { database, clock } = c.get('deps');
  const actor = c.get('actor');
  await revokeSession(database.db, actor.sessionId, clock.now());
  await writeAudit(database.db, { actor, action: 'logout', resource: 'auth', recordId: actor.id, ip: clientIp(c) }, clock.now());
  return c.json({ ok: true });
};

export const me = async (c: Ctx) => {
  const actor = c.get('actor');
  const [row] = await c.get('deps').database.db.select({ bookmarks: users.bookmarks, profilePic: users.profilePic }).from(users).where(eq(users.id, actor.id));
  return c.json(publicUser(actor, row?.bookmarks, row?.profilePic));
};

const passwordBody = (t: Ctx['var']['t']) =>
  z
    .object({
      currentPassword: z.string({ error: t('app.validation.current_password_required') }).min(1, { error: t('app.validation.current_password_required') }),
      newPassword: z
        .string({ error: t('app.validation.new_password_required') })
        .min(1, { error: t('app.validation.new_password_required') })
        .regex(PASSWORD_RULE, { error: t('app.validation.password_rule') }),
      confirmPassword: z.string({ error: t('app.validation.confirm_password_required') }).min(1, { error: t('app.validation.confirm_password_required') }),
    })
    .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], error: t('app.validation.passwords_must_match') })
    .refine((v) => v.newPassword !== v.currentPassword, { path: ['newPassword'], error: t('app.auth.same_password') });

/** Changes the caller's password; every other session of theirs is signed out. */
export const changePassword = async (c: Ctx) => {
  const parsed = passwordBody(c.get('t')).safeParse(await readJson(c));
  if (!parsed.success) throw badRequest('app.errors.bad_request', fieldErrors(parsed.error));
  const { database, clock, config } = c.get('deps');
  const db = database.db;
  const actor = c.get('actor');
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, actor.id));
  if (!(await verifyPassword(parsed.data.currentPassword, (row?.passwordHash as string | null) ?? null)))
    throw badRequest('app.errors.bad_request', { currentPassword: 'app.auth.wrong_current_password' });
  const now = clock.now();
  const passwordHash = await hashPassword(parsed.data.newPassword, config.passwordIterations);
  await db.transaction(async (tx) => {
    await updateRows(tx, users, { passwordHash, updatedAt: now }, eq(users.id, actor.id));
    await revokeAllSessions(tx, actor.id, now, actor.sessionId);
    await writeAudit(tx, { actor, action: 'password', resource: 'auth', recordId: actor.id, ip: clientIp(c) }, now);
  });
  return c.json({ ok: true });
};
