/** English messages of buying promo codes, promo packages and event seats; spread into `app`. */
export const enVouchers = {
  vouchers: {
    not_for_sale: 'This promo code is not on sale.',
    package_not_for_sale: 'This promo package is not on sale.',
    period_not_for_sale: 'This period of the package is not on sale.',
    taken: 'Another agent is buying or has bought this promo code.',
    already_bought: 'You have already bought this.',
    sold_out: 'This promo package is sold out.',
    hold_expired: 'Your hold on this ran out. Please start again.',
    purchase_not_found: 'This purchase does not exist.',
    invalid_type: 'Choose cash, addon or package.',
    already_redeemed: 'This promo package has already been used on a booking.',
    other_package: 'This booking is not for the package of this voucher.',
    other_period: 'This booking does not check in within the period of this voucher.',
    payment_description: {
      'promo-code': 'Promo code %{name}',
      'promo-package': 'Promo package deposit: %{name}',
      event: 'Event seats: %{name}',
    },
  },
  events: {
    not_open: 'This event is not open for joining.',
    too_many_seats: 'At most %{smart_count} seat per agent. |||| At most %{smart_count} seats per agent.',
    invalid_seats: 'Enter a number of seats from 1.',
    no_vacancy: 'Not enough seats left (%{left} left).',
    already_joined: 'You have already joined this event.',
    payment_pending: 'Your payment for this event is still under way.',
  },
} as const;
