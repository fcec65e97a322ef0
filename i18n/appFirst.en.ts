import { enAppCore } from './appCore.en';
import { enEmail } from './email.en';
import { enMoneyAdmin } from './moneyAdmin.en';
import { enSettingsAdmin } from './settingsAdmin.en';
import { enBackOffice } from './backOffice.en';
import { enDashboard } from './dashboard.en';
import { enFrontDesk } from './frontDesk.en';
import { enDeskBooking } from './deskBooking.en';
import { enRoomBoard } from './roomBoard.en';
import { enCalendar } from './calendar.en';
import { enReports } from './reports.en';
import { enStaffOps } from './staffOps.en';

/**
 * The English messages the back office's first screen needs (its shell, menu, sign-in and dashboard): they
 * ship with its code. The rest (appLater.en.ts) downloads beside any other screen (src/shared/i18nProvider.ts).
 */
export const enAppFirst = {
  ...enAppCore,
  ...enEmail,
  ...enMoneyAdmin,
  ...enSettingsAdmin,
  ...enBackOffice,
  ...enDashboard,
  ...enFrontDesk,
  ...enDeskBooking,
  ...enRoomBoard,
  ...enCalendar,
  ...enReports,
  ...enStaffOps,
} as const;
