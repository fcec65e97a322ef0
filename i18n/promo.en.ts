/** English messages of promo codes and vouchers; spread into `app`. */
export const enPromo = {
  promo: {
    not_found: 'This promo code does not exist or is no longer active',
    contact_provider: 'Please contact the provider to use this special promo code',
    expired: 'This promo code expired on %{date}',
    used_up: 'This promo code has been used up',
    booking_period: 'This promo code cannot be used for bookings made today',
    check_in_period: 'This promo code is not valid for this check-in date',
    excluded_weekends: 'This promo code is not valid for a Friday or Saturday check-in',
    excluded_peak: 'This promo code is not valid for a check-in in peak season',
    excluded_super_peak: 'This promo code is not valid for a check-in in super peak season',
    excluded_custom: 'This promo code is not valid for a check-in on these dates',
    package: 'This promo code is not valid for this package',
    room_type: 'This promo code is not valid for the chosen room types',
    max_pax: 'This promo code is for parties of at most %{max} guests',
    generate: {
      button: 'Generate codes',
      title: 'Generate promo codes',
      count: 'How many codes',
      submit: 'Generate',
      done: '%{smart_count} code generated |||| %{smart_count} codes generated',
      result: 'The new codes',
      close: 'Close',
    },
  },
} as const;
