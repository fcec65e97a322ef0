import { and, asc, eq } from 'drizzle-orm';
import { agentBanners } from '../../db/agentTables';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import { writeAudit } from '../audit/audit';
import type { Actor } from '../http/env';

const t = resourceTables;

/** One banner of My Promotional Banner: the resort's artwork with the headline the agent shows on it. */
export interface AgentBanner {
  bannerId: string;
  title: string;
  /** The artwork's absolute address, for the page and for embedding elsewhere. */
  imageUrl: string;
  size: string;
  width: number;
  height: number;
  /** The resort's headline (null: none, the title stands in). */
  defaultHeadline: string | null;
  /** The agent's own headline, when it wrote one. */
  ownHeadline: string | null;
  /** What the banner shows: the agent's headline, else the resort's, else the title. */
  headline: string;
  /** Its `agent_banners` row (`PUT /agent-banner?_id=`), null until the agent writes a headline. */
  agentBannerId: string | null;
}

/** `/uploads/…` made absolute on `origin`; an http(s) address stays as it is. */
export const absoluteUrl = (origin: string, url: string) => (url.startsWith('/') ? `${origin}${url}` : url);

const dimensions = (size: string) => {
  const [width, height] = size.split('x').map(Number);
  return { width: width || 0, height: height || 0 };
};

type BannerRow = Record<string, unknown>;
type OwnRow = typeof agentBanners.$inferSelect;

const shape = (origin: string, banner: BannerRow, own: OwnRow | undefined): AgentBanner => {
  const defaultHeadline = (banner.headline as string | null) || null;
  return {
    bannerId: banner.id as string,
    title: String(banner.title),
    imageUrl: absoluteUrl(origin, String(banner.image)),
    size: String(banner.size),
    ...dimensions(String(banner.size)),
    defaultHeadline,
    ownHeadline: own?.headline ?? null,
    headline: own?.headline ?? defaultHeadline ?? String(banner.title),
    agentBannerId: own?.id ?? null,
  };
};

/** The active banners by priority, with the account's own headlines; another account's never show. */
export const bannersFor = async (db: Db, accountId: string, origin: string) => {
  const [banners, own] = await Promise.all([
    db.select().from(t.banners).where(eq(t.banners.active, true)).orderBy(asc(t.banners.priority), asc(t.banners.title), asc(t.banners.id)),
    db.select().from(agentBanners).where(eq(agentBanners.agentId, accountId)),
  ]);
  const byBanner = new Map(own.map((o) => [o.bannerId, o]));
  return banners.map((b) => shape(origin, b, byBanner.get(b.id as string)));
};

/** An active banner, or undefined. */
export const activeBanner = async (db: Db, id: string) => {
  const [row] = await db.select().from(t.banners).where(and(eq(t.banners.id, id), eq(t.banners.active, true)));
  return row;
};

/** The account's headline row of a banner (by the row's id or by the banner), or undefined. */
export const ownHeadline = async (db: Db, accountId: string, where: { id: string } | { bannerId: string }) => {
  const [row] = await db
    .select()
    .from(agentBanners)
    .where(and(eq(agentBanners.agentId, accountId), 'id' in where ? eq(agentBanners.id, where.id) : eq(agentBanners.bannerId, where.bannerId)));
  return row;
};

interface Change {
  actor: Actor;
  ip: string;
  now: Date;
}

/** Writes the account's first headline for a banner, with its audit entry, in the caller's transaction. */
export const createHeadline = async (tx: Db, change: Change, banner: BannerRow, headline: string, origin: string) => {
  const [row] = await tx
    .insert(agentBanners)
    .values({ agentId: change.actor.accountId, bannerId: banner.id as string, headline, createdAt: change.now, updatedAt: change.now })
    .returning();
  await writeAudit(tx, { actor: change.actor, action: 'create', resource: 'agent-banners', recordId: row.id, after: row, ip: change.ip }, change.now);
  return shape(origin, banner, row);
};

/** Rewrites one of the account's headlines, with its audit entry, in the caller's transaction. */
export const updateHeadline = async (tx: Db, change: Change, own: OwnRow, banner: BannerRow, headline: string, origin: string) => {
  const [row] = await tx.update(agentBanners).set({ headline, updatedAt: change.now }).where(eq(agentBanners.id, own.id)).returning();
  await writeAudit(tx, { actor: change.actor, action: 'update', resource: 'agent-banners', recordId: row.id, before: own, after: row, ip: change.ip }, change.now);
  return shape(origin, banner, row);
};
