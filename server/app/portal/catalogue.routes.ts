import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { searchOffers } from '../booking/packageAvailability';
import { stayPricer } from '../booking/pricing.service';
import { PUBLIC_RATES_OWNER } from '../booking/quoteInput';
import { refineStay, stayShape } from '../booking/stay';
import type { AppEnv } from '../http/env';
import { ApiError, notFound } from '../http/errors';
import { readBody } from '../http/middleware';
import { resortToday } from '../settings/resortZone';
import { readSetting } from '../settings/settings';
import { portalCurrencyRoutes } from './currency.routes';
import { fromPrices, isSlug, packagePhotos, publicPackage, roomTypeImagesOf, publicPackageRows, publicPeriods, publicPromotions, publicRoomTypes } from './catalogue';
import { splitParty } from '../booking/partySplit';
import { availabilityAnswer, cancellationPolicyAnswer, packageDetail, packageSummary, publicPromotion } from './catalogue.schemas';

type Ctx = Context<AppEnv>;

const count = z.number({ error: 'app.validation.invalid' }).int({ error: 'app.validation.invalid' }).min(0, { error: 'app.validation.invalid' }).max(20, { error: 'app.validation.invalid' });

/** `POST /availability`: a package, a stay and a party; bounded so one call stays cheap. */
export const publicAvailabilityRequest = z
  .object({
    packageId: z.uuid({ error: 'app.validation.reference' }),
    ...stayShape,
    adults: count.min(1, { error: 'app.validation.invalid' }),
    children: count.default(0),
    toddlers: count.default(0),
    infants: count.default(0),
  })
  .superRefine(refineStay);


const todayOf = async (c: Ctx) => resortToday(c.get('deps').clock.now(), (await c.get('rules')()).timeZone);
const db = (c: Ctx) => c.get('deps').database.db;

/**
 * What anyone may read at `/api/portal` without signing in: the packages on sale with their "from"
 * price, one package by its shareable slug, live availability with the public price for a party, the
 * public promo codes and the cancellation policy. Every price is at the public (standard) rates.
 */
export const catalogueRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();

  app.get('/packages', async (c) => {
    const today = await todayOf(c);
    const rows = await publicPackageRows(db(c), today);
    const [prices, images] = await Promise.all([
      fromPrices(
        db(c),
        rows.map((r) => ({ id: r.id as string, nights: Number(r.nights), roomTypeIds: (r.roomTypeIds as string[] | null) ?? [] })),
        today,
        c.get('locale'),
      ),
      roomTypeImagesOf(db(c)),
    ]);
    return c.json(rows.map((r) => publicPackage(r, prices.get(r.id as string) ?? null, packagePhotos(r, images))));
  });

  app.get('/packages/:slug', async (c) => {
    const slug = c.req.param('slug');
    if (!isSlug(slug)) throw notFound('app.errors.not_found');
    const today = await todayOf(c);
    const [row] = await publicPackageRows(db(c), today, { slug });
    if (!row) throw notFound('app.errors.not_found');
    const roomTypeIds = (row.roomTypeIds as string[] | null) ?? [];
    const [prices, periods, roomTypes] = await Promise.all([
      fromPrices(db(c), [{ id: row.id as string, nights: Number(row.nights), roomTypeIds }], today, c.get('locale')),
      publicPeriods(db(c), row.id as string, today, c.get('locale')),
      publicRoomTypes(db(c), roomTypeIds, c.get('locale')),
    ]);
    const photos = packagePhotos(row, new Map(roomTypes.map((r) => [r.id, r.images])));
    return c.json({ ...publicPackage(row, prices.get(row.id as string) ?? null, photos), periods, roomTypes });
  });

  app.post('/availability', async (c) => {
    const body = await readBody(c, publicAvailabilityRequest);
    const rules = await c.get('rules')();
    const today = resortToday(c.get('deps').clock.now(), rules.timeZone);
    // Only a package on sale to the public: promo packages and retired ones answer as unknown.
    const [pkg] = await publicPackageRows(db(c), today, { id: body.packageId });
    if (!pkg) throw new ApiError(400, 'validation', 'app.errors.bad_request', { packageId: 'app.validation.reference' });
    const party = { adults: body.adults, children: body.children, toddlers: body.toddlers, infants: body.infants };
    const now = c.get('deps').clock.now();
    const stay = { packageId: body.packageId, checkIn: body.checkIn, checkOut: body.checkOut };
    const request = { ...stay, rooms: [], addons: [], transport: [], selectedChargeIds: [] };
    // The room types the package sells (none named: every active one), their names and their rates,
    // surcharges and taxes are read while the availability statement runs, not after it.
    const sold = (pkg.roomTypeIds as string[] | null) ?? [];
    const [offers, types, soldPricer] = await Promise.all([
      searchOffers(db(c), PUBLIC_RATES_OWNER, { ...stay, pax: party }, now, { rules, pkg }),
      publicRoomTypes(db(c), sold, c.get('locale')),
      sold.length ? stayPricer(db(c), request, sold, PUBLIC_RATES_OWNER, rules) : null,
    ]);
    const names = new Map(types.map((r) => [r.id, r]));
    const fitting = offers.flatMap((offer) => {
      const type = names.get(offer.roomTypeId);
      return type && offer.rated && offer.enough && offer.roomsNeeded ? [{ offer, type, roomsNeeded: offer.roomsNeeded }] : [];
    });
    // Each fitting room type priced for the party at the public rates: the wizard's quote of the same
    // rooms, from one read of the rates, surcharges and taxes for them all (not one read per room type).
    const price = soldPricer ?? (fitting.length ? await stayPricer(db(c), request, fitting.map((f) => f.offer.roomTypeId), PUBLIC_RATES_OWNER, rules) : null);
    const priced = fitting.map(({ offer, type, roomsNeeded }) => {
      const quote = price?.(splitParty(party, roomsNeeded).map((r) => ({ roomTypeId: offer.roomTypeId, ...r, foreignGuests: false })));
      // A room type the package cannot price for these nights is simply not offered.
      if (!quote || quote instanceof ApiError) return null;
      return { roomTypeId: offer.roomTypeId, name: type.name, images: type.images, free: offer.rooms.length, roomsNeeded, total: quote.total, currency: 'MYR' as const };
    });
    const roomTypes = priced.filter((r) => r !== null);
    roomTypes.sort((a, b) => a.total - b.total);
    return c.json({ packageId: body.packageId, checkIn: body.checkIn, checkOut: body.checkOut, party, roomTypes });
  });

  app.get('/promotions', async (c) => c.json(await publicPromotions(db(c), await todayOf(c))));

  app.get('/cancellation-policy', async (c) => c.json(await readSetting(db(c), 'cancellation')));

  // The display currencies of the guest site's currency selector, the agents' list (no sign-in).
  app.route('/', portalCurrencyRoutes());

  const register = (method: 'get' | 'post', path: string, summary: string, responses: Parameters<typeof app.openAPIRegistry.registerPath>[0]['responses'], request?: Parameters<typeof app.openAPIRegistry.registerPath>[0]['request']) =>
    app.openAPIRegistry.registerPath({ method, path, tags: ['portal'], summary, security: [], ...(request ? { request } : {}), responses });
  const json = (schema: z.ZodType, description: string) => ({ description, content: { 'application/json': { schema } } });
  register('get', '/packages', 'Packages on sale to the public (no sign-in): photos, what each includes, nights and the "from" price per person at public rates, in the Accept-Language language', {
    200: json(z.array(packageSummary), 'The packages, by name'),
  });
  register(
    'get',
    '/packages/{slug}',
    'One package by its shareable slug (made once from its name, e.g. 3d2n-island-escape), with its options (periods) and room types',
    {
      200: json(packageDetail, 'The package'),
      404: { description: 'No package on sale by that slug' },
    },
    { params: z.object({ slug: z.string() }) },
  );
  register(
    'post',
    '/availability',
    'Room types free for the whole stay for a party, with how many are free and the public price of the stay for the party (rooms, surcharges, taxes; no add-ons or transfers)',
    {
      200: json(
        availabilityAnswer,
        'Room types that fit, cheapest first',
      ),
      400: { description: 'Bad input, on its field: {message, code, errors}' },
    },
    { body: { content: { 'application/json': { schema: publicAvailabilityRequest } } } },
  );
  register('get', '/promotions', 'Public promo codes anyone may use (never agent-only ones)', {
    200: json(
      z.array(publicPromotion),
      'The codes, soonest expiry first',
    ),
  });
  register('get', '/cancellation-policy', "The resort's cancellation policy: tiers, farthest first; notice shorter than every tier takes the nearest", {
    200: json(cancellationPolicyAnswer, 'The policy'),
  });
  return app;
};
