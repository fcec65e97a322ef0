import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reservationGuests } from '../../db/bookingTables';
import { resourceTables } from '../../db/generated';
import { loadTransportRules } from '../booking/quoteInput';
import { tripsOf } from '../booking/reservationDesk';
import { cheapestCharter } from '../pricing/charterBoats';
import { DEFAULT_TRANSPORT_RULES } from '../pricing/transportRules';
import type { TransportRules } from '../pricing/types';
import { STAY_STATUSES, statusList } from './figures';

/** One booking's party on one departure. */
export interface ManifestPassenger {
  reservationId: string;
  bookingNo: string;
  status: string;
  leadGuest: string;
  adults: number;
  children: number;
  toddlers: number;
  infants: number;
  pickupPoint: string | null;
  dropLocation: string | null;
}

/** Which way a transfer takes its guests, as the front desk counts them: arriving at the island or leaving it. */
export type ManifestDirection = 'toIsland' | 'fromIsland';

/** A boat leaving at a time on a trip: a shared boat carries every booking of that trip and time, a charter one booking. */
export interface ManifestBoat {
  time: string | null;
  trip: string;
  direction: ManifestDirection;
  from: string | null;
  to: string | null;
  charter: boolean;
  /** The boat's name (a shared boat's vehicle; a charter's boats as sold, e.g. "2 × Speed boat 12"). */
  vehicle: string | null;
  /** Adults, children and toddlers: infants ride on a lap and take no seat. */
  seatsUsed: number;
  /** Seats of the vehicle (or of the chartered boats); null when the trip names no vehicle. */
  capacity: number | null;
  passengers: ManifestPassenger[];
}

/** A land transfer leaving at a time from a pick-up point. */
export interface ManifestLand {
  time: string | null;
  pickupPoint: string | null;
  trip: string;
  direction: ManifestDirection;
  vehicle: string | null;
  capacity: number | null;
  /** Everyone, infants included (each takes a place in a vehicle's licensed capacity). */
  persons: number;
  passengers: ManifestPassenger[];
}

/** `GET /api/reports/transport/:date`: the day's boats and land transfers. */
export interface Manifest {
  date: string;
  boats: ManifestBoat[];
  land: ManifestLand[];
}

interface Leg {
  tripCostId: string;
  date?: string;
  departureTime?: string;
  pickupPoint?: string;
  dropLocation?: string;
  returnDate?: string;
  returnDepartureTime?: string;
  adults: number;
  children: number;
  toddlers: number;
  infants: number;
}

/**
 * The bookings with a transfer way on `date` (an outward leg dated that day, or a return leg coming
 * back that day) whose guests are expected: pending, upcoming, in house or completed. One row per leg.
 */
export const manifestSql = (date: string) => sql`
  SELECT r.id, r.booking_no AS "bookingNo", r.status, leg
  FROM reservations r
  CROSS JOIN LATERAL jsonb_array_elements(coalesce(r.booking->'transport', '[]'::jsonb)) AS leg
  WHERE r.status IN (${sql.raw(statusList(STAY_STATUSES))}) AND r.check_in <= ${date}::date AND r.check_out >= ${date}::date
    AND (leg->>'date' = ${date} OR leg->>'returnDate' = ${date})
  ORDER BY r.booking_no`;

/** Each booking's lead guest: the first guest of its first room, as the reservation lists them. */
const leadGuestsOf = async (db: Db, ids: string[]) => {
  const lead = new Map<string, string>();
  if (!ids.length) return lead;
  const rows = await db
    .select({ reservationId: reservationGuests.reservationId, fullName: reservationGuests.fullName })
    .from(reservationGuests)
    .where(inArray(reservationGuests.reservationId, ids))
    .orderBy(asc(reservationGuests.roomIndex));
  for (const row of rows) if (!lead.has(row.reservationId)) lead.set(row.reservationId, row.fullName);
  return lead;
};

/** The kind of each named place (resort, jetty, airport…); place names are unique. */
const placeTypesOf = async (db: Db, names: (string | null)[]) => {
  const wanted = [...new Set(names.filter((n): n is string => !!n))];
  if (!wanted.length) return new Map<string, string>();
  const rows = await db.select({ name: resourceTables.locations.name, type: resourceTables.locations.type }).from(resourceTables.locations).where(inArray(resourceTables.locations.name, wanted));
  return new Map(rows.map((r) => [String(r.name), String(r.type)]));
};

/**
 * Whether a way brings guests to the island or takes them away: a boat to the resort's jetty (or a car to
 * a mainland jetty, to meet the boat) arrives; one from them leaves. A trip cost's own "outward" says
 * nothing of this (a one-way trip may be written resort → mainland), so it only decides when neither end
 * is the resort or a jetty.
 */
const directionOf = (from: string | null, to: string | null, types: Map<string, string>, outward: boolean): ManifestDirection => {
  const type = (place: string | null) => (place ? types.get(place) : undefined);
  for (const kind of ['resort', 'jetty']) {
    if (type(to) === kind) return 'toIsland';
    if (type(from) === kind) return 'fromIsland';
  }
  return outward ? 'toIsland' : 'fromIsland';
};

const byTime = <T extends { time: string | null; trip: string }>(a: T, b: T) => (a.time ?? '99:99').localeCompare(b.time ?? '99:99') || a.trip.localeCompare(b.trip);

/**
 * The transport manifest of `date`: boats by departure time with their seats used and capacity and each
 * booking's party, and land transfers by pick-up time and point.
 */
export const transportManifest = async (db: Db, date: string): Promise<Manifest> => {
  const { rows } = (await db.execute(manifestSql(date))) as unknown as { rows: { id: string; bookingNo: string; status: string; leg: Leg }[] };
  const [trips, leads, rules] = await Promise.all([
    tripsOf(db, rows.map((r) => r.leg)),
    leadGuestsOf(db, [...new Set(rows.map((r) => r.id))]),
    rows.length ? loadTransportRules(db) : Promise.resolve<Partial<TransportRules>>({}),
  ]);
  const placeTypes = await placeTypesOf(db, [...trips.values()].flatMap((trip) => [trip.from, trip.to]));
  const charterBoats = rules.charterBoats ?? DEFAULT_TRANSPORT_RULES.charterBoats;
  const boats = new Map<string, ManifestBoat>();
  const land = new Map<string, ManifestLand>();
  for (const row of rows) {
    const trip = trips.get(row.leg.tripCostId);
    if (!trip) continue;
    const { leg } = row;
    const ways: boolean[] = [];
    if (leg.date === date) ways.push(true);
    if (trip.tripType === 'return' && leg.returnDate === date) ways.push(false);
    for (const outward of ways) {
      const from = (outward ? trip.from : trip.to) ?? null;
      const to = (outward ? trip.to : trip.from) ?? null;
      const direction = directionOf(from, to, placeTypes, outward);
      const time = (outward ? (leg.departureTime ?? trip.departureTime) : leg.returnDepartureTime) ?? null;
      // The way back starts where the outward way ends.
      const pickupPoint = outward ? (leg.pickupPoint || trip.from) : trip.to;
      const dropLocation = outward ? (leg.dropLocation || trip.to) : trip.from;
      const passenger: ManifestPassenger = {
        reservationId: row.id, bookingNo: row.bookingNo, status: row.status, leadGuest: leads.get(row.id) ?? '',
        adults: leg.adults, children: leg.children, toddlers: leg.toddlers, infants: leg.infants, pickupPoint: pickupPoint ?? null, dropLocation: dropLocation ?? null,
      };
      const { name } = trip;
      if (trip.transportType === 'boat') {
        const charter = trip.pricing === 'per-vehicle';
        const seats = leg.adults + leg.children + leg.toddlers;
        const key = charter ? `${time}|${name}|${direction}|${row.id}` : `${time}|${name}|${direction}`;
        const boat = boats.get(key);
        if (boat) {
          boat.seatsUsed += seats;
          boat.passengers.push(passenger);
          continue;
        }
        const chartered = charter ? cheapestCharter(seats, charterBoats) : null;
        boats.set(key, {
          time, trip: name, direction, charter,
          from, to,
          vehicle: chartered ? chartered.map((b) => `${b.count} × ${b.boat.name}`).join(', ') : trip.vehicle,
          seatsUsed: seats,
          capacity: chartered ? chartered.reduce((n, b) => n + b.count * b.boat.seats, 0) : trip.capacity,
          passengers: [passenger],
        });
      } else {
        const persons = leg.adults + leg.children + leg.toddlers + leg.infants;
        const key = `${time}|${pickupPoint}|${name}|${direction}`;
        const transfer = land.get(key);
        if (transfer) {
          transfer.persons += persons;
          transfer.passengers.push(passenger);
          continue;
        }
        land.set(key, { time, pickupPoint: pickupPoint ?? null, trip: name, direction, vehicle: trip.vehicle, capacity: trip.capacity, persons, passengers: [passenger] });
      }
    }
  }
  return {
    date,
    boats: [...boats.values()].sort(byTime),
    land: [...land.values()].sort((a, b) => byTime(a, b) || (a.pickupPoint ?? '').localeCompare(b.pickupPoint ?? '')),
  };
};
