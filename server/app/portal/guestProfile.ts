import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { LOCALES } from '../../../i18n/types';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import { guestProfiles } from '../../db/guestTables';
import { updateRows } from '../../db/rows';
import { writeAudit } from '../audit/audit';
import { checkGuestIdentity, guestFields } from '../booking/guests';
import { notFound } from '../http/errors';

const { users } = resourceTables;
const g = guestFields.shape;

/** An empty answer ('' or null, as a form sends a cleared field) is no answer: the field is optional. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const name = z.string({ error: 'ra.validation.required' }).trim().min(1, { error: 'ra.validation.required' }).max(60);

/**
 * A guest's own details: the account's names and language, and a reservation guest's fields with the same
 * rules and messages (server/app/booking/guests.ts), each optional here (a new account has none) so that a
 * booking can prefill its lead guest with what the guest has filled in. The e-mail is the sign-in and is
 * not changed here.
 */
export const profileBody = z
  .object({
    firstName: name,
    lastName: name,
    locale: z.enum(LOCALES, { error: 'app.guestAccount.locale' }).optional(),
    chineseName: optional(g.chineseName.unwrap()),
    age: optional(g.age),
    idNumber: optional(g.idNumber),
    nonMalaysian: z.boolean().default(false),
    phones: g.phones,
    countryCode: optional(g.countryCode.unwrap()),
    address: optional(g.address.unwrap()),
    area: optional(g.area.unwrap()),
    city: optional(g.city.unwrap()),
    postcode: optional(g.postcode.unwrap()),
    state: optional(g.state.unwrap()),
    country: optional(g.country),
  })
  .superRefine(checkGuestIdentity);

export type ProfileInput = z.infer<typeof profileBody>;

/** The guest's profile as the guest site shows it; `confirmed` false: sign-in works, booking does not yet. */
export const readGuestProfile = async (db: Db, userId: string) => {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, profile: guestProfiles })
    .from(users)
    .leftJoin(guestProfiles, eq(guestProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound('app.errors.not_found');
  const p = row.profile;
  const firstName = String(row.firstName ?? '');
  const lastName = String(row.lastName ?? '');
  return {
    id: String(row.id),
    email: String(row.email),
    firstName,
    lastName,
    /** A reservation guest's name, as a booking prefills it. */
    fullName: [firstName, lastName].filter(Boolean).join(' '),
    confirmed: !!p?.emailConfirmedAt,
    emailConfirmedAt: p?.emailConfirmedAt?.toISOString() ?? null,
    locale: p?.locale ?? 'en',
    chineseName: p?.chineseName ?? null,
    age: p?.age ?? null,
    idNumber: p?.idNumber ?? null,
    nonMalaysian: p?.nonMalaysian ?? false,
    phones: p?.phones ?? [],
    countryCode: p?.countryCode ?? null,
    address: p?.address ?? null,
    area: p?.area ?? null,
    city: p?.city ?? null,
    postcode: p?.postcode ?? null,
    state: p?.state ?? null,
    country: p?.country ?? null,
  };
};

export type GuestProfile = Awaited<ReturnType<typeof readGuestProfile>>;

/** Replaces the guest's details (a field left out is cleared); audited with before and after. */
export const writeGuestProfile = async (db: Db, actor: { id: string; email: string }, input: ProfileInput, ctx: { now: Date; ip: string }) => {
  const before = await readGuestProfile(db, actor.id);
  const details = {
    locale: input.locale ?? before.locale,
    chineseName: input.chineseName ?? null,
    age: input.age ?? null,
    idNumber: input.idNumber ?? null,
    nonMalaysian: input.nonMalaysian,
    phones: input.phones,
    countryCode: input.countryCode ?? null,
    address: input.address ?? null,
    area: input.area ?? null,
    city: input.city ?? null,
    postcode: input.postcode ?? null,
    state: input.state ?? null,
    country: input.country ?? null,
    updatedAt: ctx.now,
  };
  await db.transaction(async (tx) => {
    await updateRows(tx, users, { firstName: input.firstName, lastName: input.lastName, updatedAt: ctx.now }, eq(users.id, actor.id));
    await tx.insert(guestProfiles).values({ userId: actor.id, ...details }).onConflictDoUpdate({ target: guestProfiles.userId, set: details });
    const after = { ...before, ...details, firstName: input.firstName, lastName: input.lastName };
    await writeAudit(tx, { actor, action: 'update', resource: 'guests', recordId: actor.id, before, after: { ...after, updatedAt: undefined }, ip: ctx.ip }, ctx.now);
  });
  return readGuestProfile(db, actor.id);
};
