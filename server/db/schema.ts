import { calendarDays } from './calendarTables';
import { captchaSpent, gatewayEvents, passwordResets } from './verificationTables';
import { emailConfirmations, guestProfiles } from './guestTables';
import { agentAddonPrices, agentBanners, agentEmailFiles, agentTravelDocuments, stayReviews } from './agentTables';
import { loginAttempts, sessions, settings, uploads } from './authTables';
import { counters, reservationGuests, reservationRoomMonths, reservations, roomAllocations, roomHolds } from './bookingTables';
import { eventRegistrations } from './eventTables';
import { roomBlocks, roomHousekeeping } from './roomBoardTables';
import { resourceTables } from './generated';
import { staffLeave } from './staffTables';
import { agentBankDetails, commissions, emailOutbox, idempotencyKeys, payments, payouts, promoCodeUses, refunds, voucherPurchases, walletEntries, wallets } from './moneyTables';

export { resourceTables };

// drizzle-kit discovers tables among a module's top-level exports, so each generated table is named here.
export const {
  users,
  roles,
  departments,
  beds,
  bed_combinations,
  amenities,
  buildings,
  room_types,
  rooms,
  companies,
  categories,
  trip_costs,
  locations,
  addon_categories,
  addon_sub_categories,
  vehicles,
  diving_courses,
  diving_departments,
  meals,
  restaurants,
  facilities,
  sur_charges,
  taxes,
  agent_categories,
  tour_packages,
  package_periods,
  package_rates,
  currencies,
  booking_enquiries,
  lead_sources,
  additional_charges,
  promo_codes,
  events,
  banners,
  agent_documents,
  pax_settings,
  audit_log,
} = resourceTables;

export { agentBankDetails, commissions, emailOutbox, idempotencyKeys, payments, payouts, promoCodeUses, refunds, voucherPurchases, walletEntries, wallets };
export { eventRegistrations };
export { staffLeave };
export { roomBlocks, roomHousekeeping };
export { calendarDays };
export { captchaSpent, gatewayEvents, passwordResets };
export { emailConfirmations, guestProfiles };
export { agentAddonPrices, agentBanners, agentEmailFiles, agentTravelDocuments, stayReviews };
export { counters, loginAttempts, reservationGuests, reservationRoomMonths, reservations, roomAllocations, roomHolds, sessions, settings, uploads };

export const schema = { ...resourceTables, sessions, loginAttempts, uploads, settings, roomHolds, roomAllocations, reservations, reservationGuests, reservationRoomMonths, counters,
  payments, wallets, walletEntries, payouts, agentBankDetails, idempotencyKeys, refunds, commissions, emailOutbox, promoCodeUses, voucherPurchases, eventRegistrations,
  agentBanners, agentAddonPrices, agentEmailFiles, agentTravelDocuments, stayReviews, roomHousekeeping, roomBlocks, staffLeave, calendarDays, gatewayEvents, captchaSpent, passwordResets, guestProfiles, emailConfirmations };
