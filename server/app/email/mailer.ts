import type { Setting } from '../settings/settings';

/** One e-mail as the outbox hands it to a mailer. */
export interface OutgoingEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** Files sent with it, read from storage by the dispatcher. */
  attachments?: { filename: string; contentType: string; content: Uint8Array }[];
}

/** The resort's outgoing-mail setting; null or an empty host = no SMTP. */
export type SmtpSetting = Setting<'smtp'>;

/**
 * Sends e-mail. The Node adapter (server/node/mailer.ts) uses nodemailer: SMTP when the resort set
 * it up, otherwise it writes each message as an .eml file to `DATA_DIR/outbox`. Either way it keeps
 * the message as sent, so staff can open it from the back office.
 */
export interface Mailer {
  /**
   * Sends (or writes) the message with the SMTP setting the caller read (a mailer never reads the
   * database: the outbox row is locked while it sends, and PGlite has one connection); answers the
   * key under which the .eml is kept.
   */
  send(email: OutgoingEmail, smtp: SmtpSetting | null): Promise<{ emlKey: string }>;
  /** The .eml kept under `emlKey`, or null when it is gone. */
  open(emlKey: string): Promise<Uint8Array | null>;
}
