import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { inArray } from 'drizzle-orm';
import { resourceTables } from '../../db/generated';
import { requireBooker } from '../booking/booking.routes';
import { bookingPartyOf } from '../booking/bookingFor';
import { priceStayWithCode } from '../booking/pricing.service';
import { quoteRequest } from '../booking/quoteInput';
import { refineStay } from '../booking/stay';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { clientIp, pathId, permit, readBody, readJson, zoneOf } from '../http/middleware';
import { describeQuote } from '../pricing/describe';
import { generateBody, generateCodes, parseGeneration } from './generateCodes';
import { describeRules } from './codeRules';
import { checkCode } from './promoCodes';
import { answer, json, security } from '../http/openapiDoc';

type Ctx = Context<AppEnv>;
const db = (c: Ctx) => c.get('deps').database.db;
const now = (c: Ctx) => c.get('deps').clock.now();

const tags = ['promo codes'];

/** The quote request of a package named in the path, with the code to try on it. */
const { packageId: _inPath, ...stayFields } = quoteRequest.shape;
const packageDiscountBody = z
  .object({ ...stayFields, promoCode: z.string({ error: 'ra.validation.required' }).trim().min(1, { error: 'ra.validation.required' }).max(30, { error: 'app.promo.not_found' }) })
  .superRefine(refineStay);

/**
 * `GET /promo-code-by-code/:code`: a code's public details and whether this caller may use it today
 * (stay rules wait for the stay). Decision: a private code the caller may not use still answers 200,
 * with `usable: false` and the provider message as `reason`, so the form shows why; an unknown or
 * inactive code is 404.
 */
export const codeDetails = async (c: Ctx) => {
  const text = c.req.param('code') ?? '';
  const { code, failure } = await checkCode(db(c), text, { caller: c.get('actor'), now: now(c), zone: await zoneOf(c) });
  if (!code) throw notFound('app.promo.not_found');
  const addons = code.freeAddonIds.length
    ? await db(c)
        .select({ id: resourceTables.addon_sub_categories.id, name: resourceTables.addon_sub_categories.name })
        .from(resourceTables.addon_sub_categories)
        .where(inArray(resourceTables.addon_sub_categories.id, code.freeAddonIds))
    : [];
  return c.json({
    code: code.code,
    voucherType: code.voucherType,
    cashDiscount: code.cashDiscount,
    freeAddons: addons.map((a) => ({ id: a.id as string, name: a.name as string })),
    packageIds: code.packageIds,
    roomTypeIds: code.roomTypeIds,
    maxPax: code.maxPax,
    expiryDate: code.expiryDate,
    usesLeft: Math.max(0, code.numberOfUses - code.usedCount),
    ...(await describeRules(db(c), [code]))[0],
    usable: failure === null,
    ...(failure ? { reason: c.get('t')(failure.key, failure.args) } : {}),
  });
};

/** `POST /reservations/check-package-discounts/:packageId`: the quote of the stay with the code applied, and the discount it gives. */
export const packageDiscount = async (c: Ctx) => {
  const packageId = pathId(c.req.param('packageId'));
  const body = await readBody(c, packageDiscountBody);
  // A code tried at the desk for an agency is judged as that agency would use it.
  const party = await bookingPartyOf(db(c), c.get('actor'), body.agencyId);
  const { quote, code } = await priceStayWithCode(db(c), { ...body, packageId }, party.ownerId, { caller: party.caller, now: now(c), zone: await zoneOf(c) });
  return c.json({ packageId, promoCode: code?.code ?? body.promoCode, discount: quote.discount, subtotal: quote.subtotal, total: quote.total, quote: describeQuote(quote, c.get('t')) });
};

const register = (app: OpenAPIHono<AppEnv>) => {
  app.get('/promo-code-by-code/:code', codeDetails);
  app.post('/reservations/check-package-discounts/:packageId', requireBooker, packageDiscount);
  const reg = app.openAPIRegistry;
  reg.registerPath({
    method: 'get',
    path: '/promo-code-by-code/{code}',
    tags,
    security,
    summary: "A promo code's details and whether the caller may use it now",
    request: { params: z.object({ code: z.string() }) },
    responses: { 200: answer('{code, voucherType, cashDiscount, freeAddons, packageIds, roomTypeIds, maxPax, expiryDate, usesLeft, usable, reason?}'), 404: answer('No such active code') },
  });
  reg.registerPath({
    method: 'post',
    path: '/reservations/check-package-discounts/{packageId}',
    tags,
    security,
    summary: 'The discount a promo code gives on a stay of a package (the quote with the code)',
    request: { params: z.object({ packageId: z.uuid() }), body: json(packageDiscountBody) },
    responses: { 200: answer('{packageId, promoCode, discount, subtotal, total, quote}'), 400: answer('The code cannot be used on this stay (message on promoCode)'), 409: answer('The code is used up, or no rate') },
  });
};

/** Promo codes for agents (`/api/agent`): look a code up, price it on a package. */
export const promoRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  register(app);
  return app;
};

/** Promo codes for staff (`/api/admin`): the agents' routes plus generating codes in bulk. */
export const promoStaffRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  register(app);
  app.post('/promo-codes/generate', permit('promo-codes', 'create'), async (c) => {
    const request = parseGeneration(await readJson(c), c.get('t'));
    const created = await generateCodes(db(c), c.get('actor'), request, now(c), clientIp(c));
    return c.json({ codes: created.map((x) => x.code), count: created.length }, 201);
  });
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/promo-codes/generate',
    tags,
    security,
    summary: 'Create `count` codes (prefix + 8 random characters) sharing the given rules',
    request: { body: json(generateBody) },
    responses: { 201: answer('{codes, count}'), 400: answer('Field errors'), 403: answer('No promo-codes create permission') },
  });
  return app;
};
