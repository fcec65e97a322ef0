import { request, onceHeader } from '../../shared/request';
import type { Wallet } from '../api';

/** An event open for joining, as `GET /web/events` lists it (money in sen, times ISO). */
export interface OpenEvent {
  id: string;
  title: string;
  description: string | null;
  venue: string | null;
  startsAt: string;
  endsAt: string | null;
  price: number;
  seats: number;
  seatsLeft: number;
  maxSeatsPerAgent: number;
  /** This agent's live registration (joined, or pending while it pays). */
  registration: Registration | null;
}
export interface Registration {
  id: string;
  seats: number;
  amount: number;
  status: 'joined' | 'pending';
  memberNotes: string | null;
}
export type AgentRegistration = Registration & { event: { id: string; title: string; venue: string | null; startsAt: string; endsAt: string | null } };
export interface JoinRequest {
  eventId: string;
  seats: number;
  memberNotes?: string;
}
export interface Joined {
  registration: Registration;
  /** Paid from the wallet: the wallet after it. */
  wallet?: Wallet;
  /** Paid online: the gateway's page (a free event has none: joined at once). */
  redirectUrl?: string;
}

const agent = 'agent' as const;
/** A new key per user action: a retried call then has one effect. */
const once = onceHeader;

/** Events agents join (`/api/agent`, server/app/events). */
export const eventsApi = {
  open: () => request<{ events: OpenEvent[]; total: number }>({ path: '/web/events', target: agent, payload: { range: [0, 99] } }),
  vacant: (eventId: string, seats: number) => request<{ vacant: boolean; seatsLeft: number }>({ method: 'POST', path: '/event/vacant', target: agent, payload: { eventId, seats } }),
  joinFromWallet: (body: JoinRequest) => request<Joined>({ method: 'POST', path: '/wallet/event', target: agent, payload: { ...body }, headers: once() }),
  joinOnline: (body: JoinRequest) => request<Joined>({ method: 'POST', path: '/event/join', target: agent, payload: { ...body }, headers: once() }),
  registrations: (agentId: string) => request<{ registrations: AgentRegistration[] }>({ path: `/event/agent/${agentId}`, target: agent }),
  saveNotes: (registrationId: string, memberNotes: string) =>
    request<Registration>({ method: 'POST', path: '/event/agent/update-member-notes', target: agent, payload: { registrationId, memberNotes } }),
};

export const eventKeys = {
  all: ['agent', 'events'],
  open: ['agent', 'events', 'open'],
  registrations: (agentId: string) => ['agent', 'events', 'registrations', agentId],
} as const;
