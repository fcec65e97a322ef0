import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import type { ResourceDefinition } from '../../../resources/types';
import type { Db } from '../../db/client';
import { insertRow, updateRows } from '../../db/rows';
import type { Actor } from '../http/env';
import { writeAudit } from '../audit/audit';
import { tableOf, toApiRecord, type ApiRecord } from '../crud/crud.service';

/**
 * The setup calls of spec section 7 that are not generic CRUD: availability checks, room duplication,
 * priority ordering, add-ons by category and the transport look-ups. Knows nothing of HTTP: refusals
 * come back as values for the handlers to turn into answers.
 */

/** Highest room number a room may have (the rooms definition's `max`). */
export const ROOM_NUMBER_MAX = 99999;
/** Longest room code (the rooms definition's `maxLength`). */
export const ROOM_CODE_MAX_LENGTH = 20;
/** The most rooms one duplicate call creates. */
export const DUPLICATE_MAX = 100;

/** Who makes a change, for the audit log. */
export interface Change {
  actor: Actor;
  ip: string;
  now: Date;
}

const rooms = tableOf(resources.rooms);
const tripCosts = tableOf(resources['trip-costs']);
const locations = tableOf(resources.locations);
const vehicles = tableOf(resources.vehicles);
const subCategories = tableOf(resources['addon-sub-categories']);

const unlessId = (excludeId: string | undefined) => (excludeId ? ne(rooms.columns.id, excludeId) : undefined);

/** Whether no room (other than `excludeId`, the room being edited) has this number. */
export const isRoomNumberAvailable = async (db: Db, roomNumber: number, excludeId?: string) => {
  const [row] = await db
    .select({ id: rooms.columns.id })
    .from(rooms.table)
    .where(and(eq(rooms.columns.roomNumber, roomNumber), unlessId(excludeId)))
    .limit(1);
  return !row;
};

/** Whether no room (other than `excludeId`) has this code, compared case-insensitively like the unique index. */
export const isRoomCodeAvailable = async (db: Db, code: string, excludeId?: string) => {
  const [row] = await db
    .select({ id: rooms.columns.id })
    .from(rooms.table)
    .where(and(sql`lower(${rooms.columns.code}) = ${code.toLowerCase()}`, unlessId(excludeId)))
    .limit(1);
  return !row;
};

/**
 * The code of a copy numbered `roomNumber`: the source code without its trailing digits, then the number
 * (A-101 → A-121). A code that does not end in digits keeps all of it as the prefix (VILLA → VILLA-121).
 */
export const roomCodeFor = (sourceCode: string, roomNumber: number) => {
  const match = /^(.*?)\d+$/.exec(sourceCode);
  const prefix = match ? match[1] : `${sourceCode}-`;
  return `${prefix}${roomNumber}`;
};

export interface DuplicateRequest {
  id: string;
  count: number;
  startNumber: number;
}

export type DuplicateResult =
  | { outcome: 'created'; rooms: ApiRecord[] }
  | { outcome: 'not_found' }
  | { outcome: 'out_of_range'; lastNumber: number }
  | { outcome: 'code_too_long'; code: string }
  | { outcome: 'taken'; roomNumbers: number[]; codes: string[] };

/**
 * Copies a room's type, building, floor, view and in-service flag to `count` new rooms numbered from
 * `startNumber`. All or nothing: when one number or code is taken, nothing is created and the taken ones
 * come back. Runs in the caller's transaction and writes one audit entry per room.
 */
export const duplicateRoom = async (tx: Db, request: DuplicateRequest, change: Change): Promise<DuplicateResult> => {
  const [sourceRow] = await tx.select().from(rooms.table).where(eq(rooms.columns.id, request.id)).limit(1);
  if (!sourceRow) return { outcome: 'not_found' };
  const source = toApiRecord(resources.rooms, sourceRow);
  const lastNumber = request.startNumber + request.count - 1;
  if (lastNumber > ROOM_NUMBER_MAX) return { outcome: 'out_of_range', lastNumber };

  const numbers = Array.from({ length: request.count }, (_, i) => request.startNumber + i);
  const codes = numbers.map((n) => roomCodeFor(String(source.code), n));
  const tooLong = codes.find((code) => code.length > ROOM_CODE_MAX_LENGTH);
  if (tooLong) return { outcome: 'code_too_long', code: tooLong };

  const takenNumbers = await tx
    .select({ roomNumber: rooms.columns.roomNumber })
    .from(rooms.table)
    .where(inArray(rooms.columns.roomNumber, numbers))
    .orderBy(asc(rooms.columns.roomNumber));
  const takenCodes = await tx
    .select({ code: rooms.columns.code })
    .from(rooms.table)
    .where(inArray(sql`lower(${rooms.columns.code})`, codes.map((c) => c.toLowerCase())))
    .orderBy(asc(rooms.columns.code));
  if (takenNumbers.length || takenCodes.length)
    return { outcome: 'taken', roomNumbers: takenNumbers.map((r) => Number(r.roomNumber)), codes: takenCodes.map((r) => String(r.code)) };

  const created: ApiRecord[] = [];
  for (const [i, roomNumber] of numbers.entries()) {
    const row = await insertRow(tx, rooms.table, {
      roomNumber,
      code: codes[i],
      roomTypeId: source.roomTypeId,
      buildingId: source.buildingId,
      floor: source.floor,
      view: source.view,
      inService: source.inService,
    });
    const record = toApiRecord(resources.rooms, row);
    await writeAudit(tx, { actor: change.actor, action: 'create', resource: 'rooms', recordId: record.id, after: record, ip: change.ip }, change.now);
    created.push(record);
  }
  return { outcome: 'created', rooms: created };
};

export type PriorityResult = { outcome: 'updated'; records: ApiRecord[] } | { outcome: 'unknown'; ids: string[] };

/**
 * Sets `priority` of the listed records to their position in `ids` (0, 1, 2…); records not listed keep
 * theirs. Unknown ids refuse the whole change. One audit entry per record whose priority changed.
 */
export const setPriorities = async (tx: Db, def: ResourceDefinition, ids: string[], change: Change): Promise<PriorityResult> => {
  const { table, columns } = tableOf(def);
  const rows = await tx.select().from(table).where(inArray(columns.id, ids));
  const byId = new Map(rows.map((row) => [String(row.id), row as Record<string, unknown>]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length) return { outcome: 'unknown', ids: unknown };

  const records: ApiRecord[] = [];
  for (const [priority, id] of ids.entries()) {
    const before = toApiRecord(def, byId.get(id)!);
    if (before.priority === priority) {
      records.push(before);
      continue;
    }
    const [row] = await updateRows(tx, table, { priority, updatedAt: change.now }, eq(columns.id, id));
    const after = toApiRecord(def, row);
    await writeAudit(tx, { actor: change.actor, action: 'update', resource: def.name, recordId: id, before, after, ip: change.ip }, change.now);
    records.push(after);
  }
  return { outcome: 'updated', records };
};

/** Whether every id names an add-on category; returns the ids that do not. */
export const unknownAddonCategories = async (db: Db, ids: string[]) => {
  const { table, columns } = tableOf(resources['addon-categories']);
  const found = new Set((await db.select({ id: columns.id }).from(table).where(inArray(columns.id, ids))).map((r) => String(r.id)));
  return ids.filter((id) => !found.has(id));
};

/** The add-ons (sub-categories) of each category, by priority then name; every asked id gets a list. */
export const subCategoriesByCategory = async (db: Db, categoryIds: string[]) => {
  const def = resources['addon-sub-categories'];
  const rows = await db
    .select()
    .from(subCategories.table)
    .where(inArray(subCategories.columns.categoryId, categoryIds))
    .orderBy(asc(subCategories.columns.priority), asc(subCategories.columns.name), asc(subCategories.columns.id));
  const grouped: Record<string, ApiRecord[]> = Object.fromEntries(categoryIds.map((id) => [id, []]));
  for (const row of rows) grouped[String(row.categoryId)].push(toApiRecord(def, row));
  return grouped;
};

const activeTripCost = eq(tripCosts.columns.active, true);
const byName = (records: ApiRecord[]) => records.sort((a, b) => String(a.name).localeCompare(String(b.name)) || a.id.localeCompare(b.id));

/** Active start-point locations from which at least one active trip cost departs, by name. */
export const startPoints = async (db: Db) => {
  const departing = db.select({ id: tripCosts.columns.fromLocationId }).from(tripCosts.table).where(activeTripCost);
  const rows = await db
    .select()
    .from(locations.table)
    .where(and(eq(locations.columns.isStartPoint, true), eq(locations.columns.active, true), inArray(locations.columns.id, departing)))
    .orderBy(asc(locations.columns.name), asc(locations.columns.id));
  return rows.map((row) => toApiRecord(resources.locations, row));
};

/** Whether a location exists. */
export const locationExists = async (db: Db, id: string) =>
  (await db.select({ id: locations.columns.id }).from(locations.table).where(eq(locations.columns.id, id)).limit(1)).length > 0;

export const TRANSPORT_TYPES = ['land', 'boat'] as const;
export type TransportType = (typeof TRANSPORT_TYPES)[number];

/**
 * The active locations reachable from `fromId` by an active trip cost of `type`, by name, each with the
 * trip costs that reach it (by name).
 */
export const endPoints = async (db: Db, fromId: string, type: TransportType) => {
  const costs = await db
    .select()
    .from(tripCosts.table)
    .where(and(activeTripCost, eq(tripCosts.columns.fromLocationId, fromId), eq(tripCosts.columns.transportType, type)))
    .orderBy(asc(tripCosts.columns.name), asc(tripCosts.columns.id));
  if (!costs.length) return [];
  const toIds = [...new Set(costs.map((row) => String(row.toLocationId)))];
  const ends = await db
    .select()
    .from(locations.table)
    .where(and(inArray(locations.columns.id, toIds), eq(locations.columns.active, true)));
  return byName(ends.map((row) => toApiRecord(resources.locations, row))).map((location) => ({
    ...location,
    tripCosts: costs.filter((row) => row.toLocationId === location.id).map((row) => toApiRecord(resources['trip-costs'], row)),
  }));
};

/** The active trip costs that are not boat legs (land transfers), by name. */
export const tripCostsExcludingBoat = async (db: Db) => {
  const rows = await db
    .select()
    .from(tripCosts.table)
    .where(and(activeTripCost, ne(tripCosts.columns.transportType, 'boat')))
    .orderBy(asc(tripCosts.columns.name), asc(tripCosts.columns.id));
  return rows.map((row) => toApiRecord(resources['trip-costs'], row));
};

/** The active boats: how many, their seats in all, and those that can be chartered (by capacity, then name). */
export const boatQuantity = async (db: Db) => {
  const rows = await db
    .select()
    .from(vehicles.table)
    .where(and(eq(vehicles.columns.type, 'boat'), eq(vehicles.columns.active, true)))
    .orderBy(asc(vehicles.columns.capacity), asc(vehicles.columns.name), asc(vehicles.columns.id));
  const boats = rows.map((row) => toApiRecord(resources.vehicles, row));
  return {
    boats: boats.length,
    seats: boats.reduce((sum, boat) => sum + Number(boat.capacity), 0),
    charter: boats
      .filter((boat) => boat.charter === true)
      .map((boat) => ({ id: boat.id, name: String(boat.name), capacity: Number(boat.capacity), charterPrice: boat.charterPrice === null ? null : Number(boat.charterPrice) })),
  };
};
