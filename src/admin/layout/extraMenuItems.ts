import type { SvgIconComponent } from '@mui/icons-material';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import EventNote from '@mui/icons-material/EventNote';
import Outbox from '@mui/icons-material/Outbox';
import PendingActions from '@mui/icons-material/PendingActions';
import Payments from '@mui/icons-material/Payments';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Tune from '@mui/icons-material/Tune';
import type { ResourceDefinition } from '../../../resources/types';

/** A sidebar entry that is not a generic resource: shown when the role may list (or show) every one of `needs`. */
export interface ExtraMenuItem {
  key: string;
  group: ResourceDefinition['group'];
  /** Under the back office's basename. */
  path: string;
  label: string;
  icon: SvgIconComponent;
  needs: readonly string[];
  /** What the role must be allowed on `needs`: `list` unless the screen shows one record (Settings). */
  action?: 'list' | 'show';
  /** Before the group's resources (the group's main screens) or after them. */
  first: boolean;
}

export const EXTRA_MENU_ITEMS: readonly ExtraMenuItem[] = [
  { key: 'reservations', group: 'sales', path: '/reservations', label: 'app.reservations.title', icon: EventNote, needs: ['reservations'], first: true },
  { key: 'awaiting-approvals', group: 'sales', path: '/awaiting-approvals', label: 'app.reservations.awaiting', icon: PendingActions, needs: ['reservations', 'approvals'], first: true },
  { key: 'payments', group: 'sales', path: '/payments', label: 'app.moneyAdmin.payments.title', icon: Payments, needs: ['payments'], first: true },
  { key: 'payouts', group: 'sales', path: '/payouts', label: 'app.moneyAdmin.payouts.title', icon: RequestQuote, needs: ['payouts'], first: true },
  { key: 'availability', group: 'rooms', path: '/availability', label: 'app.availability.title', icon: CalendarMonth, needs: ['rooms'], first: false },
  // Mail has no permission module of its own: whoever may read the audit log may read the outbox.
  { key: 'outbox', group: 'system', path: '/outbox', label: 'app.email.outbox.title', icon: Outbox, needs: ['audit-log'], first: false },
  { key: 'settings', group: 'system', path: '/settings', label: 'app.settingsAdmin.title', icon: Tune, needs: ['settings'], action: 'show', first: false },
];

/** Every permission module the extra entries depend on. */
export const EXTRA_MENU_MODULES = [...new Set(EXTRA_MENU_ITEMS.flatMap((item) => item.needs))];
