import { enAppShared } from './appShared.en';
import { enMoneyAdmin } from './moneyAdmin.en';
import { enMoney } from './money.en';
import { enInvoice } from './invoice.en';
import { enPromo } from './promo.en';
import { enVouchers } from './vouchers.en';
import { enRegistration } from './registration.en';
import { enGuestAccount } from './guestAccount.en';
import { enAgentApi } from './agentApi.en';
import { enPortal } from './portal.en';
import { enPortalMoney } from './portalMoney.en';
import { enPortalPromotions } from './portalPromotions.en';
import { enPortalBookings } from './portalBookings.en';
import { enPortalDocuments } from './portalDocuments.en';
import { enPortalProfile } from './portalProfile.en';
import { enPortalMembers } from './portalMembers.en';
import { enBookingChange } from './bookingChange.en';
import { enGuestBooking } from './guestBooking.en';
import { enPriority } from './priority.en';

/**
 * The English messages beyond the first part (appFirst.en.ts) that the agent portal shows: its own areas,
 * money, documents, bookings and what several screens share. With the first part they are all the portal
 * needs, so it never downloads the staff screens' (appStaffScreens.en.ts); the back office takes both.
 */
export const enAppAgents = {
  ...enAppShared,
  ...enMoneyAdmin,
  ...enMoney,
  ...enInvoice,
  ...enPromo,
  ...enVouchers,
  ...enRegistration,
  ...enGuestAccount,
  ...enAgentApi,
  ...enPortal,
  ...enPortalMoney,
  ...enPortalPromotions,
  ...enPortalBookings,
  ...enPortalDocuments,
  ...enPortalProfile,
  ...enPortalMembers,
  ...enBookingChange,
  ...enGuestBooking,
  ...enPriority,
} as const;
