import { inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from '@hono/zod-openapi';
import { resources } from '../../../resources';
import type { ResourceDefinition } from '../../../resources/types';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import { writeAudit } from '../audit/audit';
import { toColumnValues } from '../crud/crud.service';
import { fieldErrors, recordSchema } from '../crud/recordSchema';
import type { Actor } from '../http/env';
import { badRequest, conflict } from '../http/errors';
import { pgErrorOf, UNIQUE_VIOLATION } from '../crud/dbErrors';
import type { Translate } from '../http/i18n';

const t = resourceTables;

/** Most codes one call makes. */
export const MAX_GENERATED_CODES = 500;
/** Random characters after the prefix. */
export const CODE_RANDOM_LENGTH = 8;
/** No 0/O or 1/I: a code read out over the phone or copied from paper comes out right. 32 symbols, so a byte maps without bias. */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const randomPart = () => Array.from(crypto.getRandomValues(new Uint8Array(CODE_RANDOM_LENGTH)), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');

/** The promo-code fields a generation sets for every code: all of the resource's but the code itself. */
const batchDefinition: ResourceDefinition = {
  ...resources['promo-codes'],
  fields: Object.fromEntries(Object.entries(resources['promo-codes'].fields).filter(([name]) => name !== 'code')),
};

const countSchema = z.object({ count: z.number({ error: 'ra.validation.number' }).int({ error: 'app.validation.integer' }).min(1, { error: 'ra.validation.minValue' }).max(MAX_GENERATED_CODES, { error: 'ra.validation.maxValue' }) });

/** What `POST /promo-codes/generate` takes: `count` and the promo-code fields (less `code`), checked as a create is. */
export const generateBody = z.object({ count: z.number().int().min(1).max(MAX_GENERATED_CODES) }).catchall(z.unknown());

/**
 * Checks a generation request like the generic create checks a promo code (required fields, defaults,
 * ranges, dates in order) plus `count` 1..500; every problem answers 400 on its field at once.
 */
export const parseGeneration = (body: unknown, translate: Translate) => {
  const fields = recordSchema(batchDefinition, 'create', translate).safeParse(body);
  const count = countSchema.safeParse(body);
  const errors: Record<string, string> = { ...(fields.success ? {} : fieldErrors(fields.error)), ...(count.success ? {} : { count: translate(count.error.issues[0].message, { min: 1, max: MAX_GENERATED_CODES }) }) };
  if (fields.success) {
    for (const [from, to] of batchDefinition.ordered ?? []) {
      const a = fields.data[from];
      const b = fields.data[to];
      if (typeof a === 'string' && typeof b === 'string' && a > b) errors[to] = 'app.validation.not_before_start';
    }
  }
  if (!fields.success || !count.success || Object.keys(errors).length) throw badRequest('app.errors.bad_request', errors);
  return { count: count.data.count, values: fields.data as Record<string, unknown> };
};

/** Whether `ids` names a record `table` does not hold. */
const missingIds = async (db: Db, table: PgTable, idColumn: PgColumn, ids: unknown) => {
  const wanted = Array.isArray(ids) ? ids.filter((x): x is string => typeof x === 'string') : [];
  if (!wanted.length) return false;
  const found = await db.select({ id: idColumn }).from(table).where(inArray(idColumn, wanted));
  return found.length < new Set(wanted).size;
};

/**
 * Creates `count` codes, each the prefix and 8 random unambiguous characters, all with the same
 * rules, in one transaction with one audit entry. Codes already taken (any case) are drawn again
 * before inserting; the unique index refuses whatever a concurrent generation took meanwhile.
 */
export const generateCodes = async (db: Db, actor: Pick<Actor, 'id' | 'email'>, request: { count: number; values: Record<string, unknown> }, now: Date, ip: string) => {
  const { values, count } = request;
  const [addons, packages, roomTypes] = await Promise.all([
    missingIds(db, t.addon_sub_categories, t.addon_sub_categories.id, values.freeAddonIds),
    missingIds(db, t.tour_packages, t.tour_packages.id, values.packageIds),
    missingIds(db, t.room_types, t.room_types.id, values.roomTypeIds),
  ]);
  const refErrors = { ...(addons ? { freeAddonIds: 'app.validation.reference' } : {}), ...(packages ? { packageIds: 'app.validation.reference' } : {}), ...(roomTypes ? { roomTypeIds: 'app.validation.reference' } : {}) };
  if (Object.keys(refErrors).length) throw badRequest('app.errors.bad_request', refErrors);

  const prefix = typeof values.prefix === 'string' ? values.prefix : '';
  return db.transaction(async (tx) => {
    const codes = new Set<string>();
    // 32^8 ≈ 10^12 codes per prefix: a collision is rare, so a couple of rounds always suffice.
    for (let round = 0; codes.size < count && round < 10; round++) {
      const fresh = new Set<string>();
      while (codes.size + fresh.size < count) {
        const code = prefix + randomPart();
        if (!codes.has(code)) fresh.add(code);
      }
      const taken = await tx
        .select({ code: t.promo_codes.code })
        .from(t.promo_codes)
        .where(inArray(sql`lower(${t.promo_codes.code})`, [...fresh].map((c) => c.toLowerCase())));
      const takenSet = new Set(taken.map((r) => String(r.code).toUpperCase()));
      for (const code of fresh) if (!takenSet.has(code)) codes.add(code);
    }
    const shared = toColumnValues(batchDefinition, values);
    const rows = [...codes].map((code) => ({ ...shared, code, usedCount: 0, createdAt: now, updatedAt: now }));
    // The generated tables' columns are known at run time only; the values were checked by the schema above.
    const created = (await tx
      .insert(t.promo_codes)
      .values(rows as PgTable['$inferInsert'][])
      .returning({ id: t.promo_codes.id, code: t.promo_codes.code })) as { id: string; code: string }[];
    await writeAudit(tx, { actor, action: 'create', resource: 'promo-codes', recordId: null, after: { generated: created.length, prefix, codes: created.map((c) => c.code) }, ip }, now);
    return created;
  }).catch((error: unknown) => {
    // A concurrent generation drew one of the same codes between the check and the insert.
    if (pgErrorOf(error)?.code === UNIQUE_VIOLATION) throw conflict('app.validation.unique', { prefix: 'app.validation.unique' });
    throw error;
  });
};
