import { OpenAPIHono, z } from '@hono/zod-openapi';
import { requireBooker } from '../booking/booking.routes';
import type { AppEnv } from '../http/env';
import * as v from './vouchers.handlers';
import { answer, security } from '../http/openapiDoc';

const idempotencyHeader = z.object({ 'Idempotency-Key': z.string().optional().openapi({ description: 'Send the same key again and the call has no second effect' }) });
const idParam = z.object({ id: z.uuid() });
const heldBody = z.object({ purchaseId: z.uuid() });
const packageBody = z.object({ packageId: z.uuid(), periodId: z.uuid().optional() });

/**
 * Promo codes and promo packages agents buy (`/api/agent`): what is on sale, holding a code, paying
 * online or from the wallet, and what the agent bought (its vouchers).
 */
export const agentVoucherRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.get('/promo-code', v.codesOnSale);
  app.get('/promo-code/bought', v.myCodes);
  app.post('/promo-code/block', requireBooker, v.block);
  app.post('/promo-code/buy', requireBooker, v.buyCodeOnline);
  app.post('/wallet/promo-code', requireBooker, v.payCodeFromWallet);
  app.get('/promo-package', v.packagesOnSale);
  app.get('/promo-package/user/bought', v.myPackages);
  app.post('/promo-package/user/bought/:id/redeem', requireBooker, v.redeem);
  app.get('/promo-package/periods/:id', v.packagePeriods);
  app.get('/promo-package/:id', v.packageOnSale);
  app.post('/promo-package/buy', requireBooker, v.buyPackageOnline);
  app.post('/wallet/promo-package', requireBooker, v.payPackageFromWallet);

  const reg = app.openAPIRegistry;
  const tags = ['vouchers'];
    const read = (path: string, summary: string, params?: z.ZodObject) =>
    reg.registerPath({ method: 'get', path, tags, security, summary, ...(params ? { request: { params } } : {}), responses: { 200: answer(summary) } });
  const move = (path: string, summary: string, body: z.ZodType) =>
    reg.registerPath({
      method: 'post',
      path,
      tags,
      security,
      summary,
      request: { headers: idempotencyHeader, body: { content: { 'application/json': { schema: body } } } },
      responses: { 201: answer(summary), 400: answer('Field messages'), 404: answer('Not on sale'), 409: answer('Taken, sold out, hold expired or balance too low') },
    });
  read('/promo-code', 'Codes on sale (?type=cash|addon|package): {promoCodes, total}');
  read('/promo-code/bought', "The agent's bought codes: {promoCodes}");
  move('/promo-code/block', 'Hold a code while paying for it: {purchaseId, price, blockedUntil}', z.object({ promoCodeId: z.uuid() }));
  move('/promo-code/buy', 'Pay a held code online: {purchaseId, paymentId, amount, redirectUrl}', heldBody);
  move('/wallet/promo-code', 'Pay a held code ({purchaseId}) or hold and pay one ({promoCodeId}) from the wallet', z.union([heldBody, z.object({ promoCodeId: z.uuid() })]));
  read('/promo-package', 'Promo packages on sale: {packages, total}');
  read('/promo-package/user/bought', "The agent's bought promo packages: {packages}");
  read('/promo-package/periods/{id}', "A promo package's periods and their deposits: {periods}", idParam);
  read('/promo-package/{id}', 'One promo package on sale', idParam);
  move('/promo-package/buy', 'Take a unit and pay its deposit online: {purchaseId, paymentId, amount, redirectUrl}', packageBody);
  move('/wallet/promo-package', 'Buy a unit of a promo package from the wallet', packageBody);
  reg.registerPath({
    method: 'post',
    path: '/promo-package/user/bought/{id}/redeem',
    tags,
    security,
    summary: "Apply a bought package's deposit to a booking of that package: {payment}",
    request: { params: idParam, headers: idempotencyHeader, body: { content: { 'application/json': { schema: z.object({ reservationId: z.uuid() }) } } } },
    responses: { 201: answer('The voucher payment'), 400: answer('Another package or period'), 409: answer('Already redeemed, or more than is due') },
  });
  return app;
};
