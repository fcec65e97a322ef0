import { OpenAPIHono, z } from '@hono/zod-openapi';
import { resourceList } from '../../../resources';
import { APP_MODULES, PERMISSION_ACTIONS } from '../../../resources/types';
import { bookingRoutes } from '../booking/booking.routes';
import { deskBookingStartRoutes } from '../booking/deskStart.routes';
import { packageAdminRoutes, packageReadRoutes } from '../booking/packages.routes';
import { rateSheetRoutes } from '../booking/rateSheet.routes';
import { staffReservationRoutes } from '../booking/reservations.routes';
import { promoStaffRoutes } from '../promo/promo.routes';
import { crudRoutes } from '../crud/crud.routes';
import { dashboardRoutes } from '../dashboard/dashboard.routes';
import { outboxRoutes } from '../email/outbox.routes';
import { inventoryRoutes } from '../inventory/inventory.routes';
import { staffOpsRoutes } from '../staff/staff.routes';
import type { AppEnv } from '../http/env';
import { requireAuth, requireStaff } from '../http/middleware';
import { uploadRoutes } from '../uploads/uploads.routes';
import { staffMoneyRoutes } from '../payments/money.routes';
import { agentApprovalRoutes } from '../agent/approvals.routes';
import { staffEventRoutes } from '../events/agentEvents.routes';
import { staffProfileRoutes } from '../profile/profile.routes';
import { manifestRoutes } from '../reports/reports.routes';
import { roomBoardRoutes } from '../roomBoard/roomBoard.routes';
import { frontDeskRoutes } from '../frontDesk/frontDesk.routes';

/** The staff API at `/api/admin`: every generic resource, uploads and the permission vocabulary. */
export const adminRoutes = () => {
  const app = new OpenAPIHono<AppEnv>();
  app.use('*', requireAuth, requireStaff);
  app.get('/app-modules', (c) => c.json({ modules: APP_MODULES, actions: PERMISSION_ACTIONS }));
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/app-modules',
    tags: ['roles'],
    security: [{ bearer: [] }],
    summary: 'The modules and actions of the permission matrix',
    responses: { 200: { description: 'Modules and actions', content: { 'application/json': { schema: z.object({ modules: z.array(z.string()), actions: z.array(z.string()) }) } } } },
  });
  app.route('/', uploadRoutes());
  app.route('/', bookingRoutes());
  app.route('/', deskBookingStartRoutes());
  app.route('/', staffReservationRoutes());
  app.route('/', packageReadRoutes());
  app.route('/', packageAdminRoutes());
  app.route('/', rateSheetRoutes());
  // Before the generic routes, whose `/:id` would otherwise catch `/room-types/priority` and the like.
  app.route('/', inventoryRoutes());
  app.route('/', staffOpsRoutes());
  app.route('/', promoStaffRoutes());
  app.route('/', dashboardRoutes());
  app.route('/', staffMoneyRoutes());
  app.route('/', outboxRoutes());
  app.route('/', agentApprovalRoutes());
  app.route('/', staffEventRoutes());
  app.route('/', staffProfileRoutes());
  app.route('/', manifestRoutes());
  app.route('/', roomBoardRoutes());
  app.route('/', frontDeskRoutes());
  for (const def of resourceList) app.route(`/${def.name}`, crudRoutes(def));
  return app;
};
