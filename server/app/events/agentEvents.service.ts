import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventRegistrations } from '../../db/eventTables';
import { resourceTables } from '../../db/generated';
import { writeAudit } from '../audit/audit';
import type { Actor } from '../http/env';
import { notFound } from '../http/errors';
import { holdingSeats, isOpen, requireWithinAgentMax, seatsTaken, seatsTakenByEvent } from './events.service';

const t = resourceTables;
const er = eventRegistrations;

/** Open for joining: published (active) and not yet started. */
const open = (now: Date) => and(eq(t.events.active, true), gt(t.events.startsAt, now));

const eventFields = {
  id: t.events.id,
  title: t.events.title,
  description: t.events.description,
  venue: t.events.venue,
  startsAt: t.events.startsAt,
  endsAt: t.events.endsAt,
  price: t.events.price,
  seats: t.events.seats,
  maxSeatsPerAgent: t.events.maxSeatsPerAgent,
  image: t.events.image,
};

const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v === null || v === undefined ? null : new Date(String(v)).toISOString());

/** A registration as agents and staff read it. */
const describeRegistration = (r: { id: string; seats: number; amount: number; status: string; heldUntil: Date | null; memberNotes: string | null; joinedAt: Date | null; createdAt: Date }) => ({
  id: r.id,
  seats: r.seats,
  amount: Number(r.amount),
  status: r.status,
  heldUntil: r.heldUntil?.toISOString() ?? null,
  memberNotes: r.memberNotes,
  joinedAt: r.joinedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

const registrationFields = {
  id: er.id,
  seats: er.seats,
  amount: er.amount,
  status: er.status,
  heldUntil: er.heldUntil,
  memberNotes: er.memberNotes,
  joinedAt: er.joinedAt,
  createdAt: er.createdAt,
};

/**
 * `GET /web/events`: the events agents may join now (published, not yet started), soonest first, each
 * with the seats left (counted as joining counts them) and this agent's live registration, if any.
 * One query for the page and one for the total, whatever the number of events.
 */
export const openEvents = async (db: Db, agentId: string, now: Date, range: { start: number; end: number }) => {
  const taken = seatsTakenByEvent(db, now);
  // At most one registration per agent and event is live (a unique index), so this join never repeats an event.
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        ...eventFields,
        taken: sql<number>`coalesce(${taken.taken}, 0)`,
        registration: registrationFields,
      })
      .from(t.events)
      .leftJoin(taken, eq(taken.eventId, t.events.id))
      .leftJoin(er, and(eq(er.eventId, t.events.id), eq(er.agentId, agentId), holdingSeats(now)))
      .where(open(now))
      .orderBy(asc(t.events.startsAt), asc(t.events.id))
      .offset(range.start)
      .limit(range.end - range.start + 1),
    db.select({ total: count() }).from(t.events).where(open(now)),
  ]);
  const events = rows.map((r) => ({
    id: String(r.id),
    title: String(r.title),
    description: text(r.description),
    venue: text(r.venue),
    startsAt: iso(r.startsAt),
    endsAt: iso(r.endsAt),
    price: Number(r.price ?? 0),
    seats: Number(r.seats),
    seatsLeft: Math.max(0, Number(r.seats) - Number(r.taken)),
    maxSeatsPerAgent: Number(r.maxSeatsPerAgent ?? 1),
    image: text(r.image),
    registration: r.registration && describeRegistration({ ...r.registration, amount: Number(r.registration.amount) }),
  }));
  return { events, total: Number(total) };
};

/**
 * `POST /event/vacant`: whether `seats` can be joined now, counted exactly as joining counts them
 * (joined seats and pending ones within their hold). An event not open for joining is not found; more
 * seats than one agent may take is refused as joining refuses it.
 */
export const vacancy = async (db: Db, eventId: string, seats: number, now: Date) => {
  const [event] = await db.select().from(t.events).where(eq(t.events.id, eventId));
  if (!isOpen(event, now)) throw notFound('app.events.not_open');
  requireWithinAgentMax(event, seats);
  const seatsLeft = Math.max(0, Number(event.seats) - (await seatsTaken(db, eventId, now)));
  return { vacant: seats <= seatsLeft, seatsLeft };
};

/**
 * `GET /event/agent/:agentId`: the agent's live registrations (joined, or pending within their hold)
 * with their event, latest event first.
 */
export const agentRegistrations = async (db: Db, agentId: string, now: Date) => {
  const rows = await db
    .select({ ...registrationFields, eventId: t.events.id, title: t.events.title, venue: t.events.venue, startsAt: t.events.startsAt, endsAt: t.events.endsAt })
    .from(er)
    .innerJoin(t.events, eq(t.events.id, er.eventId))
    .where(and(eq(er.agentId, agentId), holdingSeats(now)))
    .orderBy(desc(t.events.startsAt), desc(er.createdAt));
  return rows.map(({ eventId, title, venue, startsAt, endsAt, ...r }) => ({
    ...describeRegistration({ ...r, amount: Number(r.amount) }),
    event: { id: String(eventId), title: String(title), venue: text(venue), startsAt: iso(startsAt), endsAt: iso(endsAt) },
  }));
};

/**
 * `POST /event/agent/update-member-notes`: the agent rewrites the notes on its own live registration
 * (blank clears them). Another agent's registration, or one given back, does not exist for it.
 */
export const updateMemberNotes = (db: Db, actor: Actor, registrationId: string, memberNotes: string, now: Date, ip: string) =>
  db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(er)
      .where(and(eq(er.id, registrationId), eq(er.agentId, actor.accountId), holdingSeats(now)))
      .for('update');
    if (!existing) throw notFound('app.agentApi.events.registration_not_found');
    const notes = memberNotes === '' ? null : memberNotes;
    const [updated] = await tx.update(er).set({ memberNotes: notes, updatedAt: now }).where(eq(er.id, registrationId)).returning();
    await writeAudit(tx, { actor, action: 'update', resource: 'event-registrations', recordId: registrationId, before: { memberNotes: existing.memberNotes }, after: { memberNotes: notes }, ip }, now);
    return { ...describeRegistration(updated), eventId: updated.eventId };
  });

/**
 * `GET /api/admin/events/:id/registrations`: who holds seats at an event (joined, and pending within
 * their hold), with the agent, seats, amount, status and member notes, first registered first; and the
 * seat counts the back-office screen shows above the list.
 */
export const eventRegistrationsFor = async (db: Db, eventId: string, now: Date) => {
  const u = t.users;
  const [[event], rows] = await Promise.all([
    db.select({ id: t.events.id, seats: t.events.seats }).from(t.events).where(eq(t.events.id, eventId)),
    db
      .select({ ...registrationFields, agentId: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email, phone: u.phone, companyName: u.companyName, agentType: u.agentType })
      .from(er)
      .innerJoin(u, eq(u.id, er.agentId))
      .where(and(eq(er.eventId, eventId), holdingSeats(now)))
      .orderBy(asc(er.createdAt), asc(er.id)),
  ]);
  if (!event) throw notFound('app.errors.not_found');
  const registrations = rows.map(({ agentId, firstName, lastName, email, phone, companyName, agentType, ...r }) => ({
    ...describeRegistration({ ...r, amount: Number(r.amount) }),
    agent: { id: String(agentId), name: `${String(firstName)} ${String(lastName)}`.trim(), email: String(email), phone: text(phone), companyName: text(companyName), agentType: text(agentType) },
  }));
  const sum = (status: string) => registrations.filter((r) => r.status === status).reduce((n, r) => n + r.seats, 0);
  const joined = sum('joined');
  const pending = sum('pending');
  return { registrations, seats: { total: Number(event.seats), joined, pending, left: Math.max(0, Number(event.seats) - joined - pending) } };
};
