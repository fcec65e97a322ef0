import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import type { Locale } from '../../../i18n/types';
import type { ApiRecord } from '../crud/crud.service';
import { enqueueEmail, type EmailTemplate } from '../email/outbox';
import { readSetting } from '../settings/settings';
import { siteLink } from '../email/siteLink';

/** Agent statuses (the `travelagent` resource's `status` choices): pending review, approved, rejected. */
export const AGENT_STATUSES = ['P', 'A', 'R'] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];

/** `GET /api/admin/travelagent/status`: how many agents are in each status (every status present, 0 when none). */
export const agentStatusCounts = async (db: Db) => {
  const u = resourceTables.users;
  const rows = await db.select({ status: u.status, count: count() }).from(u).where(eq(u.kind, 'agent')).groupBy(u.status);
  const counts = Object.fromEntries(AGENT_STATUSES.map((s) => [s, 0])) as Record<AgentStatus, number>;
  for (const row of rows) if ((AGENT_STATUSES as readonly unknown[]).includes(row.status)) counts[row.status as AgentStatus] = Number(row.count);
  return { counts, total: AGENT_STATUSES.reduce((n, s) => n + counts[s], 0) };
};

/** Agents keep no language of their own: decisions are written in the resort's default. */
const DEFAULT_LOCALE: Locale = 'en';

/** Where an approved agent signs in: the spec's sign-in page on the resort's site (setting `resort.website`). */
const signInLink = (website: string) => siteLink(website, '/pages/login');

/**
 * The e-mail a change of an agent's status sends: approved when a pending (or earlier rejected) agent
 * becomes `A`, not approved when a pending one becomes `R`. Other changes (an approved agent suspended
 * to `R`, edits that keep the status) send nothing here.
 */
export const statusDecisionTemplate = (before: unknown, after: unknown): EmailTemplate | null => {
  if (before === after) return null;
  if (after === 'A' && (before === 'P' || before === 'R')) return 'agent-approved';
  if (after === 'R' && before === 'P') return 'agent-rejected';
  return null;
};

/**
 * Queues the decision e-mail in the status change's own transaction (it goes out only if the change
 * commits), in the resort's default language.
 */
export const mailStatusDecision = async (tx: Db, existing: ApiRecord, record: ApiRecord, now: Date) => {
  const template = statusDecisionTemplate(existing.status, record.status);
  if (!template || typeof record.email !== 'string') return;
  const { website, name: resort } = await readSetting(tx, 'resort');
  await enqueueEmail(tx, { to: record.email, template, locale: DEFAULT_LOCALE, args: { name: String(record.firstName ?? ''), email: record.email, resort, signInUrl: signInLink(website) } }, now);
};
