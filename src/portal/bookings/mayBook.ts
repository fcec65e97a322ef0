import { EDITABLE_STATUSES, type ReservationStatus } from '../../../server/app/booking/transitions';
import type { SessionUser } from '../../shared/session';
import { canOpen, viewerOf, type MenuRule } from '../menu/menuRules';
import { usePortalSession } from '../session/PortalSession';

/** The server's `requireBooker` for agents: an approved agent whose agency role is admin or editor. */
const BOOKER: MenuRule = { agencyRoles: ['admin', 'editor'], approvedOnly: true };

/** Whether this person may book, and so change what a booking holds or pay it with a bought deposit. */
export const mayBook = (user: SessionUser | null) => user?.kind === 'agent' && canOpen(BOOKER, viewerOf(user));

/** Whether the signed-in agent may book (see `mayBook`). */
export const useMayBook = () => mayBook(usePortalSession().user);

/** Whether a booking in `status` may still have its transfers changed (the server's rule). */
export const isEditable = (status: ReservationStatus) => EDITABLE_STATUSES.includes(status);
