import { eq, sql } from 'drizzle-orm';
import type { PermissionMatrix } from '../../../../resources/types';
import { agencyStanding } from '../../../app/auth/agency';
import type { Actor } from '../../../app/http/env';
import type { Db } from '../../client';
import { resourceTables } from '../../generated';

const { users, roles } = resourceTables;

/**
 * The person behind a demo action, as a signed-in request would carry it (the same standing rules as
 * `resolveSession`), read once: the history acts as these people without signing in for every booking.
 */
export const actorOf = async (db: Db, email: string): Promise<Actor> => {
  const [u] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!u) throw new Error(`demo history: no user ${email}`);
  const [role] = u.roleId ? await db.select({ name: roles.name, permissions: roles.permissions }).from(roles).where(eq(roles.id, u.roleId as string)) : [];
  const account = u.agencyId ? (await db.select().from(users).where(eq(users.id, u.agencyId as string)))[0] : undefined;
  const standing = agencyStanding(
    { id: u.id as string, agencyId: (u.agencyId as string | null) ?? null, active: u.active as boolean, status: (u.status as string | null) ?? null, agentType: (u.agentType as string | null) ?? null },
    account ? { active: account.active as boolean, status: (account.status as string | null) ?? null, agentType: (account.agentType as string | null) ?? null } : null,
  );
  return {
    id: u.id as string,
    accountId: standing.accountId,
    sessionId: 'demo-history',
    email: String(u.email),
    firstName: String(u.firstName ?? ''),
    lastName: String(u.lastName ?? ''),
    kind: u.kind as Actor['kind'],
    roleName: (role?.name as string | undefined) ?? null,
    permissions: (role?.permissions as PermissionMatrix | undefined) ?? {},
    agentType: standing.agentType ?? null,
    status: standing.status ?? null,
    agencyRole: (u.agencyRole as string | null) ?? null,
  };
};

/** Who books in the demo history, by role in the story. */
export interface DemoCast {
  staff: Actor;
  frontDesk: Actor;
  finance: Actor;
  taAdmin: Actor;
  taSales: Actor;
  freelancer: Actor;
  /** The freelancer who registered with the agency's referral link (its bookings earn the agency referral commission). */
  referred: Actor;
}

/** The bookers of each kind, keyed as the plan names them. */
export type BookerKey = 'staff' | 'taAdmin' | 'taSales' | 'freelancer' | 'referred';

/** Guests' names, countries and documents for the demo bookings (Malaysians with a MyKad, others with a passport). */
export const GUEST_NAMES = [
  ['Nur Aisyah binti Ahmad', 'Malaysia'],
  ['Muhammad Hafiz bin Yusof', 'Malaysia'],
  ['Tan Mei Hua', 'Malaysia'],
  ['Lim Chee Keong', 'Malaysia'],
  ['Siti Khadijah binti Omar', 'Malaysia'],
  ['Rajesh a/l Muniandy', 'Malaysia'],
  ['Wong Kar Yan', 'Malaysia'],
  ['Aiman Haziq bin Rosli', 'Malaysia'],
  ['Priya a/p Ramasamy', 'Malaysia'],
  ['Ong Boon Seng', 'Malaysia'],
  ['Farah Nadia binti Zainal', 'Malaysia'],
  ['Chua Li Ting', 'Malaysia'],
  ['Goh Wei Jie', 'Singapore'],
  ['Nurhaliza Bte Salleh', 'Singapore'],
  ['Hannah Schmidt', 'Germany'],
  ['Oliver Bennett', 'United Kingdom'],
  ['Chen Xiaoling', 'China'],
  ['Yuki Tanaka', 'Japan'],
  ['Sophie Laurent', 'France'],
  ['Daniel Kowalski', 'Poland'],
] as const;
