import { asc, eq, or, sql } from 'drizzle-orm';
import type { ResourceDefinition } from '../../../resources/types';
import { travelAgents } from '../../../resources/travelagent';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import { updateRows } from '../../db/rows';
import { writeAudit } from '../audit/audit';
import { hashPassword } from '../auth/password';
import { revokeAllSessions } from '../auth/sessions';
import { crudService, fieldOfConstraint, toColumnValues } from '../crud/crud.service';
import { pgErrorOf, UNIQUE_VIOLATION } from '../crud/dbErrors';
import { fieldErrors, recordSchema } from '../crud/recordSchema';
import type { Actor } from '../http/env';
import { badRequest, notFound } from '../http/errors';
import type { Translate } from '../http/i18n';

const { users } = resourceTables;

export const AGENCY_ROLES = ['admin', 'editor', 'viewer'] as const;
export type AgencyRole = (typeof AGENCY_ROLES)[number];

const f = travelAgents.fields;
/**
 * What an agency admin fills in for a new member: the travelagent resource's own rules (lengths, e-mail,
 * phone, password), with the role required rather than defaulting to admin.
 */
export const memberDefinition: ResourceDefinition = {
  ...travelAgents,
  fields: {
    firstName: f.firstName,
    lastName: f.lastName,
    email: f.email,
    phone: f.phone,
    password: f.password,
    agencyRole: { type: 'select', choices: AGENCY_ROLES, required: true },
  },
};

/** A member as the members screen lists it. */
export interface AgencyMember {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  agencyRole: AgencyRole;
  active: boolean;
  lastLoginAt: string | null;
  /** The agency's account (its first admin): it holds the bookings and the wallet, and stays active. */
  accountHolder: boolean;
}

const memberColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  agencyRole: users.agencyRole,
  active: users.active,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
};

type MemberRow = { [K in keyof typeof memberColumns]: unknown };

const present = (row: MemberRow, accountId: string): AgencyMember => ({
  id: String(row.id),
  firstName: String(row.firstName),
  lastName: String(row.lastName),
  email: String(row.email),
  phone: row.phone === null ? null : String(row.phone),
  agencyRole: row.agencyRole as AgencyRole,
  active: row.active !== false,
  lastLoginAt: row.lastLoginAt instanceof Date ? row.lastLoginAt.toISOString() : null,
  accountHolder: row.id === accountId,
});

const ofAgency = (accountId: string) => or(eq(users.id, accountId), eq(users.agencyId, accountId));

/** The agency's people: its account first, then its members in the order they were added. */
export const agencyMembers = async (db: Db, accountId: string) => {
  const rows = await db
    .select(memberColumns)
    .from(users)
    .where(ofAgency(accountId))
    .orderBy(sql`${users.id} <> ${accountId}`, asc(users.createdAt), asc(users.id));
  return rows.map((row) => present(row, accountId));
};

export interface MemberContext {
  now: Date;
  ip: string;
  passwordIterations: number;
}

/** Checks a new member's fields with the resource's rules; every field message at once (400). */
export const parseNewMember = (body: unknown, t: Translate) => {
  const parsed = recordSchema(memberDefinition, 'create', t).safeParse(body);
  if (!parsed.success) throw badRequest('app.errors.bad_request', fieldErrors(parsed.error));
  return parsed.data as Record<string, unknown> & { email: string; password: string; agencyRole: AgencyRole };
};

const emailTaken = () => badRequest('app.errors.bad_request', { email: 'app.validation.unique' });

/**
 * Adds a member to the caller's agency: approved at once (the agency already is), of the agency's type,
 * category and company, pointing at the agency's account. The e-mail is unique across all people.
 */
export const addMember = async (db: Db, actor: Actor, values: ReturnType<typeof parseNewMember>, ctx: MemberContext) => {
  const [[taken], [account]] = await Promise.all([
    db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, values.email.toLowerCase())).limit(1),
    db.select({ agentType: users.agentType, agentCategoryId: users.agentCategoryId, companyName: users.companyName, country: users.country }).from(users).where(eq(users.id, actor.accountId)),
  ]);
  if (taken) throw emailTaken();
  if (!account) throw notFound('app.errors.not_found');
  const { password, ...profile } = values;
  const columns = {
    ...toColumnValues(memberDefinition, profile),
    passwordHash: await hashPassword(password, ctx.passwordIterations),
    agentType: account.agentType,
    agentCategoryId: account.agentCategoryId,
    companyName: account.companyName,
    country: account.country,
    status: 'A',
    active: true,
    agencyId: actor.accountId,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
  try {
    return await db.transaction(async (tx) => {
      const member = await crudService(db, travelAgents).insert(tx, columns);
      await writeAudit(tx, { actor, action: 'create', resource: travelAgents.name, recordId: member.id, after: { ...member, agencyId: actor.accountId }, ip: ctx.ip }, ctx.now);
      const [row] = await tx.select(memberColumns).from(users).where(eq(users.id, member.id));
      return present(row, actor.accountId);
    });
  } catch (error) {
    // Two adds of one e-mail at the same moment: the unique index decides, with the same message.
    const pg = pgErrorOf(error);
    if (pg?.code === UNIQUE_VIOLATION && fieldOfConstraint(travelAgents, pg.constraint) === 'email') throw emailTaken();
    throw error;
  }
};

export interface MemberChange {
  agencyRole?: AgencyRole;
  active?: boolean;
}

/**
 * Changes a member's role or switches it off or on. The agency's people are locked first, so two admins
 * acting at once cannot leave it without an active admin. Someone of another agency is not found; the
 * account holder stays active (the agency's bookings and wallet are its), nobody deactivates themselves,
 * and a deactivated member is signed out everywhere at once.
 */
export const changeMember = async (db: Db, actor: Actor, memberId: string, change: MemberChange, ctx: Omit<MemberContext, 'passwordIterations'>) =>
  db.transaction(async (tx) => {
    const people = await tx.select(memberColumns).from(users).where(ofAgency(actor.accountId)).orderBy(asc(users.id)).for('update');
    const before = people.find((p) => p.id === memberId);
    if (!before) throw notFound('app.errors.not_found');
    const field = change.active === false ? 'active' : 'agencyRole';
    if (change.active === false && memberId === actor.accountId) throw badRequest('app.portalMembers.errors.account_holder', { active: 'app.portalMembers.errors.account_holder' });
    if (change.active === false && memberId === actor.id) throw badRequest('app.errors.own_account', { active: 'app.errors.own_account' });
    const after = { agencyRole: change.agencyRole ?? before.agencyRole, active: change.active ?? before.active !== false };
    const activeAdmins = people.filter((p) => {
      const state = p.id === memberId ? after : { agencyRole: p.agencyRole, active: p.active !== false };
      return state.active && state.agencyRole === 'admin';
    });
    if (activeAdmins.length === 0) throw badRequest('app.portalMembers.errors.last_admin', { [field]: 'app.portalMembers.errors.last_admin' });
    await updateRows(tx, users, { ...after, updatedAt: ctx.now }, eq(users.id, memberId));
    if (before.active !== false && !after.active) await revokeAllSessions(tx, memberId, ctx.now);
    await writeAudit(
      tx,
      { actor, action: 'update', resource: travelAgents.name, recordId: memberId, before: { agencyRole: before.agencyRole, active: before.active }, after, ip: ctx.ip },
      ctx.now,
    );
    return present({ ...before, ...after }, actor.accountId);
  });
