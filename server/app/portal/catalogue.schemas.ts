import { z } from '@hono/zod-openapi';

/*
 * What the public catalogue at /api/portal answers, once: the routes document these schemas and the guest
 * site reads the types, so the two cannot drift.
 */

const fromPrice = z
  .object({ amount: z.number().int(), roomTypeId: z.uuid(), roomTypeName: z.string(), occupancy: z.number().int(), periodId: z.uuid() })
  .nullable()
  .meta({ description: "Lowest public adult price per person for the package's nights (see README: the \"from\" price); null when no future rate" });
/** A package on sale, as `GET /packages` lists it. */
export const packageSummary = z.object({
  id: z.uuid(),
  slug: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  nights: z.number().int(),
  maxPax: z.number().int().nullable(),
  includes: z.array(z.string()),
  image: z.string().nullable(),
  photos: z.array(z.string()).meta({ description: "The package's image, then the cover photo of each room type it sells (at most 8)" }),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  fromPrice,
});
const roomType = z.object({ id: z.uuid(), name: z.string(), description: z.string().nullable(), images: z.array(z.string()), maxAdults: z.number(), maxChildren: z.number(), maxPax: z.number(), sizeSqm: z.number().nullable() });
const tier = z.object({ minDays: z.number().int(), feePercent: z.number() });

/** One package by its slug: its options (periods) and room types as well. */
export const packageDetail = packageSummary.extend({ periods: z.array(z.object({ id: z.uuid(), name: z.string(), startDate: z.string(), endDate: z.string() })), roomTypes: z.array(roomType) });

/** `POST /availability`: the room types that fit the party, cheapest first; `total` is the stay at the public rates (sen). */
export const availabilityAnswer = z.object({
  packageId: z.uuid(),
  checkIn: z.string(),
  checkOut: z.string(),
  party: z.object({ adults: z.number(), children: z.number(), toddlers: z.number(), infants: z.number() }),
  roomTypes: z.array(z.object({ roomTypeId: z.uuid(), name: z.string(), images: z.array(z.string()), free: z.number().int(), roomsNeeded: z.number().int(), total: z.number().int(), currency: z.literal('MYR') })),
});

/** A promo code anyone may use, as `GET /promotions` lists it. */
export const publicPromotion = z.object({
  code: z.string(),
  voucherType: z.string(),
  cashDiscount: z.number().int(),
  expiryDate: z.string(),
  bookingFrom: z.string().nullable(),
  bookingTo: z.string().nullable(),
  checkInFrom: z.string().nullable(),
  checkInTo: z.string().nullable(),
  maxPax: z.number().nullable(),
  excludedPeriods: z.array(z.string()),
  packageIds: z.array(z.uuid()),
  roomTypeIds: z.array(z.uuid()),
  freeAddonIds: z.array(z.uuid()),
});

/** `GET /cancellation-policy`: the tiers, farthest first. */
export const cancellationPolicyAnswer = z.object({ tiers: z.array(tier) });

export type FromPrice = NonNullable<z.output<typeof fromPrice>>;
export type PublicPackage = z.output<typeof packageSummary>;
export type PublicRoomType = z.output<typeof roomType>;
export type PackageDetail = z.output<typeof packageDetail>;
export type AvailabilityAnswer = z.output<typeof availabilityAnswer>;
export type PublicPromotion = z.output<typeof publicPromotion>;
export type CancellationPolicy = z.output<typeof cancellationPolicyAnswer>;
