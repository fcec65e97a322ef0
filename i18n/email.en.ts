/** English messages of e-mails; spread into `app`. */
export const enEmail = {
  email: {},
} as const;
