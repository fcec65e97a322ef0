import type { SvgIconComponent } from '@mui/icons-material';
import Assessment from '@mui/icons-material/Assessment';
import DirectionsBoat from '@mui/icons-material/DirectionsBoat';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import RoomService from '@mui/icons-material/RoomService';
import EventNote from '@mui/icons-material/EventNote';
import EventBusy from '@mui/icons-material/EventBusy';
import BeachAccess from '@mui/icons-material/BeachAccess';
import Outbox from '@mui/icons-material/Outbox';
import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import PendingActions from '@mui/icons-material/PendingActions';
import Payments from '@mui/icons-material/Payments';
import RequestQuote from '@mui/icons-material/RequestQuote';
import TimerOff from '@mui/icons-material/TimerOff';
import Tune from '@mui/icons-material/Tune';
import ViewTimeline from '@mui/icons-material/ViewTimeline';
import EventAvailable from '@mui/icons-material/EventAvailable';
import type { ResourceDefinition } from '../../../resources/types';

/** A sidebar entry that is not a generic resource: shown when the role may list (or show) every one of `needs`. */
/** The menu's groups: the day's work first, then the resources' set-up groups. */
export type MenuGroup = 'today' | ResourceDefinition['group'];

export interface ExtraMenuItem {
  key: string;
  group: MenuGroup;
  /** Under the back office's basename. */
  path: string;
  label: string;
  icon: SvgIconComponent;
  needs: readonly string[];
  /** What the role must be allowed on `needs`: `list` unless the screen shows one record (Settings) or makes one (New booking). */
  action?: 'list' | 'show' | 'create';
  /** Before the group's resources (the group's main screens) or after them. */
  first: boolean;
}

export const EXTRA_MENU_ITEMS: readonly ExtraMenuItem[] = [
  // The day's work, in the order a front desk and a reservations office reach for it.
  { key: 'front-desk', group: 'today', path: '/front-desk', label: 'app.frontDesk.title', icon: RoomService, needs: ['front-desk'], first: true },
  { key: 'room-board', group: 'today', path: '/room-board', label: 'app.roomBoard.title', icon: ViewTimeline, needs: ['front-desk', 'rooms'], first: true },
  { key: 'reservations', group: 'today', path: '/reservations', label: 'app.reservations.title', icon: EventNote, needs: ['reservations'], first: true },
  { key: 'desk-booking', group: 'today', path: '/desk-booking', label: 'app.deskBooking.title', icon: AddCircleOutline, needs: ['reservations'], action: 'create', first: true },
  { key: 'awaiting-approvals', group: 'today', path: '/awaiting-approvals', label: 'app.reservations.awaiting', icon: PendingActions, needs: ['reservations', 'approvals'], first: true },
  { key: 'expired-bookings', group: 'today', path: '/expired-bookings', label: 'app.reservations.expired', icon: TimerOff, needs: ['reservations'], first: true },
  { key: 'payments', group: 'today', path: '/payments', label: 'app.moneyAdmin.payments.title', icon: Payments, needs: ['payments'], first: true },
  { key: 'manifest', group: 'today', path: '/manifest', label: 'app.reports.names.manifest', icon: DirectionsBoat, needs: ['front-desk'], first: true },
  { key: 'reports', group: 'today', path: '/reports', label: 'app.reports.title', icon: Assessment, needs: ['reports'], first: true },
  // The resort calendar sits with the surcharges it drives.
  { key: 'calendar', group: 'sales', path: '/calendar', label: 'app.calendar.title', icon: EventAvailable, needs: ['sur-charges'], first: false },
  { key: 'payouts', group: 'sales', path: '/payouts', label: 'app.moneyAdmin.payouts.title', icon: RequestQuote, needs: ['payouts'], first: true },
  { key: 'staff-leave', group: 'people', path: '/staff-leave', label: 'app.staffOps.leave.title', icon: EventBusy, needs: ['leave'], first: true },
  // Every staff member asks for their own leave: no permission module.
  { key: 'my-leave', group: 'people', path: '/my-leave', label: 'app.staffOps.leave.mine', icon: BeachAccess, needs: [], first: true },
  { key: 'availability', group: 'rooms', path: '/availability', label: 'app.availability.title', icon: CalendarMonth, needs: ['rooms'], first: false },
  // Mail has no permission module of its own: whoever may read the audit log may read the outbox.
  { key: 'outbox', group: 'system', path: '/outbox', label: 'app.email.outbox.title', icon: Outbox, needs: ['audit-log'], first: false },
  { key: 'settings', group: 'system', path: '/settings', label: 'app.settingsAdmin.title', icon: Tune, needs: ['settings'], action: 'show', first: false },
];

/** Every permission module the extra entries depend on. */
export const EXTRA_MENU_MODULES = [...new Set(EXTRA_MENU_ITEMS.flatMap((item) => item.needs))];
