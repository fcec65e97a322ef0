import { eq } from 'drizzle-orm';
import { resources } from '../../../../resources';
import { mailStatusDecision } from '../../../app/agent/approvals';
import { parseRegistration, registerAgent } from '../../../app/auth/registration.service';
import { writeAudit } from '../../../app/audit/audit';
import { crudService } from '../../../app/crud/crud.service';
import { translator } from '../../../app/http/i18n';
import type { Actor } from '../../../app/http/env';
import { saveBankDetails } from '../../../app/wallet/payouts.service';
import type { Db } from '../../client';
import { resourceTables } from '../../generated';
import { DEMO_PASSWORD } from '../demoPeople';
import { later } from './calendar';
import { actorOf, type DemoCast } from './people';
import { HISTORY_IP } from './steps';

const { users, agent_categories } = resourceTables;

/** The freelancer who joined through the demo agency's referral link (not a documented sign-in). */
export const REFERRED_AGENT_EMAIL = 'nadia.referral@agent.test';

/**
 * A freelancer registers with the agency's referral code, and staff approve it into the Standard
 * freelancer category a day later: the registration form's and the approval's own services.
 */
const registerReferred = async (db: Db, staff: Actor, referrerId: string, at: Date, passwordIterations: number) => {
  const [referrer] = await db.select({ code: users.referralCode }).from(users).where(eq(users.id, referrerId));
  const registration = parseRegistration(
    { firstName: 'Nadia', lastName: 'Salleh', email: REFERRED_AGENT_EMAIL, phone: '+60 11-2345 6789', password: DEMO_PASSWORD, agentType: 'F', city: 'Kuantan', country: 'Malaysia', referralCode: referrer?.code ?? undefined },
    translator('en'),
  );
  const agent = await registerAgent(db, registration, { now: at, ip: HISTORY_IP, locale: 'en', passwordIterations });
  const approvedAt = later(at, 24 * 60);
  const [category] = await db.select({ id: agent_categories.id }).from(agent_categories).where(eq(agent_categories.name, 'Freelancer – Standard'));
  const service = crudService(db, resources.travelagent);
  await db.transaction(async (tx) => {
    const existing = await service.get(agent.id, tx);
    const record = await service.update(tx, agent.id, { status: 'A', agentCategoryId: category?.id ?? null }, approvedAt);
    if (!existing || !record) throw new Error('demo history: the referred agent vanished');
    await writeAudit(tx, { actor: staff, action: 'update', resource: 'travelagent', recordId: agent.id, before: { status: existing.status }, after: { status: 'A' }, ip: HISTORY_IP }, approvedAt);
    await mailStatusDecision(tx, existing, record, approvedAt);
  });
};

/** The demo's people as they are now (the referred freelancer registered already). */
export const readCast = async (db: Db): Promise<DemoCast> => ({
  staff: await actorOf(db, 'admin@resort.test'),
  frontDesk: await actorOf(db, 'editor@resort.test'),
  finance: await actorOf(db, 'meiling.finance@resort.test'),
  taAdmin: await actorOf(db, 'ta@agency.test'),
  taSales: await actorOf(db, 'sales@agency.test'),
  freelancer: await actorOf(db, 'freelancer@agent.test'),
  referred: await actorOf(db, REFERRED_AGENT_EMAIL),
});

/** The demo's people, with the referred freelancer registered at `referredAt` and every agent's bank details saved at `setUpAt`. */
export const castOf = async (db: Db, setUpAt: Date, referredAt: Date, passwordIterations: number): Promise<DemoCast> => {
  const staff = await actorOf(db, 'admin@resort.test');
  const taAdmin = await actorOf(db, 'ta@agency.test');
  await registerReferred(db, staff, taAdmin.accountId, referredAt, passwordIterations);
  const cast = await readCast(db);
  const banks = [
    [cast.taAdmin, 'Terengganu Island Holidays Sdn Bhd', '512345678901', 'Maybank'],
    [cast.freelancer, 'Kevin Lim', '7001234567', 'CIMB Bank'],
    [cast.referred, 'Nadia Salleh', '3201987654', 'Public Bank'],
  ] as const;
  for (const [agent, accountName, accountNumber, bankName] of banks)
    await saveBankDetails(db, agent.accountId, { accountName, accountNumber, bankName }, agent === cast.referred ? later(referredAt, 2 * 24 * 60) : setUpAt);
  return cast;
};
