/** English messages of agent self-registration (`POST /api/auth/travelagent/add`); spread into `app`. */
export const enRegistration = {
  registration: {
    company_required: 'A travel agency (type TA) needs its company name',
    referral_invalid: 'This referral code does not belong to an approved agent. Check it, or leave it empty.',
    self_referral: 'You cannot register with your own referral code',
    too_many: 'Too many registrations from this address. Try again in %{smart_count} minute. |||| Too many registrations from this address. Try again in %{smart_count} minutes.',
  },
  captcha: {
    label: 'Security check',
    solving: 'Checking that you are not a robot…',
    solved: 'Verified: you are not a robot.',
    failed_to_load: 'The security check could not start. Reload the page and try again.',
    retry: 'Try again',
    required: 'Complete the security check.',
    invalid: 'The security check failed or has expired. Please do it again.',
  },
} as const;
