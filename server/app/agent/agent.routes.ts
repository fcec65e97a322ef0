import { OpenAPIHono } from '@hono/zod-openapi';
import { bookingRoutes, requireBooker } from '../booking/booking.routes';
import { packageReadRoutes, packageStepRoutes } from '../booking/packages.routes';
import { inventoryReadRoutes } from '../inventory/inventory.routes';
import { agentSetupReadRoutes } from './agentSetup.routes';
import { agentCurrencyRoutes } from './currency.routes';
import { agentBookmarkRoutes } from './bookmarks.routes';
import { agentMemberRoutes } from './members.routes';
import { agentMoneyRoutes } from '../payments/money.routes';
import { agentReservationRoutes } from '../booking/reservations.routes';
import { promoRoutes } from '../promo/promo.routes';
import { agentVoucherRoutes } from '../vouchers/vouchers.routes';
import { agentEventRoutes } from '../events/events.routes';
import { agentEventReadRoutes } from '../events/agentEvents.routes';
import { agentDashboardRoutes } from './dashboard.routes';
import { agentProfileRoutes } from '../profile/profile.routes';
import { agentBookingStartRoutes } from './bookingStart.routes';
import { agentDocumentRoutes } from './documents.routes';
import { agentAddonPriceRoutes } from './addonPrices.routes';
import { agentBannerRoutes } from './banners.routes';
import { agentEmailFileRoutes } from './emailFiles.routes';
import type { AppEnv } from '../http/env';
import { forbidden } from '../http/errors';
import { requireAuth } from '../http/middleware';
import { readOnly } from '../http/readAhead';

/** The agents' API at `/api/agent` (spec paths with their leading `/api` dropped). */
export const agentRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.use(
    '*',
    requireAuth,
    readOnly('passes on', async (c, next) => {
      if (c.get('actor').kind !== 'agent') throw forbidden('app.errors.forbidden');
      await next();
    }),
  );
  app.route('/', bookingRoutes());
  app.route('/', agentReservationRoutes());
  app.route('/', packageReadRoutes());
  app.route('/', packageStepRoutes());
  app.route('/', inventoryReadRoutes(() => requireBooker));
  app.route('/', agentSetupReadRoutes());
  app.route('/', agentBookingStartRoutes());
  app.route('/', promoRoutes());
  app.route('/', agentMoneyRoutes());
  app.route('/', agentVoucherRoutes());
  app.route('/', agentEventRoutes());
  app.route('/', agentEventReadRoutes());
  app.route('/', agentDashboardRoutes());
  app.route('/', agentCurrencyRoutes());
  app.route('/', agentBookmarkRoutes());
  app.route('/', agentMemberRoutes());
  app.route('/', agentProfileRoutes());
  app.route('/', agentDocumentRoutes());
  app.route('/', agentAddonPriceRoutes());
  app.route('/', agentBannerRoutes());
  app.route('/', agentEmailFileRoutes());
  return app;
};
