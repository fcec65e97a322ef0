import type { Mailer, OutgoingEmail } from './mailer';

const encodeHeader = (text: string) => (/^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${btoa(String.fromCharCode(...new TextEncoder().encode(text)))}?=`);

/**
 * A mailer that keeps messages in memory as .eml text: for the in-browser mock back end, where
 * nodemailer cannot run. The Node server uses server/node/mailer.ts.
 */
export const memoryMailer = (from = 'Pulau Damai Resort <reservations@pulaudamai.test>') => {
  const kept = new Map<string, Uint8Array>();
  const mailer: Mailer = {
    async send(email: OutgoingEmail) {
      const eml = [
        `From: ${from}`,
        `To: ${email.to}`,
        `Subject: ${encodeHeader(email.subject)}`,
        `Message-ID: <${email.id}@pulaudamai.test>`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        email.text,
      ].join('\r\n');
      const emlKey = `${email.id}.eml`;
      kept.set(emlKey, new TextEncoder().encode(eml));
      return { emlKey };
    },
    async open(emlKey: string) {
      return kept.get(emlKey) ?? null;
    },
  };
  return mailer;
};
