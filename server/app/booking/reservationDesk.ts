import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import { listPayments } from '../payments/payments.read';
import { settlementsOf } from '../payments/settle';
import type { Translate } from '../http/i18n';
import type { QuoteRequest } from './quoteInput';
import { getReservation, personOf } from './reservations.read';

const t = resourceTables;
const fromPlace = alias(t.locations, 'from_place');
const toPlace = alias(t.locations, 'to_place');

/** Where staff open a slip (the agent's own route differs). */
const STAFF_SLIPS = '/api/admin/payments';
/** More payments than one booking ever gets: the detail lists them all. */
const ALL_PAYMENTS = { start: 0, end: 499 };

type Leg = QuoteRequest['transport'][number];

/** People by id, as reservations name them. */
const peopleOf = async (db: Db, ids: (string | null)[]) => {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (!wanted.length) return new Map<string, ReturnType<typeof personOf>>();
  const rows = await db
    .select({ id: t.users.id, firstName: t.users.firstName, lastName: t.users.lastName, email: t.users.email, companyName: t.users.companyName })
    .from(t.users)
    .where(inArray(t.users.id, wanted));
  return new Map(rows.map((r) => [r.id as string, personOf(r)]));
};

/** A trip as transfers name it: its vehicle and places, and what the manifest groups boats by. */
export interface DeskTrip {
  name: string;
  transportType: string;
  tripType: string;
  /** `per-vehicle` for a charter. */
  pricing: string;
  /** The trip's own departure time, when a leg names none. */
  departureTime: string | null;
  vehicle: string | null;
  capacity: number | null;
  from: string | null;
  to: string | null;
}

/** The trips transfers name (one booking's, the front desk's day or the manifest's), with their vehicle and places, in one read. */
export const tripsOf = async (db: Db, legs: readonly { tripCostId: string }[]) => {
  if (!legs.length) return new Map<string, DeskTrip>();
  const rows = await db
    .select({
      id: t.trip_costs.id,
      name: t.trip_costs.name,
      transportType: t.trip_costs.transportType,
      tripType: t.trip_costs.tripType,
      pricing: t.trip_costs.pricing,
      departureTime: t.trip_costs.departureTime,
      vehicle: t.vehicles.name,
      capacity: t.vehicles.capacity,
      from: fromPlace.name,
      to: toPlace.name,
    })
    .from(t.trip_costs)
    .leftJoin(t.vehicles, eq(t.vehicles.id, t.trip_costs.vehicleId))
    .leftJoin(fromPlace, eq(fromPlace.id, t.trip_costs.fromLocationId))
    .leftJoin(toPlace, eq(toPlace.id, t.trip_costs.toLocationId))
    .where(inArray(t.trip_costs.id, [...new Set(legs.map((l) => l.tripCostId))]));
  return new Map(
    rows.map((r): [string, DeskTrip] => [
      r.id as string,
      {
        name: r.name as string,
        transportType: r.transportType as string,
        tripType: r.tripType as string,
        pricing: r.pricing as string,
        departureTime: (r.departureTime as string | null) ?? null,
        vehicle: (r.vehicle as string | null) ?? null,
        capacity: (r.capacity as number | null) ?? null,
        from: (r.from as string | null) ?? null,
        to: (r.to as string | null) ?? null,
      },
    ]),
  );
};

/**
 * One reservation as the back office's desk reads it: the detail every reader gets, plus the agency
 * and the person who booked, the package option, each transfer with its trip, vehicle and places, and
 * every payment with its slip and who decided it. A fixed number of reads, whatever the booking holds.
 */
export const getDeskReservation = async (db: Db, translate: Translate, id: string) => {
  const detail = await getReservation(db, translate, id);
  const legs = ((detail.booking as { transport?: Leg[] }).transport ?? []) as Leg[];
  const [trips, { records: payments }, settlements] = await Promise.all([
    tripsOf(db, legs),
    listPayments(db, { reservationId: id }, ALL_PAYMENTS, STAFF_SLIPS),
    settlementsOf(db, [id]),
  ]);
  const settlement = settlements.get(id);
  const people = await peopleOf(db, [detail.ownerId, detail.bookedById, detail.approvedBy, ...payments.flatMap((p) => [p.approvedBy, p.rejectedBy])]);
  const owner = people.get(detail.ownerId);
  const nameOf = (userId: string | null) => (userId ? (people.get(userId)?.name ?? null) : null);
  return {
    ...detail,
    agency: owner ?? null,
    bookedBy: detail.bookedById ? (people.get(detail.bookedById) ?? null) : null,
    approvedByName: nameOf(detail.approvedBy),
    transfers: legs.map((leg) => {
      const trip = trips.get(leg.tripCostId);
      return {
        ...leg,
        name: trip?.name ?? null,
        transportType: trip?.transportType ?? null,
        tripType: trip?.tripType ?? null,
        vehicle: trip?.vehicle ?? null,
        from: trip?.from ?? null,
        to: trip?.to ?? null,
      };
    }),
    payments: payments.map((p) => ({ ...p, decidedBy: nameOf(p.rejectedBy ?? p.approvedBy) })),
    /** What the desk may still take (sen): the balance less what waits for review, as the server allows it. */
    payableNow: settlement ? Math.max(0, settlement.balanceDue - settlement.pending) : 0,
  };
};

/** `GET /api/admin/reservations/:id`. */
export type DeskReservation = Awaited<ReturnType<typeof getDeskReservation>>;
