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

/** The English messages no back-office first screen shows (the agent portal's, the booking wizard's, documents'): downloaded when needed. */
export const enAppLater = {
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
