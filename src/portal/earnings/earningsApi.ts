import type { PaymentPurpose } from '../../../server/app/payments/gateway';
import { request } from '../../shared/request';
import type { RangePage } from '../credits/walletApi';

/** A commission credited to the wallet at check-in (or reversed by a refund). */
export interface Commission {
  id: string;
  bookingNo: string;
  reservationName: string;
  checkIn: string;
  base: number;
  ratePercent: number;
  amount: number;
  status: 'credited' | 'reversed';
  creditedAt: string;
}

/** What an upcoming booking will earn when its guests check in. */
export interface ForecastCommission {
  reservationId: string;
  bookingNo: string;
  reservationName: string;
  checkIn: string;
  status: string;
  base: number;
  ratePercent: number;
  amount: number;
}

/** `GET /my-commission` and `GET /referral-commission[/:year]`. */
export interface Commissions {
  commissions: Commission[];
  forecast: ForecastCommission[];
  totals: { credited: number; forecast: number };
}

export type PaymentStatus = 'initiated' | 'pending' | 'approved' | 'rejected' | 'failed';
export type PaymentMethod = 'online' | 'offline' | 'cheque' | 'wallet';

/** One of the agent's payments (`GET /payment/get-all`). */
export interface AgentPayment {
  id: string;
  purpose: PaymentPurpose;
  bookingNo: string | null;
  method: PaymentMethod;
  amount: number;
  status: PaymentStatus;
  createdAt: string;
}

/** `GET /social-share`: the agent's referral code and the registration link that carries it. */
export interface SocialShare {
  referralCode: string | null;
  link: string;
  /** The guest site with the agent's code: guests who book through it are the agent's bookings. */
  bookingLink: string | null;
  text: string;
}

const agent = 'agent' as const;

export const earningsApi = {
  myCommissions: () => request<Commissions>({ path: '/my-commission', target: agent }),
  referralCommissions: (year: number) => request<Commissions>({ path: `/referral-commission/${year}`, target: agent }),
  payments: async (start: number, end: number): Promise<RangePage<AgentPayment>> => {
    const page = await request<{ payments: AgentPayment[]; total: number }>({ path: '/payment/get-all', target: agent, payload: { range: [start, end] } });
    return { items: page.payments, total: page.total };
  },
  socialShare: () => request<SocialShare>({ path: '/social-share', target: agent }),
};

export const earningsKeys = {
  myCommissions: ['agent', 'my-commission'],
  referralCommissions: (year: number) => ['agent', 'referral-commission', year],
  payments: ['agent', 'payments'],
  socialShare: ['agent', 'social-share'],
} as const;
