/** A person's own standing, as stored on their `users` row. */
export interface OwnStanding {
  id: string;
  agencyId: string | null;
  active: boolean;
  status: string | null;
  agentType: string | null;
}

/** The standing of the agency's account (its first admin), for a member; null for anyone else. */
export interface AccountStanding {
  active: boolean;
  status: string | null;
  agentType: string | null;
}

/** Approved, pending, rejected: from best to worst. */
const rank = (status: string | null) => ['A', 'P', 'R'].indexOf(status ?? 'A');

/**
 * What a person may do as a member of an agency. Everything an agency owns belongs to its account, so
 * a member works on the account's bookings and wallet; a member can never stand better than its agency:
 * a rejected or deactivated agency shuts its members out, a pending one keeps them from booking, and
 * the agent type (menus, commissions) is the agency's.
 */
export const agencyStanding = (own: OwnStanding, account: AccountStanding | null) => {
  if (!account) return { accountId: own.id, active: own.active !== false, status: own.status, agentType: own.agentType };
  return {
    accountId: own.agencyId ?? own.id,
    active: own.active !== false && account.active !== false,
    status: rank(account.status) > rank(own.status) ? account.status : own.status,
    agentType: account.agentType ?? own.agentType,
  };
};
