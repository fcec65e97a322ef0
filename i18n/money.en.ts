/** English messages of wallet, payments, payouts, refunds and commissions; spread into `app`. */
export const enMoney = {
  money: {},
} as const;
