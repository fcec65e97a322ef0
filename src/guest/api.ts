import { request } from '../shared/request';
import { currentLocale } from '../shared/locale';
import type { SessionUser } from '../shared/session';
import type { Currency } from '../shared/money/currency';
import type { GuestProfile } from '../../server/app/portal/guestProfile';
import type { Locale } from '../../i18n/types';
import type { AvailabilityAnswer, CancellationPolicy, FromPrice, PackageDetail, PublicPackage, PublicPromotion, PublicRoomType } from '../../server/app/portal/catalogue.schemas';

export type { AvailabilityAnswer, CancellationPolicy, FromPrice, GuestProfile, PackageDetail, PublicPackage, PublicPromotion, PublicRoomType };

export interface Party {
  adults: number;
  children: number;
  toddlers: number;
  infants: number;
}

export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  locale: Locale;
  captcha?: string;
}

export type ProfileInput = Omit<GuestProfile, 'id' | 'email' | 'fullName' | 'confirmed' | 'emailConfirmedAt'>;

const portal = { target: 'userPortal' } as const;

/** The guest site's calls of `/api/portal` (public catalogue, accounts, profile). */
export const guestApi = {
  /** In the language in use, named in the address: the front page has it fetched ahead (server/node/pagePreloads.ts). */
  packages: () => request<PublicPackage[]>({ ...portal, path: '/packages', payload: { lang: currentLocale() } }),
  packageBySlug: (slug: string) => request<PackageDetail>({ ...portal, path: `/packages/${encodeURIComponent(slug)}` }),
  availability: (payload: { packageId: string; checkIn: string; checkOut: string } & Party) =>
    request<AvailabilityAnswer>({ ...portal, method: 'POST', path: '/availability', payload: { ...payload } }),
  promotions: () => request<PublicPromotion[]>({ ...portal, path: '/promotions' }),
  cancellationPolicy: () => request<CancellationPolicy>({ ...portal, path: '/cancellation-policy' }),
  currencies: () => request<Currency[]>({ ...portal, path: '/currency' }),
  /** The resort's today (its time zone), where availability starts. */
  today: () => fetch('/api/serverDate', { headers: { Accept: 'application/json' } }).then(async (r) => ((await r.json()) as { data: { date: string } }).data.date),
  signIn: (email: string, password: string) =>
    request<{ accessToken: string; user: SessionUser; profile: GuestProfile }>({ ...portal, method: 'POST', path: '/auth/login', payload: { email, password } }),
  signUp: (input: SignUpInput) => request<{ ok: true; email: string }>({ ...portal, method: 'POST', path: '/auth/sign-up', payload: { ...input } }),
  confirm: (token: string) => request<unknown>({ ...portal, method: 'POST', path: '/auth/confirm', payload: { token } }),
  resendConfirmation: () => request<unknown>({ ...portal, method: 'POST', path: '/auth/confirm/resend', payload: {} }),
  signOut: () => request<unknown>({ ...portal, method: 'POST', path: '/auth/logout', payload: {} }),
  requestPasswordReset: (email: string, captcha: string | undefined) => request<unknown>({ ...portal, method: 'POST', path: '/auth/password-reset', payload: { email, captcha } }),
  resetPassword: (token: string, newPassword: string, confirmPassword: string) =>
    request<unknown>({ ...portal, method: 'POST', path: '/auth/password-reset/confirm', payload: { token, newPassword, confirmPassword } }),
  profile: () => request<GuestProfile>({ ...portal, path: '/profile' }),
  saveProfile: (input: ProfileInput) => request<GuestProfile>({ ...portal, method: 'PUT', path: '/profile', payload: { ...input } }),
  changePassword: (payload: { currentPassword: string; newPassword: string; confirmPassword: string }) =>
    request<unknown>({ ...portal, method: 'PUT', path: '/password', payload }),
};

/** react-query keys of the calls above; a sign-out forgets the `account` ones. */
export const guestKeys = {
  packages: ['guest', 'packages'],
  package: (slug: string) => ['guest', 'package', slug],
  promotions: ['guest', 'promotions'],
  policy: ['guest', 'cancellation-policy'],
  currencies: ['guest', 'currencies'],
  today: ['guest', 'today'],
  profile: ['guest', 'account', 'profile'],
} as const;
