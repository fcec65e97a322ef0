import { and, asc, eq } from 'drizzle-orm';
import { agentAddonPrices } from '../../db/agentTables';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import { writeAudit } from '../audit/audit';
import type { Actor } from '../http/env';

const t = resourceTables;

/** One add-on of My Addons: the resort's price (what the agent pays) beside the agent's own selling price, all sen. */
export interface AgentAddonPrice {
  addonId: string;
  name: string;
  category: string;
  priceType: string;
  description: string | null;
  price: number;
  childPrice: number | null;
  /** What the agent charges its guests; null until it sets one. */
  sellingPrice: number | null;
  childSellingPrice: number | null;
  /** What the agent keeps per sale: its selling price less the resort's (negative when it sells below); null until set. */
  margin: number | null;
  childMargin: number | null;
  updatedAt: string | null;
}

/** What an agent sends for one add-on. */
export interface SellingPrice {
  sellingPrice: number;
  childSellingPrice: number | null;
}

const activeAddons = (db: Db) =>
  db
    .select({ addon: t.addon_sub_categories, category: t.addon_categories.name })
    .from(t.addon_sub_categories)
    .innerJoin(t.addon_categories, eq(t.addon_categories.id, t.addon_sub_categories.categoryId))
    .where(eq(t.addon_sub_categories.active, true))
    .orderBy(asc(t.addon_categories.priority), asc(t.addon_categories.name), asc(t.addon_sub_categories.priority), asc(t.addon_sub_categories.name), asc(t.addon_sub_categories.id));

const shape = (addon: Record<string, unknown>, category: unknown, own: typeof agentAddonPrices.$inferSelect | undefined): AgentAddonPrice => {
  const price = Number(addon.price);
  const childPrice = addon.childPrice === null || addon.childPrice === undefined ? null : Number(addon.childPrice);
  const sellingPrice = own?.sellingPrice ?? null;
  const childSellingPrice = own?.childSellingPrice ?? null;
  return {
    addonId: addon.id as string,
    name: String(addon.name),
    category: String(category),
    priceType: String(addon.priceType),
    description: (addon.description as string | null) ?? null,
    price,
    childPrice,
    sellingPrice,
    childSellingPrice,
    margin: sellingPrice === null ? null : sellingPrice - price,
    childMargin: childSellingPrice === null || childPrice === null ? null : childSellingPrice - childPrice,
    updatedAt: own?.updatedAt.toISOString() ?? null,
  };
};

/** The active add-ons with the account's selling prices; another account's prices never show. */
export const addonPricesOf = async (db: Db, accountId: string): Promise<AgentAddonPrice[]> => {
  const [addons, own] = await Promise.all([activeAddons(db), db.select().from(agentAddonPrices).where(eq(agentAddonPrices.agentId, accountId))]);
  const byAddon = new Map(own.map((p) => [p.addonId, p]));
  return addons.map(({ addon, category }) => shape(addon, category, byAddon.get(addon.id as string)));
};

/** An active add-on with its category's name, or undefined. */
export const activeAddon = async (db: Db, addonId: string) => {
  const [row] = await db
    .select({ addon: t.addon_sub_categories, category: t.addon_categories.name })
    .from(t.addon_sub_categories)
    .innerJoin(t.addon_categories, eq(t.addon_categories.id, t.addon_sub_categories.categoryId))
    .where(and(eq(t.addon_sub_categories.id, addonId), eq(t.addon_sub_categories.active, true)));
  return row;
};

/** Sets the account's selling price of one add-on (the caller checked the add-on), with its audit entry, in the caller's transaction. */
export const saveAddonPrice = async (
  tx: Db,
  change: { actor: Actor; ip: string; now: Date },
  addon: NonNullable<Awaited<ReturnType<typeof activeAddon>>>,
  price: SellingPrice,
): Promise<AgentAddonPrice> => {
  const key = and(eq(agentAddonPrices.agentId, change.actor.accountId), eq(agentAddonPrices.addonId, addon.addon.id as string));
  const [before] = await tx.select().from(agentAddonPrices).where(key);
  const values = { agentId: change.actor.accountId, addonId: addon.addon.id as string, ...price, updatedAt: change.now };
  const [saved] = await tx
    .insert(agentAddonPrices)
    .values(values)
    .onConflictDoUpdate({ target: [agentAddonPrices.agentId, agentAddonPrices.addonId], set: { ...price, updatedAt: change.now } })
    .returning();
  await writeAudit(
    tx,
    { actor: change.actor, action: before ? 'update' : 'create', resource: 'agent-addon-prices', recordId: values.addonId, before: before ?? null, after: saved, ip: change.ip },
    change.now,
  );
  return shape(addon.addon, addon.category, saved);
};
