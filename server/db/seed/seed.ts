import { count, eq, inArray } from 'drizzle-orm';
import { resources } from '../../../resources';
import type { ResourceDefinition, ResourceName } from '../../../resources/types';
import { hashPassword } from '../../app/auth/password';
import { crudService, toColumnValues } from '../../app/crud/crud.service';
import { newReferralCode } from '../../app/crud/hooks';
import { recordSchema } from '../../app/crud/recordSchema';
import { translator } from '../../app/http/i18n';
import { editorMatrix, fullMatrix } from '../../app/permissions/permissions';
import type { Db } from '../client';
import { resourceTables } from '../generated';
import { guestProfiles } from '../guestTables';
import { insertRow, updateRows } from '../rows';
import type { FileStorage } from '../../app/uploads/storage';
import { demoData, type DemoRecord } from './demoData';
import { seedDemoFiles, seedDemoPhotos } from './demoFiles';
import type { DemoPhotoSource } from './demoPhotos';
import { demoAgencyMembers, demoAgents, demoGuests, demoStaff, DEMO_PASSWORD } from './demoPeople';

const { users, roles } = resourceTables;

/** The built-in roles exist in every installation; the admin role's matrix is always complete. */
export const seedBuiltInRoles = async (db: Db) => {
  const builtIn = [
    { name: 'admin', description: 'Everything, including users, roles and deletes', permissions: fullMatrix() },
    { name: 'editor', description: 'Everything except deletes, users and roles', permissions: editorMatrix() },
  ];
  for (const role of builtIn) {
    const [existing] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, role.name));
    if (!existing) await insertRow(db, roles, { ...role, builtIn: true });
  }
};

/** Resources in an order where every referenced resource comes first. */
const dependencyOrder = (names: ResourceName[]) => {
  const ordered: ResourceName[] = [];
  const visit = (name: ResourceName, path: Set<ResourceName>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const field of Object.values(resources[name].fields))
      if ((field.type === 'reference' || field.type === 'referenceArray') && names.includes(field.reference)) visit(field.reference, path);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered;
};

/** A demo value with its `ref(...)` markers replaced by the ids seeded before it. */
const resolverOf = (ids: Map<string, string>) => {
  const resolve = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(resolve) : v && typeof v === 'object' && '$ref' in v ? ids.get(String(v.$ref)) ?? `missing ${String(v.$ref)}` : v;
  return resolve;
};

/**
 * Inserts records given with `ref(...)` markers, resolving each to the id seeded before it. Values go
 * through the API's own validation, so demo data can never hold what a user could not type.
 */
const insertRecords = async (db: Db, def: ResourceDefinition, records: DemoRecord[], ids: Map<string, string>, passwordHash: (password: string) => Promise<string>) => {
  const t = translator('en');
  const schema = recordSchema(def, 'create', t);
  const service = crudService(db, def);
  const resolve = resolverOf(ids);
  for (const record of records) {
    const values = Object.fromEntries(Object.entries(record.values).map(([k, v]) => [k, resolve(v)]));
    const parsed = schema.safeParse(values);
    if (!parsed.success) throw new Error(`Demo ${def.name}:${record.key} is invalid: ${JSON.stringify(parsed.error.issues)}`);
    const columns = toColumnValues(def, parsed.data);
    if (typeof parsed.data.password === 'string') columns.passwordHash = await passwordHash(parsed.data.password);
    if (def.name === 'travelagent') columns.referralCode = newReferralCode();
    // Read-only values a real history would have produced (e.g. an agent's last sign-in) are kept.
    for (const [k, v] of Object.entries(values)) if (def.fields[k]?.readOnly) columns[k] = v;
    const created = await service.insert(db, columns);
    ids.set(`${def.name}:${record.key}`, created.id);
  }
};

/**
 * Fills a new database with the demo resort: people with the demo sign-ins, and every resource. With a
 * `storage`, the banner artwork and documents the demo records name are written to it as uploads, and with
 * `photos` too, the photos of its packages and room types (the benches, which never read them, go without).
 */
export const seedDemo = async (db: Db, iterations: number, storage?: FileStorage, photos?: DemoPhotoSource) => {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return false;
  // Every demo sign-in's hash is started at once: PBKDF2 runs on Node's worker threads while the resources
  // below are written, where one after another at the end they held up a first start for over a second.
  const people = demoStaff.length + demoAgents.length + demoAgencyMembers.records.length + demoGuests.length;
  const demoHashes = Array.from({ length: people }, () => hashPassword(DEMO_PASSWORD, iterations));
  const passwordHash = (password: string) => (password === DEMO_PASSWORD ? demoHashes.pop() : undefined) ?? hashPassword(password, iterations);
  const ids = new Map<string, string>();
  for (const role of await db.select({ id: roles.id, name: roles.name }).from(roles)) ids.set(`roles:${String(role.name)}`, role.id as string);
  const names = Object.keys(demoData) as ResourceName[];
  for (const name of dependencyOrder(names)) await insertRecords(db, resources[name], demoData[name] ?? [], ids, passwordHash);
  await insertRecords(db, resources.users, demoStaff, ids, passwordHash);
  await insertRecords(db, resources.travelagent, demoAgents, ids, passwordHash);
  await insertRecords(db, resources.travelagent, demoAgencyMembers.records, ids, passwordHash);
  // Members join their agency's account; the agency's referral code is the account's, so they have none.
  const memberIds = demoAgencyMembers.records.map((r) => ids.get(`travelagent:${r.key}`) ?? '');
  await updateRows(db, users, { agencyId: ids.get(`travelagent:${demoAgencyMembers.agency}`), referralCode: null }, inArray(users.id, memberIds));
  // They joined one after another, a month apart, in the order listed: written within the same millisecond,
  // they would share a joining moment, and the agency's Members page (by joining date) show them in an order left to chance.
  for (const [i, id] of memberIds.entries()) await updateRows(db, users, { createdAt: new Date(Date.now() - (memberIds.length - i) * 30 * 86_400_000) }, eq(users.id, id));
  for (const guest of demoGuests) {
    const account = await insertRow(db, users, { ...guest, kind: 'guest', active: true, passwordHash: await passwordHash(DEMO_PASSWORD) });
    // The demo guest's address is confirmed, so it can book at once; its phone prefills a booking.
    await db.insert(guestProfiles).values({ userId: String(account.id), emailConfirmedAt: new Date(), locale: 'en', phones: [guest.phone], country: 'Malaysia', countryCode: '+60', updatedAt: new Date() });
  }
  if (storage) await seedDemoFiles(db, storage, { banners: demoData.banners ?? [], documents: demoData['agent-documents'] ?? [] }, resolverOf(ids), new Date());
  if (storage && photos) await seedDemoPhotos(db, storage, photos, new Date());
  return true;
};

/** Creates the first administrator from the environment when no staff account exists (production set-up). */
export const ensureFirstAdmin = async (db: Db, email: string, password: string, iterations: number) => {
  const [{ n }] = await db.select({ n: count() }).from(users).where(eq(users.kind, 'staff'));
  if (n > 0) return false;
  const [admin] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'admin'));
  await insertRow(db, users, {
    kind: 'staff',
    firstName: 'Administrator',
    lastName: '',
    email: email.toLowerCase(),
    roleId: admin.id,
    active: true,
    passwordHash: await hashPassword(password, iterations),
  });
  return true;
};

export const demoSignIns = [
  { email: 'admin@resort.test', who: 'staff, role admin' },
  { email: 'editor@resort.test', who: 'staff, role editor' },
  { email: 'ta@agency.test', who: 'agent type TA, agency admin' },
  { email: 'sales@agency.test', who: "agent, editor in ta@agency.test's agency" },
  { email: 'accounts@agency.test', who: "agent, viewer in ta@agency.test's agency" },
  { email: 'freelancer@agent.test', who: 'agent type F' },
  { email: 'guest@guest.test', who: 'guest' },
];

export { DEMO_PASSWORD };
