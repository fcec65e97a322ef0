import type { SessionUser } from '../../shared/session';

export const AGENT_TYPES = ['TA', 'F'] as const;
export const AGENCY_ROLES = ['admin', 'editor', 'viewer'] as const;
export const AGENT_STATUSES = ['P', 'A', 'R'] as const;
export type AgentType = (typeof AGENT_TYPES)[number];
export type AgencyRole = (typeof AGENCY_ROLES)[number];
export type AgentStatus = (typeof AGENT_STATUSES)[number];
export type MenuLayout = 'vertical' | 'horizontal';

/**
 * Who may open a menu entry (spec section 6). An empty rule is everyone's. A person who may not open an
 * entry does not see it, and its URL leads to `/misc/not-authorized`.
 */
export interface MenuRule {
  /** "Permission tagged admin, editor": only these roles inside the agency. */
  agencyRoles?: readonly AgencyRole[];
  /** Only these agent types (the commission menus: F and TA). */
  agentTypes?: readonly AgentType[];
  /** Only approved agents (status A): a pending agent may look around but not book. */
  approvedOnly?: boolean;
  /** Shown in the horizontal menu only to these agent types (Contract Rates, Manage Addons: TA); the URL stays open. */
  horizontalAgentTypes?: readonly AgentType[];
}

/** What the rules read of the signed-in agent. */
export interface MenuViewer {
  agentType: AgentType | null;
  agencyRole: AgencyRole | null;
  status: AgentStatus | null;
}

const oneOf = <T extends string>(choices: readonly T[], value: unknown): T | null => (choices.includes(value as T) ? (value as T) : null);

export const viewerOf = (user: Pick<SessionUser, 'type' | 'agencyRole' | 'status'>): MenuViewer => ({
  agentType: oneOf(AGENT_TYPES, user.type?.code),
  agencyRole: oneOf(AGENCY_ROLES, user.agencyRole),
  status: oneOf(AGENT_STATUSES, user.status?.code),
});

const allows = <T extends string>(allowed: readonly T[] | undefined, value: T | null) => !allowed || (value !== null && allowed.includes(value));

/** Whether the viewer may open the entry's page (by the menu or by its URL). */
export const canOpen = (rule: MenuRule, viewer: MenuViewer) =>
  allows(rule.agencyRoles, viewer.agencyRole) && allows(rule.agentTypes, viewer.agentType) && (!rule.approvedOnly || viewer.status === 'A');

/** Whether the entry shows in the given menu. */
export const canSee = (rule: MenuRule, viewer: MenuViewer, layout: MenuLayout) =>
  canOpen(rule, viewer) && (layout === 'vertical' || allows(rule.horizontalAgentTypes, viewer.agentType));
