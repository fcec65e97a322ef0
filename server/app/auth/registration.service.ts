import { and, count, eq, gt, like, min, sql } from 'drizzle-orm';
import type { Locale } from '../../../i18n/types';
import type { ResourceDefinition } from '../../../resources/types';
import { travelAgents } from '../../../resources/travelagent';
import { loginAttempts } from '../../db/authTables';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import { writeAudit } from '../audit/audit';
import type { AppConfig } from '../config';
import { crudService, fieldOfConstraint, toColumnValues } from '../crud/crud.service';
import { pgErrorOf, UNIQUE_VIOLATION } from '../crud/dbErrors';
import { newReferralCode } from '../crud/hooks';
import { fieldErrors, recordSchema } from '../crud/recordSchema';
import { enqueueEmail } from '../email/outbox';
import { ApiError, badRequest } from '../http/errors';
import type { Translate } from '../http/i18n';
import { hashPassword } from './password';

const { users } = resourceTables;

/** What a prospective agent fills in; every rule (required, lengths, e-mail, phone, password) is the travelagent resource's own. */
const REGISTRATION_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'password', 'companyName', 'agentType', 'licenseNumber', 'address', 'city', 'country'] as const;

/**
 * The travelagent resource cut down to the registration form, plus the referral code the link carries
 * (`/pages/register?ref=CODE`, see `GET /api/agent/social-share`). The code is read-only on the resource:
 * here it is only an input, matched against the referrer's and never stored as the new agent's own.
 */
export const registrationDefinition: ResourceDefinition = {
  ...travelAgents,
  fields: {
    ...Object.fromEntries(REGISTRATION_FIELDS.map((name) => [name, travelAgents.fields[name]])),
    referralCode: { type: 'text', maxLength: 40 },
  },
};

export interface Registration {
  /** The validated fields, as the travelagent resource names them. */
  values: Record<string, unknown>;
  email: string;
  phone: string;
  /** Trimmed, as typed; matched case-insensitively. */
  referralCode: string | null;
}

const text = (v: unknown) => (typeof v === 'string' ? v : null);

/**
 * Checks a registration body with the travelagent resource's schema and answers every field message at
 * once (400). A travel agency (type TA) must name its company; a freelancer need not.
 */
export const parseRegistration = (body: unknown, t: Translate): Registration => {
  const parsed = recordSchema(registrationDefinition, 'create', t).safeParse(body);
  const errors: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
  const raw = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const companyName = text(raw.companyName)?.trim();
  if (raw.agentType === 'TA' && !companyName) errors.companyName ??= t('app.registration.company_required');
  if (!parsed.success || Object.keys(errors).length) throw badRequest('app.errors.bad_request', errors);
  const values: Record<string, unknown> = { ...parsed.data };
  const referralCode = text(values.referralCode);
  delete values.referralCode;
  return { values, email: String(values.email), phone: String(values.phone), referralCode };
};

/** Registration attempts share the sign-in attempts table, told apart by this prefix on the e-mail column. */
const ATTEMPT_PREFIX = 'registration:';

/**
 * Seconds until this address may register again, or 0: at most `registrationMaxPerAddress` attempts per
 * sliding window, counted in the database like sign-in failures (throttle.ts), so restarts and other
 * servers see the same count.
 */
export const registrationRetryAfter = async (db: Db, ip: string, now: Date, config: Pick<AppConfig, 'registrationMaxPerAddress' | 'registrationWindowMinutes'>) => {
  const windowMs = config.registrationWindowMinutes * 60_000;
  const [row] = await db
    .select({ n: count(), oldest: min(loginAttempts.at) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), like(loginAttempts.email, `${ATTEMPT_PREFIX}%`), gt(loginAttempts.at, new Date(now.getTime() - windowMs))));
  if (!row || row.n < config.registrationMaxPerAddress || !row.oldest) return 0;
  return Math.max(1, Math.ceil((new Date(row.oldest).getTime() + windowMs - now.getTime()) / 1000));
};

/**
 * Records one well-formed attempt, whatever its outcome, so that probing e-mails or referral codes is
 * slowed down too. Stored as a success: registrations never count as failed sign-ins of the address.
 */
export const recordRegistrationAttempt = (db: Db, email: string, ip: string, now: Date) =>
  db.insert(loginAttempts).values({ email: `${ATTEMPT_PREFIX}${email.toLowerCase()}`, ip, success: true, at: now });

/** An e-mail as a person is identified by it: case and a `+tag` of the local part make no other person. */
export const normalisedEmail = (email: string) => {
  const [local, domain] = email.trim().toLowerCase().split('@');
  return `${local.split('+')[0]}@${domain ?? ''}`;
};

const digits = (phone: string) => phone.replace(/\D/g, '');

/**
 * Whether two phone numbers are one line: the same digits, or the same national number written once with
 * its country code and once with a trunk 0 (`+60 12-388 4521` and `012-388 4521`).
 */
export const samePhone = (a: string, b: string) => {
  const [x, y] = [digits(a), digits(b)];
  if (!x || !y) return false;
  if (x === y) return true;
  const [nx, ny] = [x.replace(/^0+/, ''), y.replace(/^0+/, '')];
  const [short, long] = nx.length <= ny.length ? [nx, ny] : [ny, nx];
  return short.length >= 6 && long.endsWith(short) && long.length - short.length <= 3;
};

export interface RegistrationContext {
  now: Date;
  ip: string;
  locale: Locale;
  passwordIterations: number;
}

/**
 * Creates a pending agent (status P, agency admin, no category: staff assign it on approval) with its own
 * referral code, linked to the approved agent whose code it registered with. Every refusal is a field
 * message (400) and creates nothing (only the throttle's attempt row stays); the audit entry and the "registration received" e-mail are written
 * in the same transaction as the agent.
 */
export const registerAgent = async (db: Db, registration: Registration, ctx: RegistrationContext) => {
  const { values, email, phone, referralCode } = registration;
  const [[taken], [referrer]] = await Promise.all([
    db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .limit(1),
    referralCode
      ? db
          .select({ id: users.id, email: users.email, phone: users.phone, status: users.status, active: users.active })
          .from(users)
          .where(and(eq(users.kind, 'agent'), eq(sql`lower(${users.referralCode})`, referralCode.toLowerCase())))
          .limit(1)
      : Promise.resolve([]),
  ]);

  const errors: Record<string, string> = {};
  if (taken) errors.email = 'app.validation.unique';
  if (referralCode) {
    if (!referrer || referrer.status !== 'A' || referrer.active !== true) errors.referralCode = 'app.registration.referral_invalid';
    else if (normalisedEmail(String(referrer.email)) === normalisedEmail(email) || samePhone(String(referrer.phone ?? ''), phone))
      errors.referralCode = 'app.registration.self_referral';
  }
  if (Object.keys(errors).length) throw badRequest('app.errors.bad_request', errors);

  const { password, ...profile } = values;
  const columns = {
    ...toColumnValues(travelAgents, profile),
    passwordHash: await hashPassword(String(password), ctx.passwordIterations),
    status: 'P',
    agencyRole: 'admin',
    active: true,
    agentCategoryId: null,
    referralCode: newReferralCode(),
    referredById: referrer?.id ?? null,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };

  try {
    return await db.transaction(async (tx) => {
      const agent = await crudService(db, travelAgents).insert(tx, columns);
      await writeAudit(tx, { actor: { id: agent.id, email: String(agent.email) }, action: 'create', resource: travelAgents.name, recordId: agent.id, after: agent, ip: ctx.ip }, ctx.now);
      await enqueueEmail(tx, { to: String(agent.email), template: 'registration-received', locale: ctx.locale, args: { name: String(agent.firstName), email: String(agent.email) } }, ctx.now);
      return { id: agent.id, email: String(agent.email), status: 'P' as const };
    });
  } catch (error) {
    // Two registrations of one e-mail at the same moment: the unique index decides, with the same message.
    const pg = pgErrorOf(error);
    if (pg?.code === UNIQUE_VIOLATION && fieldOfConstraint(travelAgents, pg.constraint) === 'email')
      throw badRequest('app.errors.bad_request', { email: 'app.validation.unique' });
    throw error;
  }
};

/** The 429 of a throttled address, with Retry-After. */
export const tooManyRegistrations = (seconds: number) =>
  new ApiError(429, 'too_many_registrations', 'app.registration.too_many', undefined, {
    headers: { 'Retry-After': String(seconds) },
    args: { smart_count: Math.ceil(seconds / 60) },
  });
