import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../http/env';
import { answer, json, security } from '../http/openapiDoc';
import * as v from '../vouchers/vouchers.handlers';
import { requireConfirmedGuest } from './guestGuards';

/**
 * A guest's vouchers on the guest site (`/api/portal`): the agents' voucher handlers, answering a guest
 * with what is sold to guests (a code's or promo package's `soldTo`) and with the guest's own purchases.
 * A guest has no wallet, so it pays online only. Each route names its guard, never `use('*')`: this
 * router shares the root of `/api/portal` with the public routes.
 */
export const guestVoucherRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  const guest = requireConfirmedGuest;
  app.get('/promo-code', guest, v.codesOnSale);
  app.get('/promo-code/bought', guest, v.myCodes);
  app.post('/promo-code/block', guest, v.block);
  app.post('/promo-code/buy', guest, v.buyCodeOnline);
  app.get('/promo-package', guest, v.packagesOnSale);
  app.get('/promo-package/user/bought', guest, v.myPackages);
  app.post('/promo-package/user/bought/:id/redeem', guest, v.redeem);
  app.get('/promo-package/periods/:id', guest, v.packagePeriods);
  app.get('/promo-package/:id', guest, v.packageOnSale);
  app.post('/promo-package/buy', guest, v.buyPackageOnline);

  const reg = app.openAPIRegistry;
  const tags = ['guest vouchers'];
  const refused = { 401: answer('Not signed in'), 403: answer('Not a guest, or the e-mail address is not confirmed yet (code email_unconfirmed)') };
  const idParam = z.object({ id: z.uuid() });
  const heldBody = z.object({ purchaseId: z.uuid() });
  const packageBody = z.object({ packageId: z.uuid(), periodId: z.uuid().optional() });
  const read = (path: string, summary: string, params?: z.ZodObject) =>
    reg.registerPath({ method: 'get', path, tags, security, summary, ...(params ? { request: { params } } : {}), responses: { 200: answer(summary), 404: answer('Not on sale to guests'), ...refused } });
  const move = (path: string, summary: string, body: z.ZodType, params?: z.ZodObject) =>
    reg.registerPath({
      method: 'post',
      path,
      tags,
      security,
      summary,
      request: { body: json(body), ...(params ? { params } : {}) },
      responses: { 201: answer(summary), 400: answer('Field messages'), 404: answer('Not on sale to guests, or not the guest’s'), 409: answer('Taken, sold out, hold expired or already used'), ...refused },
    });
  read('/promo-code', 'Vouchers (codes) on sale to guests (?type=cash|addon|package): {promoCodes, total}');
  read('/promo-code/bought', "The guest's bought vouchers: {promoCodes}");
  move('/promo-code/block', 'Hold a voucher while paying for it: {purchaseId, price, blockedUntil}', z.object({ promoCodeId: z.uuid() }));
  move('/promo-code/buy', 'Pay a held voucher online through the gateway: {purchaseId, paymentId, amount, redirectUrl}', heldBody);
  read('/promo-package', 'Promo packages on sale to guests: {packages, total}');
  read('/promo-package/user/bought', "The guest's bought promo packages: {packages}");
  read('/promo-package/periods/{id}', "A promo package's periods and their deposits: {periods}", idParam);
  read('/promo-package/{id}', 'One promo package on sale to guests', idParam);
  move('/promo-package/buy', 'Take a unit and pay its deposit online: {purchaseId, paymentId, amount, redirectUrl}', packageBody);
  move('/promo-package/user/bought/{id}/redeem', "Apply a bought package's deposit to the guest's booking of that package: {payment}", z.object({ reservationId: z.uuid() }), idParam);
  return app;
};
