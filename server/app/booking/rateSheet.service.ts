import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { resources } from '../../../resources';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import { insertRow, updateRows } from '../../db/rows';
import { writeAudit } from '../audit/audit';
import { toApiRecord } from '../crud/crud.service';
import { OCCUPANCY_MAX, type PaxType, type SheetRate, type SheetRoomType } from './rateSheet.shape';
import type { Actor } from '../http/env';

/**
 * A rate sheet: every rate of one package period for one agent category's contract, or the standard
 * rates (no category). The back office edits a sheet as a whole; knows nothing of HTTP.
 */

const t = resourceTables;

/** Who makes a change, for the audit log. */
export interface Change {
  actor: Actor;
  ip: string;
  now: Date;
}

/** The key that makes a rate unique within a sheet. */
export const rateKey = (r: Pick<SheetRate, 'roomTypeId' | 'occupancy' | 'paxType'>) => `${r.roomTypeId}|${r.occupancy}|${r.paxType}`;

/** The period, or undefined. */
export const findPeriod = async (db: Db, id: string) => {
  const [row] = await db.select().from(t.package_periods).where(eq(t.package_periods.id, id)).limit(1);
  return row;
};

/** Whether an agent category exists. */
export const agentCategoryExists = async (db: Db, id: string) =>
  (await db.select({ id: t.agent_categories.id }).from(t.agent_categories).where(eq(t.agent_categories.id, id)).limit(1)).length > 0;

/** The package's room types, or every active room type when it lists none, by priority then name. */
export const sheetRoomTypes = async (db: Db, packageId: string): Promise<SheetRoomType[]> => {
  const [pkg] = await db.select({ roomTypeIds: t.tour_packages.roomTypeIds }).from(t.tour_packages).where(eq(t.tour_packages.id, packageId));
  const ids = (pkg?.roomTypeIds as string[] | null) ?? [];
  // Listed room types stay on the sheet even when inactive: their rates must stay editable, not vanish.
  const where = ids.length ? inArray(t.room_types.id, ids) : eq(t.room_types.active, true);
  const rows = await db.select().from(t.room_types).where(where).orderBy(asc(t.room_types.priority), asc(t.room_types.name), asc(t.room_types.id));
  return rows.map((r) => ({ id: String(r.id), name: String(r.name), maxPax: Number(r.maxPax), maxAdults: Number(r.maxAdults), maxChildren: Number(r.maxChildren) }));
};

const sheetWhere = (periodId: string, agentCategoryId: string | null) =>
  and(eq(t.package_rates.periodId, periodId), agentCategoryId ? eq(t.package_rates.agentCategoryId, agentCategoryId) : isNull(t.package_rates.agentCategoryId));

const sheetRows = (db: Db, periodId: string, agentCategoryId: string | null) =>
  db.select().from(t.package_rates).where(sheetWhere(periodId, agentCategoryId)).orderBy(asc(t.package_rates.roomTypeId), asc(t.package_rates.occupancy), asc(t.package_rates.paxType));

const asRate = (r: Record<string, unknown>): SheetRate => ({
  roomTypeId: String(r.roomTypeId),
  occupancy: Number(r.occupancy),
  paxType: r.paxType as PaxType,
  amount: Number(r.amount),
});

/** The sheet of a period (found by the caller) for a category, or the standard sheet. */
export const readRateSheet = async (db: Db, period: Record<string, unknown>, agentCategoryId: string | null) => {
  const [roomTypes, rows] = await Promise.all([sheetRoomTypes(db, String(period.tourPackageId)), sheetRows(db, String(period.id), agentCategoryId)]);
  return {
    period: toApiRecord(resources['package-periods'], period),
    agentCategoryId,
    roomTypes,
    rates: rows.map(asRate),
  };
};

/**
 * Field messages (i18n keys, or messages already translated by `t`) for rows that cannot belong to the
 * sheet, keyed by their dotted path (`rates.3.occupancy`); empty when every row fits.
 */
export const sheetErrors = (rates: SheetRate[], roomTypes: SheetRoomType[], t: (key: string, args?: Record<string, unknown>) => string) => {
  const errors: Record<string, string> = {};
  const types = new Map(roomTypes.map((r) => [r.id, r]));
  const seen = new Set<string>();
  rates.forEach((rate, i) => {
    const type = types.get(rate.roomTypeId);
    if (!type) {
      errors[`rates.${i}.roomTypeId`] = 'app.packageEditor.errors.room_type_not_in_sheet';
      return;
    }
    const max = Math.min(type.maxPax, OCCUPANCY_MAX);
    if (rate.occupancy > max) errors[`rates.${i}.occupancy`] = t('ra.validation.maxValue', { max });
    const key = rateKey(rate);
    if (seen.has(key)) errors[`rates.${i}.paxType`] = 'app.packageEditor.errors.duplicate_rate';
    seen.add(key);
  });
  return errors;
};

/**
 * Replaces one sheet in the caller's transaction: rates not sent are deleted, changed amounts updated,
 * new ones inserted; one audit entry holds the sheet before and after.
 */
export const replaceRateSheet = async (tx: Db, periodId: string, agentCategoryId: string | null, rates: SheetRate[], change: Change) => {
  const existing = await sheetRows(tx, periodId, agentCategoryId);
  const sent = new Map(rates.map((r) => [rateKey(r), r]));
  const stale = existing.filter((row) => !sent.has(rateKey(asRate(row)))).map((row) => String(row.id));
  if (stale.length) await tx.delete(t.package_rates).where(inArray(t.package_rates.id, stale));
  const byKey = new Map(existing.map((row) => [rateKey(asRate(row)), row]));
  for (const rate of rates) {
    const row = byKey.get(rateKey(rate));
    if (!row) await insertRow(tx, t.package_rates, { periodId, agentCategoryId, ...rate });
    else if (Number(row.amount) !== rate.amount) await updateRows(tx, t.package_rates, { amount: rate.amount, updatedAt: change.now }, eq(t.package_rates.id, String(row.id)));
  }
  await writeAudit(
    tx,
    {
      actor: change.actor,
      action: 'update',
      resource: 'package-rates',
      recordId: periodId,
      before: { agentCategoryId, rates: existing.map(asRate) },
      after: { agentCategoryId, rates },
      ip: change.ip,
    },
    change.now,
  );
};
