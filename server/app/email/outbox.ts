import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/moneyTables';
import type { Locale } from '../../../i18n/types';
import { translator } from '../http/i18n';

/** The e-mails the product sends; each has `app.email.<template>.subject` and `.body` in every language. */
export const EMAIL_TEMPLATES = ['invoice', 'booking-received', 'payment-received', 'payment-approved', 'payment-rejected', 'payout-approved', 'payout-rejected', 'registration-received', 'agent-approved', 'agent-rejected', 'leave-approved', 'leave-rejected', 'password-reset', 'guest-confirm-email', 'guest-signup-existing', 'booking-cancelled', 'arrival-reminder'] as const;
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];

export interface EmailRequest {
  to: string;
  template: EmailTemplate;
  locale: Locale;
  args: Record<string, string | number>;
  reservationId?: string | null;
  /** A private upload sent with it (an invoice PDF). */
  attachmentId?: string | null;
}

/** An e-mail's subject and text, worded in the recipient's language (what the outbox stores). */
export const wordEmail = (email: EmailRequest) => {
  const t = translator(email.locale);
  return { to: email.to, template: email.template, subject: t(`app.email.${email.template}.subject`, email.args), text: t(`app.email.${email.template}.body`, email.args) };
};

/**
 * Queues an e-mail in the caller's transaction (it is sent only if what caused it commits, and a
 * crash before sending loses nothing); it is worded now, in the recipient's language.
 */
export const enqueueEmail = (tx: Db, email: EmailRequest, now: Date) => enqueueEmails(tx, [email], now);

/** Queues several e-mails as enqueueEmail does, in one statement. */
export const enqueueEmails = async (tx: Db, emails: readonly EmailRequest[], now: Date) => {
  if (!emails.length) return;
  await tx.insert(emailOutbox).values(
    emails.map((email) => ({
      ...wordEmail(email),
      reservationId: email.reservationId ?? null,
      attachmentId: email.attachmentId ?? null,
      status: 'pending' as const,
      createdAt: now,
    })),
  );
};
