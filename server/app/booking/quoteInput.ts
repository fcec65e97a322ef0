import { z } from '@hono/zod-openapi';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resourceTables } from '../../db/generated';
import { badRequest } from '../http/errors';
import type { AddonRequest, IncludedTransfer, QuoteInput, Rate, Surcharge, TransportRequest, TransportRules, Weekday } from '../pricing';
import type { NameTranslations } from '../pricing/types';
import { addDays, isIsoDate } from '../pricing/nights';
import { refineStay, stayShape } from './stay';
import { agencyIdField } from './bookingFor';
import { settingOf, type BookingRules } from '../settings/settings';
import { readQuoteSourceRows } from './quoteSourcesStatement';

const t = resourceTables;
const count = z.number().int().min(0).max(20);
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'app.validation.time' });
const isoDate = z.string().refine(isIsoDate, { error: 'app.validation.date' });

/** What a client asks a price for: the package, the stay, each room's guests, add-ons and transfers. */
export const quoteRequest = z
  .object({
    packageId: z.uuid(),
    ...stayShape,
    rooms: z
      .array(z.object({ roomTypeId: z.uuid(), adults: count, children: count, toddlers: count, infants: count, foreignGuests: z.boolean().default(false) }))
      .min(1)
      .max(20),
    addons: z.array(z.object({ id: z.uuid(), adults: count, children: count, units: z.number().int().min(0).max(100) })).max(50).default([]),
    transport: z
      .array(
        z.object({
          tripCostId: z.uuid(),
          /** The day of the transfer (a booking needs it; a quote does not). */
          date: isoDate.optional(),
          /** Pick-up time. */
          departureTime: time.optional(),
          pickupPoint: z.string().trim().max(120).optional(),
          dropLocation: z.string().trim().max(120).optional(),
          dropTime: time.optional(),
          returnDate: isoDate.optional(),
          returnDepartureTime: time.optional(),
          adults: count,
          children: count,
          toddlers: count,
          infants: count,
        }),
      )
      .max(10)
      .default([]),
    selectedChargeIds: z.array(z.uuid()).max(20).default([]),
    /** A promo code to apply (any case); blank means none. */
    promoCode: z.string().trim().max(30, { error: 'app.promo.not_found' }).optional(),
    /** Staff only: price for this agency (its contract rates and promo codes) instead of the public rates. */
    agencyId: agencyIdField,
  })
  .superRefine(refineStay);

export type QuoteRequest = z.infer<typeof quoteRequest>;

/** A row's `nameTranslations` column as the quote takes it. */
const translationsOf = (value: unknown) => (value ?? null) as NameTranslations | null;

const byId = <T extends Record<string, unknown>>(rows: T[]) => new Map(rows.map((r) => [r.id as string, r]));

/** Ids the request names that the database does not hold (or holds inactive) answer 400 on that field. */
const requireAll = (wanted: string[], found: Map<string, unknown>, field: string) => {
  if (wanted.some((id) => !found.has(id))) throw badRequest('app.errors.bad_request', { [field]: 'app.validation.reference' });
};

/**
 * The resort's transfer rules as set up: its charter boats (`vehicles`) and the toddler and infant boat
 * tickets (`pax-settings`); what is not set up keeps the spec's defaults when the quote resolves them.
 */
export const loadTransportRules = async (db: Db): Promise<Partial<TransportRules>> => {
  const [boats, paxSettings] = await Promise.all([
    db.select().from(t.vehicles).where(and(eq(t.vehicles.type, 'boat'), eq(t.vehicles.charter, true), eq(t.vehicles.active, true))).prepare('charter_boats').execute(),
    db.select().from(t.pax_settings).where(eq(t.pax_settings.active, true)).prepare('pax_settings').execute(),
  ]);
  const ticket = (paxType: string) => paxSettings.find((p) => p.paxType === paxType)?.boatTicket as number | undefined;
  return {
    ...(boats.length ? { charterBoats: boats.map((b) => ({ name: b.name as string, nameTranslations: translationsOf(b.nameTranslations), seats: b.capacity as number, price: (b.charterPrice as number) ?? 0 })) } : {}),
    ...(ticket('toddler') !== undefined ? { toddlerBoatTicket: ticket('toddler') } : {}),
    ...(ticket('infant') !== undefined ? { infantBoatTicket: ticket('infant') } : {}),
  };
};

/**
 * The owner the public is priced as: no account, so no agent category and no contract rate. Guests and
 * visitors get the standard rates, as a walk-in at the desk; so does a guest's booking re-priced.
 */
export const PUBLIC_RATES_OWNER = '00000000-0000-0000-0000-000000000000';

/**
 * The agent category whose contract rates a booking of `ownerId` gets: an agent's active category, or
 * none (standard rates) for staff, guests and agents without one.
 */
export const contractCategoryOf = async (db: Db, ownerId: string): Promise<string | null> => {
  if (ownerId === PUBLIC_RATES_OWNER) return null;
  const [row] = await db
    .select({ categoryId: t.agent_categories.id })
    .from(t.users)
    .innerJoin(t.agent_categories, eq(t.agent_categories.id, t.users.agentCategoryId))
    .where(and(eq(t.users.id, ownerId), eq(t.users.kind, 'agent'), eq(t.agent_categories.active, true)))
    .prepare('contract_category')
    .execute();
  return (row?.categoryId as string | undefined) ?? null;
};

/** Whether a rate applies to a caller of `categoryId`: a standard rate always, a contract rate only to its category. */
export const rateAppliesTo = (rateCategoryId: unknown, categoryId: string | null) => rateCategoryId === null || rateCategoryId === categoryId;

/**
 * Keeps one rate per period, room type, occupancy and pax type: the contract rate of `categoryId` where
 * the package's agent group has one, the standard rate otherwise; other categories' rates never.
 */
const preferContractRates = <R extends { rate: Record<string, unknown> }>(rows: R[], categoryId: string | null): R[] => {
  const chosen = new Map<string, R>();
  for (const row of rows) {
    const { periodId, roomTypeId, occupancy, paxType, agentCategoryId } = row.rate;
    if (!rateAppliesTo(agentCategoryId, categoryId)) continue;
    const key = `${periodId}|${roomTypeId}|${occupancy}|${paxType}`;
    if (!chosen.has(key) || agentCategoryId) chosen.set(key, row);
  }
  return [...chosen.values()];
};

/** The transfers a package's `includes` names ('boat-transfer', 'land-transfer'). */
const includedTransfersOf = (includes: unknown): IncludedTransfer[] => {
  const names = Array.isArray(includes) ? includes : [];
  return [...(names.includes('boat-transfer') ? (['boat'] as const) : []), ...(names.includes('land-transfer') ? (['land'] as const) : [])];
};

/**
 * Reads what the pure quote needs from the database for a stay over `roomTypeIds`: rates of the package's
 * periods (for a booking of `ownerId`: its agent category's contract rates over the standard ones),
 * surcharges, taxes, add-ons, transfers. All in parallel; `quoteInputOf` makes a quote input of them.
 * `known`: the booking rules the request already read.
 */
const readQuoteSources = async (db: Db, request: QuoteRequest, roomTypeIds: string[], ownerId: string, known?: BookingRules) => {
  // The transfers the package's rates include are credited on the quote (`includedTransfers`).
  const packageIncludes = request.transport.length
    ? db.select({ includes: t.tour_packages.includes }).from(t.tour_packages).where(eq(t.tour_packages.id, request.packageId))
    : Promise.resolve([]);
  const [rows, addons, tripCosts, transportRules] = await Promise.all([
    // The rates, surcharges, taxes, charges, calendar marks, room type names, contract category and (unless
    // known) the booking rules: one statement.
    readQuoteSourceRows(db, {
      ownerId,
      packageId: request.packageId,
      checkIn: request.checkIn,
      checkOut: request.checkOut,
      roomTypeIds,
      marksFrom: request.checkIn,
      marksTo: addDays(request.checkOut, -1),
      withBookingSetting: !known,
    }),
    request.addons.length ? db.select().from(t.addon_sub_categories).where(inArray(t.addon_sub_categories.id, request.addons.map((a) => a.id))) : [],
    request.transport.length
      ? db
          .select({ trip: t.trip_costs, vehicle: t.vehicles })
          .from(t.trip_costs)
          .leftJoin(t.vehicles, eq(t.vehicles.id, t.trip_costs.vehicleId))
          .where(inArray(t.trip_costs.id, request.transport.map((x) => x.tripCostId)))
      : [],
    // Transfers are priced by them; a stay without transfers needs none.
    request.transport.length ? loadTransportRules(db) : {},
  ]);
  const rateCategoryId = ownerId === PUBLIC_RATES_OWNER ? null : rows.categoryId;
  const { roomTypes, rateRows, surcharges, taxes, charges } = rows;
  // The resort's times and transfer limit as staff set them now.
  const rules = known ?? settingOf('booking', rows.bookingSetting);
  // The resort calendar's marks over the stay's nights, for the surcharges that follow it.
  const marks = new Map(rows.marks.map((m) => [m.day, { kind: m.kind, label: m.label }]));
  const [included] = await packageIncludes;
  return { rateCategoryId, roomTypes, rateRows, surcharges, taxes, charges, addons, tripCosts, transportRules, rules, marks, included };
};

/**
 * The quote input of `request` from what `readQuoteSources` read for (at least) its room types: only
 * the rates of the request's own room types, so a read shared by several room lists gives each the
 * input it would have alone.
 */
const quoteInputOf = (sources: Awaited<ReturnType<typeof readQuoteSources>>, request: QuoteRequest): QuoteInput => {
  const { rateCategoryId, roomTypes, surcharges, taxes, charges, addons, tripCosts, transportRules, rules, marks, included } = sources;
  const roomTypeIds = [...new Set(request.rooms.map((r) => r.roomTypeId))];
  const rateRows = sources.rateRows.filter((r) => roomTypeIds.includes(r.rate.roomTypeId as string));
  const markedDaysOf = (kind: unknown) => [...marks].filter(([, mark]) => mark.kind === kind).map(([day]) => day);
  const typeNames = byId(roomTypes);
  requireAll(roomTypeIds, typeNames, 'rooms');
  const addonRows = byId(addons);
  requireAll(request.addons.map((a) => a.id), addonRows, 'addons');
  const tripRows = new Map((tripCosts as { trip: Record<string, unknown>; vehicle: Record<string, unknown> | null }[]).map((r) => [r.trip.id as string, r]));
  requireAll(request.transport.map((x) => x.tripCostId), tripRows, 'transport');
  const nights = Math.round((Date.parse(request.checkOut) - Date.parse(request.checkIn)) / 86_400_000);

  const rates: Rate[] = preferContractRates(rateRows, rateCategoryId).map(({ rate, period }) => ({
    periodId: period.id as string,
    periodName: period.name as string,
    periodNameTranslations: translationsOf(period.nameTranslations),
    startDate: period.startDate as string,
    endDate: period.endDate as string,
    roomTypeId: rate.roomTypeId as string,
    occupancy: rate.occupancy as number,
    paxType: rate.paxType as Rate['paxType'],
    amount: rate.amount as number,
  }));

  const addonRequests: AddonRequest[] = request.addons.map((a) => {
    const row = addonRows.get(a.id) as Record<string, unknown>;
    return { id: a.id, name: row.name as string, nameTranslations: translationsOf(row.nameTranslations), priceType: row.priceType as AddonRequest['priceType'], price: (row.price as number) ?? 0, childPrice: row.childPrice as number | null, adults: a.adults, children: a.children, units: a.units, nights };
  });

  const transport: TransportRequest[] = request.transport.map((leg) => {
    const { trip, vehicle } = tripRows.get(leg.tripCostId) as { trip: Record<string, unknown>; vehicle: Record<string, unknown> | null };
    const base = { id: leg.tripCostId, name: trip.name as string, nameTranslations: translationsOf(trip.nameTranslations), tripType: trip.tripType as 'one-way' | 'return', persons: { adult: leg.adults, child: leg.children, toddler: leg.toddlers, infant: leg.infants } };
    if (trip.transportType === 'boat' && trip.pricing === 'per-vehicle')
      return { ...base, kind: 'boat-charter', departureTime: leg.departureTime ?? (trip.departureTime as string) ?? '', returnDepartureTime: leg.returnDepartureTime ?? null };
    if (trip.transportType === 'boat') return { ...base, kind: 'boat-seat', adultPrice: (trip.adultPrice as number) ?? 0, childPrice: (trip.childPrice as number) ?? 0 };
    const capacity = (vehicle?.capacity as number | undefined) ?? 1000;
    return trip.pricing === 'per-vehicle'
      ? { ...base, kind: 'land', pricing: 'per-vehicle', capacity, vehiclePrice: (trip.charterPrice as number) ?? (trip.adultPrice as number) ?? 0 }
      : { ...base, kind: 'land', pricing: 'per-person', capacity, adultPrice: (trip.adultPrice as number) ?? 0, childPrice: (trip.childPrice as number) ?? 0, toddlerPrice: trip.toddlerPrice as number | null, infantPrice: trip.infantPrice as number | null };
  });

  return {
    checkIn: request.checkIn,
    checkOut: request.checkOut,
    resortTimes: { checkIn: rules.checkInTime, checkOut: rules.checkOutTime },
    maxTransportPersons: rules.maxTransferPersons,
    includedTransfers: includedTransfersOf(included?.includes),
    rooms: request.rooms.map((r) => ({
      roomTypeId: r.roomTypeId,
      roomTypeName: typeNames.get(r.roomTypeId)?.name as string,
      roomTypeNameTranslations: translationsOf(typeNames.get(r.roomTypeId)?.nameTranslations),
      occupants: { adult: r.adults, child: r.children, toddler: r.toddlers, infant: r.infants },
      foreignGuests: r.foreignGuests,
    })),
    rates,
    // A percent surcharge is typed as "10.00" into a money field, i.e. stored as 1000: convert to points.
    surcharges: surcharges.map((s) => ({
      id: s.id as string,
      name: s.name as string,
      nameTranslations: translationsOf(s.nameTranslations),
      kind: s.kind as Surcharge['kind'],
      startDate: s.startDate as string | null,
      endDate: s.endDate as string | null,
      weekdays: s.weekdays as Weekday[] | null,
      amount: s.amountType === 'percent' ? (s.amount as number) / 100 : (s.amount as number),
      amountType: s.amountType as Surcharge['amountType'],
      perNight: Boolean(s.perNight),
      active: true,
      markedDays: s.calendarDays ? markedDaysOf(s.kind) : null,
    })),
    taxes: taxes.map((x) => ({ id: x.id as string, name: x.name as string, nameTranslations: translationsOf(x.nameTranslations), ratePercent: x.ratePercent as number | null, fixedAmount: x.fixedAmount as number | null, basis: x.basis as 'per-booking' | 'per-room-night', appliesToForeignersOnly: Boolean(x.appliesToForeignersOnly) })),
    additionalCharges: charges.map((c) => ({ id: c.id as string, name: c.name as string, nameTranslations: translationsOf(c.nameTranslations), amount: c.amount as number, chargeType: c.chargeType as 'per-booking' | 'per-person' | 'per-night', taxable: Boolean(c.taxable), mandatory: Boolean(c.mandatory) })),
    selectedChargeIds: request.selectedChargeIds,
    addons: addonRequests,
    transport,
    transportRules,
  };
};

/** Loads what the pure quote needs for `request` from the database (see `readQuoteSources`); `known`: the booking rules the request already read. */
export const loadQuoteInput = async (db: Db, request: QuoteRequest, ownerId: string, known?: BookingRules): Promise<QuoteInput> =>
  quoteInputOf(await readQuoteSources(db, request, [...new Set(request.rooms.map((r) => r.roomTypeId))], ownerId, known), request);

/**
 * One stay priced for several room lists (the guest site's list: the party in each room type), read
 * once for all of `roomTypeIds`: answers a function making a room list's quote input, the one
 * `loadQuoteInput` would read for that list alone (`request.rooms` is ignored).
 */
export const loadStayQuoteInputs = async (db: Db, request: QuoteRequest, roomTypeIds: string[], ownerId: string, known?: BookingRules) => {
  const sources = await readQuoteSources(db, request, roomTypeIds, ownerId, known);
  return (rooms: QuoteRequest['rooms']) => quoteInputOf(sources, { ...request, rooms });
};
