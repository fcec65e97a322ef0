import type { SessionUser } from '../../shared/session';
import { canOpen, viewerOf, type MenuRule } from '../menu/menuRules';

/** Who manages the agency's members: the admins of an approved agency (the server's rule too). */
export const MEMBERS_RULE: MenuRule = { agencyRoles: ['admin'], approvedOnly: true };

export const MEMBERS_PATH = '/agent/members';

export const mayManageMembers = (user: SessionUser | null) => Boolean(user && user.kind === 'agent' && canOpen(MEMBERS_RULE, viewerOf(user)));
