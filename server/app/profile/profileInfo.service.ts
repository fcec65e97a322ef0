import { and, eq } from 'drizzle-orm';
import { resources } from '../../../resources';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import { writeAudit } from '../audit/audit';
import { crudService } from '../crud/crud.service';
import { recordObject } from '../crud/recordSchema';
import type { Actor } from '../http/env';
import type { Translate } from '../http/i18n';
import { badRequest, notFound } from '../http/errors';
import { stateAllowed } from '../../../resources/malaysianStates';

const { users, agent_categories: categories } = resourceTables;

/**
 * What an agent may change of itself. The e-mail (its sign-in), type, category, status, agency role and
 * commission are the resort's to set: sent back with the record they are ignored, as the generic
 * `PUT` ignores read-only fields.
 */
export const PROFILE_FIELDS = ['firstName', 'lastName', 'phone', 'countryCode', 'companyName', 'licenseNumber', 'address', 'area', 'city', 'postcode', 'state', 'country'] as const;

/**
 * Spec section 5's address: city, address, post code, area, country code and mobile number required, state and
 * country selected. Registration asks only who the agent is; the profile is where the address is completed, so
 * a profile saved without it is refused, naming each missing field.
 */
const ADDRESS_REQUIRED: Record<string, string> = {
  phone: 'ra.validation.required',
  countryCode: 'ra.validation.required',
  address: 'ra.validation.required',
  area: 'ra.validation.required',
  city: 'ra.validation.required',
  postcode: 'ra.validation.required',
  state: 'app.validation.select_state',
  country: 'app.validation.select_country',
};

/** The profile's address problems once `changes` are applied to `before`, field → message key. */
const addressErrors = (merged: Record<string, unknown>) => {
  const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
  const errors = Object.fromEntries(Object.entries(ADDRESS_REQUIRED).filter(([field]) => blank(merged[field])));
  if (!errors.state && !stateAllowed(merged.country as string, String(merged.state))) errors.state = 'app.validation.state';
  return errors;
};
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The body of `PUT /users/info/:id`: the travel agent definition's own rules (required, lengths, the phone rule). */
export const profileBody = (t: Translate) => {
  const mask = Object.fromEntries(PROFILE_FIELDS.map((name) => [name, true as const])) as Record<ProfileField, true>;
  return recordObject(resources.travelagent, 'update', t).pick(mask);
};

/** The agent's profile as the portal shows it (spec section 3's agent profile: active, status with its code). */
export const readProfile = async (db: Db, agentId: string) => {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      companyName: users.companyName,
      licenseNumber: users.licenseNumber,
      address: users.address,
      area: users.area,
      city: users.city,
      postcode: users.postcode,
      state: users.state,
      country: users.country,
      countryCode: users.countryCode,
      agentType: users.agentType,
      status: users.status,
      agencyRole: users.agencyRole,
      referralCode: users.referralCode,
      profilePic: users.profilePic,
      active: users.active,
      createdAt: users.createdAt,
      categoryId: categories.id,
      categoryName: categories.name,
      commissionPercent: categories.commissionPercent,
    })
    .from(users)
    .leftJoin(categories, eq(categories.id, users.agentCategoryId))
    .where(and(eq(users.id, agentId), eq(users.kind, 'agent')))
    .limit(1);
  if (!row) throw notFound('app.errors.not_found');
  const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
  return {
    id: String(row.id),
    email: String(row.email),
    firstName: String(row.firstName),
    lastName: String(row.lastName),
    phone: text(row.phone),
    companyName: text(row.companyName),
    licenseNumber: text(row.licenseNumber),
    address: text(row.address),
    area: text(row.area),
    city: text(row.city),
    postcode: text(row.postcode),
    state: text(row.state),
    country: text(row.country),
    countryCode: text(row.countryCode),
    type: { code: String(row.agentType) },
    status: { code: String(row.status) },
    agencyRole: String(row.agencyRole),
    category: row.categoryId ? { id: String(row.categoryId), name: String(row.categoryName), commissionPercent: Number(row.commissionPercent) } : null,
    referralCode: text(row.referralCode),
    /** The agent's picture (spec: agentInfo.profilePic), a public `/uploads/…` address; null: the initials are shown. */
    profilePic: text(row.profilePic),
    active: Boolean(row.active),
    createdAt: (row.createdAt as Date).toISOString(),
  };
};

export type AgentProfile = Awaited<ReturnType<typeof readProfile>>;

/** Saves the agent's own details, with the change in the audit log; answers the profile as read afterwards. */
export const updateProfile = async (db: Db, actor: Actor, values: Partial<Record<ProfileField, unknown>>, now: Date, ip: string, targetId: string = actor.id) =>
  db.transaction(async (tx) => {
    const agents = crudService(tx, resources.travelagent);
    const before = await agents.get(targetId, tx);
    if (!before) throw notFound('app.errors.not_found');
    const changes = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
    const missing = addressErrors({ ...before, ...changes });
    if (Object.keys(missing).length) throw badRequest('app.errors.bad_request', missing);
    const after = await agents.update(tx, targetId, changes, now);
    await writeAudit(tx, { actor, action: 'update', resource: 'travelagent', recordId: targetId, before, after, ip }, now);
    return readProfile(tx, targetId);
  });

/** Whether `id` is a freelancer (an agent of type F); anyone else is not found by the freelancer's routes. */
export const isFreelancer = async (db: Db, id: string) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.kind, 'agent'), eq(users.agentType, 'F')))
    .limit(1);
  return Boolean(row);
};
