/** English messages of agent self-registration (`POST /api/auth/travelagent/add`); spread into `app`. */
export const enRegistration = {
  registration: {
    company_required: 'A travel agency (type TA) needs its company name',
    referral_invalid: 'This referral code does not belong to an approved agent. Check it, or leave it empty.',
    self_referral: 'You cannot register with your own referral code',
    too_many: 'Too many registrations from this address. Try again in %{smart_count} minute. |||| Too many registrations from this address. Try again in %{smart_count} minutes.',
  },
  passwordReset: {
    link_invalid: 'This link no longer works: it was used already or is more than an hour old. Ask for a new one.',
    forgot: 'Forgot your password?',
    request_title: 'Reset your password',
    request_subtitle: 'Enter the e-mail address of your account and we will send you a link to set a new password.',
    email: 'E-mail',
    send: 'Send the link',
    sent: 'If %{email} belongs to an account, a link to set a new password is on its way. It works for an hour.',
    set_title: 'Set a new password',
    new_password: 'New password',
    confirm_password: 'Re-enter the new password',
    save: 'Save the new password',
    done: 'Your password has been changed. Sign in with the new one.',
    back_to_sign_in: 'Back to sign in',
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
