/** English messages of guest accounts (`/api/portal/auth`, `/api/portal/profile`); spread into `app`. */
export const enGuestAccount = {
  guestAccount: {
    not_a_guest_account: 'This account signs in on the agent portal or the back office, not on the guest site.',
    link_invalid: 'This confirmation link is not valid. Open the whole link from the e-mail, or sign in and ask for a new one.',
    link_used: 'This link was used already: your e-mail address is confirmed. Sign in to continue.',
    link_expired: 'This confirmation link has expired. Sign in and ask for a new one.',
    confirm_first: 'Confirm your e-mail address first: open the link we e-mailed you, or ask for a new one.',
    too_many_confirmations:
      'Too many confirmation e-mails. Try again in %{smart_count} minute. |||| Too many confirmation e-mails. Try again in %{smart_count} minutes.',
    locale: 'Choose English, Malay or Chinese',
  },
} as const;
