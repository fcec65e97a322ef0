import { enAppShared } from './appShared.en';
import { enCalendar } from './calendar.en';
import { enDeskBooking } from './deskBooking.en';
import { enEmail } from './email.en';
import { enFrontDesk } from './frontDesk.en';
import { enMoneyAdmin } from './moneyAdmin.en';
import { enReports } from './reports.en';
import { enRoomBoard } from './roomBoard.en';
import { enSettingsAdmin } from './settingsAdmin.en';
import { enStaffOps } from './staffOps.en';
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
 * The English messages the back office's first screen does not show (its other screens', the agent portal's,
 * the booking wizard's, documents'): downloaded when needed. An area the first screen shows a few words of
 * is here whole (those words spread in from firstScreen.en.ts), so it replaces the first part's.
 */
export const enAppLater = {
  ...enAppShared,
  ...enEmail,
  ...enMoneyAdmin,
  ...enSettingsAdmin,
  ...enFrontDesk,
  ...enDeskBooking,
  ...enRoomBoard,
  ...enCalendar,
  ...enReports,
  ...enStaffOps,
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
