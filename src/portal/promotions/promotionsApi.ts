import { request, onceHeader } from '../../shared/request';
import type { describeRules } from '../../../server/app/promo/codeRules';
import type { Wallet } from '../api';

export type VoucherType = 'cash' | 'addon' | 'package';

/**
 * A code's rules as the server describes them wherever it is advertised (ISO days, null when open):
 * the windows, excluded periods, packages and room types typed from the server's `describeRules`.
 */
export type CodeRules = Awaited<ReturnType<typeof describeRules>>[number] & {
  cashDiscount: number;
  freeAddons: { id: string; name: string }[];
  maxPax: number | null;
  expiryDate: string;
};

/** A promo code as `GET /promo-code` and `/promo-code/bought` describe it (money in sen). */
export type PromoCode = CodeRules & {
  id: string;
  code: string;
  voucherType: VoucherType;
  price: number;
  packageIds: string[];
  roomTypeIds: string[];
  usesLeft: number;
};
export type CodeOnSale = PromoCode & { heldPurchaseId: string | null };
export type BoughtCode = PromoCode & { purchaseId: string; paid: number; boughtAt: string };

export interface PromoPackage {
  id: string;
  name: string;
  code: string;
  description: string | null;
  nights: number;
  deposit: number;
  maxPax: number | null;
  includes: string[];
  validFrom: string | null;
  validTo: string | null;
  /** Null: the units are not limited. */
  unitsLeft: number | null;
}
export interface PackagePeriod {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  deposit: number;
}
export interface BoughtPackage {
  purchaseId: string;
  packageId: string;
  name: string;
  nights: number;
  periodId: string | null;
  periodName: string | null;
  startDate: string | null;
  endDate: string | null;
  paid: number;
  boughtAt: string;
  /** The booking its deposit went to, once redeemed. */
  reservationId: string | null;
}
export interface Hold {
  purchaseId: string;
  price: number;
  blockedUntil: string;
}
export interface OnlineStart {
  paymentId: string;
  amount: number;
  redirectUrl: string;
}
export interface WalletPaid {
  purchaseId: string;
  wallet: Wallet;
}
export interface WalletSetting {
  walletPaymentsEnabled: boolean;
}

export const PAGE_SIZE = 24;
const page = (index: number) => [index * PAGE_SIZE, index * PAGE_SIZE + PAGE_SIZE - 1];
/** A new key per user action: a retried call then has one effect (README: every money-moving call takes one). */
const once = onceHeader;
const agent = 'agent' as const;

/** Who buys vouchers: agents on their portal (`/api/agent`), guests on the guest site (`/api/portal`). */
export type VoucherTarget = 'agent' | 'userPortal';

/**
 * The voucher calls both sites make (server/app/vouchers answers both, each with what is sold to it):
 * what is on sale, holding a code, paying online, what was bought, redeeming a promo package.
 */
export const voucherApi = (target: VoucherTarget) => ({
  codesOnSale: (type: VoucherType | undefined, index: number) =>
    request<{ promoCodes: CodeOnSale[]; total: number }>({ path: '/promo-code', target, payload: { ...(type ? { type } : {}), range: page(index) } }),
  packagesOnSale: (index: number) => request<{ packages: PromoPackage[]; total: number }>({ path: '/promo-package', target, payload: { range: page(index) } }),
  periods: (packageId: string) => request<{ periods: PackagePeriod[] }>({ path: `/promo-package/periods/${packageId}`, target }),
  boughtCodes: () => request<{ promoCodes: BoughtCode[] }>({ path: '/promo-code/bought', target }),
  boughtPackages: () => request<{ packages: BoughtPackage[] }>({ path: '/promo-package/user/bought', target }),
  hold: (promoCodeId: string) => request<Hold>({ method: 'POST', path: '/promo-code/block', target, payload: { promoCodeId } }),
  codeOnline: (purchaseId: string) => request<OnlineStart>({ method: 'POST', path: '/promo-code/buy', target, payload: { purchaseId }, headers: once() }),
  packageOnline: (packageId: string, periodId?: string) =>
    request<OnlineStart>({ method: 'POST', path: '/promo-package/buy', target, payload: { packageId, periodId }, headers: once() }),
  redeem: (purchaseId: string, reservationId: string) =>
    request<unknown>({ method: 'POST', path: `/promo-package/user/bought/${purchaseId}/redeem`, target, payload: { reservationId }, headers: once() }),
});

/** Promo codes and promo packages agents buy (`/api/agent`): the shared calls, and the wallet's. */
export const promotionsApi = {
  ...voucherApi(agent),
  walletSetting: () => request<WalletSetting>({ path: '/wallet-setting', target: agent }),
  codeFromWallet: (purchaseId: string) => request<WalletPaid>({ method: 'POST', path: '/wallet/promo-code', target: agent, payload: { purchaseId }, headers: once() }),
  packageFromWallet: (packageId: string, periodId?: string) =>
    request<WalletPaid>({ method: 'POST', path: '/wallet/promo-package', target: agent, payload: { packageId, periodId }, headers: once() }),
};

/** react-query keys of a site's voucher calls; the guest site's sit under its `account` keys, which a sign-out forgets. */
export const voucherKeys = (target: VoucherTarget) => {
  const all = target === 'agent' ? ['agent', 'promotions'] : ['guest', 'account', 'vouchers'];
  return {
    all,
    codes: (type: VoucherType | 'any') => [...all, 'codes', type],
    packages: [...all, 'packages'],
    periods: (packageId: string) => [...all, 'periods', packageId],
    bought: [...all, 'bought'],
  };
};

export const promotionKeys = { ...voucherKeys(agent), walletSetting: ['agent', 'wallet-setting'] } as const;
