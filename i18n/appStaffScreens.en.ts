import { enCalendar } from './calendar.en';
import { enDeskBooking } from './deskBooking.en';
import { enEmail } from './email.en';
import { enFrontDesk } from './frontDesk.en';
import { enReports } from './reports.en';
import { enRoomBoard } from './roomBoard.en';
import { enSettingsAdmin } from './settingsAdmin.en';
import { enStaffOps } from './staffOps.en';

/**
 * The English messages of the back office's own screens beyond its first (front desk, room board, desk
 * booking, calendar, reports, staff, settings, e-mails). An area the first screen shows a few words of is
 * here whole (those words spread in from firstScreen.en.ts), so it replaces the first part's.
 */
export const enAppStaffScreens = {
  ...enEmail,
  ...enSettingsAdmin,
  ...enFrontDesk,
  ...enDeskBooking,
  ...enRoomBoard,
  ...enCalendar,
  ...enReports,
  ...enStaffOps,
} as const;
