import type { AgencyMember, AgencyRole } from '../../../server/app/agent/members.service';
import { request } from '../../shared/request';

export type { AgencyMember, AgencyRole };
export const AGENCY_ROLE_CHOICES: readonly AgencyRole[] = ['admin', 'editor', 'viewer'];

/** What the Add member dialog sends (`POST /members`). */
export interface NewMember {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  agencyRole: AgencyRole;
}

/** The agency members API (`/api/agent/members`): its admins only. */
export const membersApi = {
  list: async () => (await request<{ members: AgencyMember[]; total: number }>({ path: '/members', target: 'agent' })).members,
  add: (member: NewMember) => request<AgencyMember>({ method: 'POST', path: '/members', target: 'agent', payload: { ...member } }),
  change: (id: string, change: { agencyRole?: AgencyRole; active?: boolean }) => request<AgencyMember>({ method: 'PUT', path: `/members/${id}`, target: 'agent', payload: change }),
};

export const membersKeys = { list: ['agent', 'members'] } as const;
