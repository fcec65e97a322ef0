import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import Campaign from '@mui/icons-material/Campaign';
import CardGiftcard from '@mui/icons-material/CardGiftcard';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import Extension from '@mui/icons-material/Extension';
import FactCheck from '@mui/icons-material/FactCheck';
import Group from '@mui/icons-material/Group';
import LocalOffer from '@mui/icons-material/LocalOffer';
import Payments from '@mui/icons-material/Payments';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Savings from '@mui/icons-material/Savings';
import type { PortalMenuRoute } from '../../../resources/portalRoutes';
import type { MenuRule } from './menuRules';

export type MenuGroup = 'main' | 'settings';

/** One navigation entry of spec section 2: the vertical sidebar and the horizontal menu both draw from these. */
export interface MenuEntry {
  id: string;
  /** i18n key of its label. */
  label: string;
  route: PortalMenuRoute;
  icon: SvgIconComponent;
  group: MenuGroup;
  rule: MenuRule;
  /**
   * A count shown on the entry: the Dashboard's warning badge, the dashboard's `badge` (bookings waiting
   * for the agent: a payment due before its deadline, or a rejected slip to replace).
   */
  badge?: 'needsAction';
  /**
   * Whether its screen exists. Entries whose screens have not landed yet stay here with their rules (so
   * their URLs are already guarded) but are not shown or routed until their screens are added to
   * `screens.tsx` and this turns true.
   */
  ready: boolean;
}

const BOOKERS = { agencyRoles: ['admin', 'editor'] } as const satisfies MenuRule;
const EARNERS = { agentTypes: ['F', 'TA'] } as const satisfies MenuRule;
const m = (key: string) => `app.portal.menu.${key}`;

export const MENU_ENTRIES: readonly MenuEntry[] = [
  { id: 'dashboard', label: m('dashboard'), route: '/', icon: Dashboard, group: 'main', rule: {}, badge: 'needsAction', ready: true },
  { id: 'new-booking', label: m('new_booking'), route: '/bookings/create', icon: AddCircleOutline, group: 'main', rule: { ...BOOKERS, approvedOnly: true }, ready: true },
  { id: 'my-bookings', label: m('my_bookings'), route: '/booking/listing', icon: ReceiptLong, group: 'main', rule: BOOKERS, ready: true },
  { id: 'awaiting-approvals', label: m('awaiting_approvals'), route: '/booking/unApprovedBookingList', icon: FactCheck, group: 'main', rule: BOOKERS, ready: true },
  { id: 'promotions', label: m('promotions'), route: '/promotion', icon: LocalOffer, group: 'main', rule: {}, ready: true },
  { id: 'my-vouchers', label: m('my_vouchers'), route: '/my-promotions', icon: CardGiftcard, group: 'main', rule: {}, ready: true },
  { id: 'contract-rates', label: m('contract_rates'), route: '/documents', icon: Description, group: 'main', rule: { horizontalAgentTypes: ['TA'] }, ready: true },
  { id: 'referral', label: m('referral'), route: '/referral-page', icon: Group, group: 'main', rule: {}, ready: true },
  { id: 'payment-history', label: m('payment_history'), route: '/payment-history', icon: Payments, group: 'main', rule: {}, ready: true },
  { id: 'my-addons', label: m('my_addons'), route: '/activities/addon', icon: Extension, group: 'settings', rule: { horizontalAgentTypes: ['TA'] }, ready: true },
  { id: 'my-banners', label: m('my_banners'), route: '/my-banners', icon: Campaign, group: 'settings', rule: {}, ready: true },
  { id: 'my-commissions', label: m('my_commissions'), route: '/my-commission', icon: AccountBalanceWallet, group: 'settings', rule: EARNERS, ready: true },
  { id: 'referral-commissions', label: m('referral_commissions'), route: '/referral-commission', icon: Savings, group: 'settings', rule: EARNERS, ready: true },
];

/** The entry a path belongs to, if any. */
export const entryOfPath = (path: string) => MENU_ENTRIES.find((entry) => entry.route === (path.replace(/\/+$/, '') || '/'));
