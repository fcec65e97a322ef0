/**
 * The agent portal's pages that may be starred (spec section 2's navigation). Shared by the server, which
 * accepts only these as bookmarks, and the portal's menu data, whose routes are typed against it.
 */
export const PORTAL_MENU_ROUTES = [
  '/',
  '/bookings/create',
  '/booking/listing',
  '/booking/unApprovedBookingList',
  '/promotion',
  '/my-promotions',
  '/documents',
  '/referral-page',
  '/payment-history',
  '/activities/addon',
  '/my-banners',
  '/my-commission',
  '/referral-commission',
] as const;

export type PortalMenuRoute = (typeof PORTAL_MENU_ROUTES)[number];

/** Spec section 9: starred items are capped at 10. */
export const MAX_BOOKMARKS = 10;

export const isPortalMenuRoute = (value: unknown): value is PortalMenuRoute => PORTAL_MENU_ROUTES.includes(value as PortalMenuRoute);
