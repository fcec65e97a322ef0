import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mailer, OutgoingEmail, SmtpSetting } from '../app/email/mailer';

export interface NodeMailerOptions {
  /** Where every message is kept as `<id>.eml` (created when missing). */
  outboxDir: string;
}

const DEFAULT_FROM = 'Pulau Damai Resort <reservations@pulaudamai.test>';

// Keys come from the database: only our own file names may reach the file system, never a path.
const EML_KEY = /^[0-9a-zA-Z-]{1,64}\.eml$/;

/** The domain of the sender, so Message-IDs look like the resort's own. */
const domainOf = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? 'pulaudamai.test';

/**
 * The Node server's mailer: nodemailer composes each message once; with SMTP set up those exact bytes
 * are sent, and either way they are kept as `<id>.eml` in `outboxDir`, so what staff download is
 * what went out.
 */
export const nodeMailer = ({ outboxDir }: NodeMailerOptions): Mailer => {
  // nodemailer is loaded with the first message, not at start-up (a twentieth of a second).
  const newComposer = async () => (await import('nodemailer')).createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  let composer: ReturnType<typeof newComposer> | undefined;

  return {
    async send(email: OutgoingEmail, setting: SmtpSetting | null) {
      const from = setting?.from || DEFAULT_FROM;
      const composed = await (await (composer ??= newComposer())).sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        messageId: `<${email.id}@${domainOf(from)}>`,
        attachments: email.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content) })),
      });
      const raw = composed.message;
      if (!Buffer.isBuffer(raw)) throw new Error('nodemailer did not answer the message as a buffer');

      // Kept before sending: a send that then fails is retried and overwrites it, while a message that
      // went out but could not be kept would be sent twice by the retry.
      await mkdir(outboxDir, { recursive: true });
      const emlKey = `${email.id}.eml`;
      await writeFile(join(outboxDir, emlKey), raw);

      if (setting?.host) {
        const { createTransport } = await import('nodemailer');
        const transport = createTransport({
          host: setting.host,
          port: setting.port,
          secure: setting.secure,
          auth: setting.user ? { user: setting.user, pass: setting.password } : undefined,
          // The outbox row stays locked while sending: a dead server must not hold it for minutes.
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        });
        try {
          // `raw` is sent as is; nodemailer does not parse it, hence the envelope.
          await transport.sendMail({ envelope: composed.envelope, raw });
        } finally {
          transport.close();
        }
      }
      return { emlKey };
    },

    async open(emlKey: string) {
      if (!EML_KEY.test(emlKey)) return null;
      try {
        return new Uint8Array(await readFile(join(outboxDir, emlKey)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
};
