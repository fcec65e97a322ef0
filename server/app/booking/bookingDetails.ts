import { z } from '@hono/zod-openapi';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import { resources } from '../../../resources';
import type { BookingRules } from '../settings/settings';
import { toApiRecord } from '../crud/crud.service';
import { notFound } from '../http/errors';
import { resolveTransportRules } from '../pricing';
import { isIsoDate } from '../pricing/nights';
import { cutOffDateOf, FOOD_NOTES_MAX_LENGTH, MAX_GUESTS_PER_BOOKING, MAX_ROOMS_PER_BOOKING } from './bookingLimits';
import { packageRoomTypes } from './packages.service';
import { loadTransportRules } from './quoteInput';
import { MAX_NIGHTS } from './stay';

const t = resourceTables;

/** `GET /booking-details?packageId=&checkIn=`. */
export const bookingDetailsQuery = z.object({ packageId: z.uuid(), checkIn: z.string().refine(isIsoDate, { error: 'app.validation.date' }).optional() });

/**
 * What the booking step needs besides availability and prices (the package's "booking info"): the
 * package, its room types and beds, how guests can have found the resort, the resort's age bands, and
 * every rule the server will hold the booking to — hold and payment times, cut-off, lengths, the
 * transfer rules — so the wizard can explain them before the server refuses anything.
 */
export const bookingDetails = async (db: Db, rules: BookingRules, query: z.infer<typeof bookingDetailsQuery>, now: Date) => {
  const [[pkg], roomTypes, leadSources, paxSettings, transport] = await Promise.all([
    db.select().from(t.tour_packages).where(and(eq(t.tour_packages.id, query.packageId), eq(t.tour_packages.active, true))),
    packageRoomTypes(db, query.packageId),
    db.select({ id: t.lead_sources.id, name: t.lead_sources.name }).from(t.lead_sources).where(eq(t.lead_sources.active, true)).orderBy(asc(t.lead_sources.name)),
    db
      .select({ paxType: t.pax_settings.paxType, label: t.pax_settings.label, minAgeMonths: t.pax_settings.minAgeMonths, maxAgeMonths: t.pax_settings.maxAgeMonths, countsTowardsOccupancy: t.pax_settings.countsTowardsOccupancy })
      .from(t.pax_settings)
      .where(eq(t.pax_settings.active, true))
      .orderBy(asc(t.pax_settings.minAgeMonths)),
    loadTransportRules(db),
  ]);
  if (!pkg) throw notFound('app.errors.not_found');
  return {
    package: toApiRecord(resources['tour-packages'], pkg),
    roomTypes,
    leadSources,
    paxSettings,
    rules: {
      checkInTime: rules.checkInTime,
      checkOutTime: rules.checkOutTime,
      /** The resort's IANA zone: check-in and check-out times, holds' and countdowns' ends are told in it. */
      timeZone: rules.timeZone,
      maxTransferPersons: rules.maxTransferPersons,
      roomHoldSeconds: rules.roomHoldMinutes * 60,
      paymentCountdownMinutes: rules.paymentCountdownMinutes,
      cutOffDays: rules.cutOffDays,
      specialRequestMaxLength: rules.specialRequestMaxLength,
      foodNotesMaxLength: FOOD_NOTES_MAX_LENGTH,
      maxRooms: MAX_ROOMS_PER_BOOKING,
      maxGuests: MAX_GUESTS_PER_BOOKING,
      maxNights: MAX_NIGHTS,
      maxPax: pkg.maxPax as number | null,
    },
    transport: resolveTransportRules(transport),
    cutOffDate: query.checkIn ? cutOffDateOf(query.checkIn, now, rules) : null,
  };
};
