import { eq, sql } from 'drizzle-orm';
import type { PermissionMatrix } from '../../../../resources/types';
import { agencyStanding } from '../../../app/auth/agency';
import type { Actor } from '../../../app/http/env';
import type { Db } from '../../client';
import type { Random } from './random';
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

const MALAY_MEN = ['Muhammad Hafiz', 'Aiman Haziq', 'Ahmad Faris', 'Amirul Hakim', 'Mohd Zulkifli', 'Syed Imran', 'Khairul Anuar', 'Ikhwan', 'Danial', 'Hakimi'];
const MALAY_WOMEN = ['Nur Aisyah', 'Siti Khadijah', 'Farah Nadia', 'Nurul Izzah', 'Aina Sofea', 'Puteri Balqis', 'Nor Azlina', 'Intan Suraya', 'Hidayah', 'Zulaikha'];
const MALAY_FATHERS = ['Ahmad', 'Yusof', 'Omar', 'Rosli', 'Zainal', 'Ismail', 'Hassan', 'Abdullah', 'Rahman', 'Salleh', 'Ibrahim', 'Kamarudin'];
const CHINESE_SURNAMES = ['Tan', 'Lim', 'Wong', 'Ong', 'Chua', 'Goh', 'Lee', 'Ng', 'Teh', 'Yap', 'Chong', 'Koh', 'Low'];
const CHINESE_GIVEN = ['Mei Hua', 'Chee Keong', 'Kar Yan', 'Boon Seng', 'Li Ting', 'Wei Jie', 'Jia Hui', 'Kok Wai', 'Siew Ling', 'Zhi Hao', 'Hui Min', 'Jun Wei'];
const INDIAN_GIVEN = [['Rajesh', 'a/l'], ['Priya', 'a/p'], ['Kavitha', 'a/p'], ['Suresh', 'a/l'], ['Deepa', 'a/p'], ['Arun', 'a/l'], ['Meena', 'a/p'], ['Vikram', 'a/l']] as const;
const INDIAN_FATHERS = ['Muniandy', 'Ramasamy', 'Krishnan', 'Subramaniam', 'Govindasamy', 'Rajendran', 'Nair'];
const ABROAD: Record<string, { first: readonly string[]; last: readonly string[] }> = {
  Germany: { first: ['Hannah', 'Lukas', 'Anna', 'Felix', 'Lena'], last: ['Schmidt', 'Müller', 'Becker', 'Wagner', 'Hoffmann'] },
  'United Kingdom': { first: ['Oliver', 'Amelia', 'Harry', 'Isla', 'George'], last: ['Bennett', 'Clarke', 'Hughes', 'Turner', 'Walsh'] },
  China: { first: ['Xiaoling', 'Hao', 'Yu', 'Jing', 'Lei'], last: ['Chen', 'Zhang', 'Liu', 'Wang', 'Zhao'] },
  Japan: { first: ['Yuki', 'Haruto', 'Sakura', 'Ren', 'Aoi'], last: ['Tanaka', 'Sato', 'Suzuki', 'Ito', 'Kobayashi'] },
  France: { first: ['Sophie', 'Louis', 'Camille', 'Hugo', 'Chloé'], last: ['Laurent', 'Martin', 'Bernard', 'Moreau', 'Girard'] },
  Poland: { first: ['Daniel', 'Zofia', 'Jakub', 'Maja'], last: ['Kowalski', 'Nowak', 'Wiśniewski', 'Zielińska'] },
  Australia: { first: ['Jack', 'Charlotte', 'Noah', 'Ruby'], last: ['Mitchell', 'Taylor', 'Kelly', 'Ryan'] },
  'South Korea': { first: ['Min-jun', 'Seo-yeon', 'Ji-ho', 'Ha-eun'], last: ['Kim', 'Park', 'Choi', 'Jung'] },
};
const SINGAPOREANS = { first: ['Wei Ling', 'Jun Hao', 'Nurhaliza', 'Marcus', 'Rachel', 'Darren'], last: ['Goh', 'Tay', 'Salleh', 'Lim', 'Ho', 'Pereira'] };

/**
 * A guest's name and country for a demo booking, as the resort's guests come: Malaysians (Malay, Chinese
 * and Indian naming), Singaporeans and guests from abroad (Malaysians book with a MyKad, others with a
 * passport). Drawn from parts, so a year of bookings does not keep meeting the same twenty people.
 */
export const guestNameOf = (random: Random): readonly [string, string] => {
  const community = random.weighted({ malay: 0.34, chinese: 0.24, indian: 0.08, singapore: 0.1, abroad: 0.24 });
  if (community === 'malay') {
    const man = random.chance(0.5);
    return [`${random.pick(man ? MALAY_MEN : MALAY_WOMEN)} ${man ? 'bin' : 'binti'} ${random.pick(MALAY_FATHERS)}`, 'Malaysia'];
  }
  if (community === 'chinese') return [`${random.pick(CHINESE_SURNAMES)} ${random.pick(CHINESE_GIVEN)}`, 'Malaysia'];
  if (community === 'indian') {
    const [given, link] = random.pick(INDIAN_GIVEN);
    return [`${given} ${link} ${random.pick(INDIAN_FATHERS)}`, 'Malaysia'];
  }
  if (community === 'singapore') return [`${random.pick(SINGAPOREANS.first)} ${random.pick(SINGAPOREANS.last)}`, 'Singapore'];
  const country = random.pick(Object.keys(ABROAD));
  const names = ABROAD[country];
  // East Asian guests give the family name first, as their passports' romanised names read at the desk.
  const family = random.pick(names.last);
  const given = random.pick(names.first);
  return [country === 'China' || country === 'South Korea' ? `${family} ${given}` : `${given} ${family}`, country];
};
