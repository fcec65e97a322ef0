/** English messages of promo codes and vouchers; spread into `app`. */
export const enPromo = {
  promo: {},
} as const;
