import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import type { QuoteRequest } from './quoteInput';

type Leg = QuoteRequest['transport'][number];

interface Trip {
  id: string;
  transportType: 'land' | 'boat';
  tripType: 'one-way' | 'return';
}

/** The trip costs a booking's transfers name: whether each is by land or boat, one way or return. */
export const tripsOf = async (db: Db, legs: readonly Leg[]): Promise<Map<string, Trip>> => {
  if (!legs.length) return new Map();
  const rows = await db
    .select({ id: resourceTables.trip_costs.id, transportType: resourceTables.trip_costs.transportType, tripType: resourceTables.trip_costs.tripType })
    .from(resourceTables.trip_costs)
    .where(inArray(resourceTables.trip_costs.id, legs.map((l) => l.tripCostId)));
  return new Map(rows.map((r) => [r.id as string, { id: r.id as string, transportType: r.transportType as Trip['transportType'], tripType: r.tripType as Trip['tripType'] }]));
};

/**
 * Field messages for transfers a booking cannot run (spec section 5: date, time, pick-up point, drop
 * location and time, return time required): every transfer has a date inside the stay (check-in to
 * check-out day) and a pick-up time; a land transfer a pick-up point, a drop location and a drop time;
 * a return trip a return date and time, not before the outward date. Unknown trip costs are left to
 * the quote, which answers for them.
 */
export const transportLegErrors = (legs: readonly Leg[], trips: Map<string, Trip>, stay: { checkIn: string; checkOut: string }) => {
  const errors: Record<string, string> = {};
  const required = (i: number, field: string, value: unknown) => {
    if (value === undefined || value === null || value === '') errors[`transport.${i}.${field}`] = 'ra.validation.required';
  };
  const inStay = (i: number, field: string, date: string | undefined) => {
    if (date && (date < stay.checkIn || date > stay.checkOut)) errors[`transport.${i}.${field}`] = 'app.booking.transfer_outside_stay';
  };
  legs.forEach((leg, i) => {
    const trip = trips.get(leg.tripCostId);
    if (!trip) return;
    required(i, 'date', leg.date);
    inStay(i, 'date', leg.date);
    required(i, 'departureTime', leg.departureTime);
    if (trip.transportType === 'land') {
      required(i, 'pickupPoint', leg.pickupPoint);
      required(i, 'dropLocation', leg.dropLocation);
      required(i, 'dropTime', leg.dropTime);
    }
    if (trip.tripType === 'return') {
      required(i, 'returnDate', leg.returnDate);
      inStay(i, 'returnDate', leg.returnDate);
      if (leg.returnDate && leg.date && leg.returnDate < leg.date) errors[`transport.${i}.returnDate`] = 'app.validation.not_before_start';
      required(i, 'returnDepartureTime', leg.returnDepartureTime);
    }
  });
  return Object.keys(errors).length ? errors : undefined;
};
