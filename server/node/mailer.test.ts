import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { translator } from '../app/http/i18n';
import type { SmtpSetting } from '../app/email/mailer';
import { nodeMailer } from './mailer';

/** Text as bytes held one per char, so encoded words split inside a UTF-8 character still join up. */
const binary = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) as nodemailer writes non-ASCII headers. */
const decodeHeader = (value: string) => {
  const joined = value
    .replace(/\?=\s+=\?/g, '?==?')
    .split(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)/)
    .map((part) => {
      const word = /^=\?[^?]+\?([BbQq])\?([^?]*)\?=$/.exec(part);
      if (!word) return binary(part);
      if (word[1].toUpperCase() === 'B') return Buffer.from(word[2], 'base64').toString('latin1');
      return word[2].replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    })
    .join('');
  return Buffer.from(joined, 'latin1').toString('utf8');
};

/** The body in its Content-Transfer-Encoding, back to text with \n line ends. */
const decodeBody = (body: string, encoding: string) => {
  let bytes: Buffer;
  if (encoding === 'base64') bytes = Buffer.from(body.replace(/\s+/g, ''), 'base64');
  else if (encoding === 'quoted-printable')
    bytes = Buffer.from(body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');
  else bytes = Buffer.from(body, 'latin1');
  return bytes.toString('utf8').replace(/\r\n/g, '\n').replace(/\n$/, '');
};

/** A minimal reader of a single-part message: what a mail program would show. */
const parseEml = (eml: Buffer) => {
  const raw = eml.toString('latin1');
  const split = raw.indexOf('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const line of raw.slice(0, split).replace(/\r\n(?=[ \t])/g, '').split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const header = (name: string) => decodeHeader(headers.get(name) ?? '');
  return { header, text: decodeBody(raw.slice(split + 4), (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase()) };
};

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** Just enough of an SMTP server to accept messages, so the SMTP path is tested without the network. */
const fakeSmtp = async () => {
  const received: Received[] = [];
  const server: Server = createServer((socket) => {
    let buffered = '';
    let current: Received = { from: '', to: [], data: '' };
    let inData = false;
    socket.setEncoding('latin1');
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 queued\r\n');
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') current.from = /<(.*)>/.exec(line)?.[1] ?? '';
        if (verb === 'RCPT') current.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
        if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { received, port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(resolve)) };
};

const smtpSetting = (overrides: Partial<SmtpSetting>): SmtpSetting => ({
  host: '',
  port: 587,
  secure: false,
  user: '',
  password: '',
  from: 'Pulau Damai Resort <reservations@pulaudamai.test>',
  ...overrides,
});

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mailer-test-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('nodeMailer', () => {
  const cn = translator('cn');
  const args = { bookingNo: 'PD26-000042', name: 'Nur Aisyah binti Ahmad', checkIn: '2026-12-14', checkOut: '2026-12-16', total: 'RM 1,280.00' };

  it('without SMTP writes an .eml (creating the folder) that reads back as the e-mail, Chinese subject and body included', async () => {
    const outboxDir = join(dir, 'data', 'outbox');
    const mailer = nodeMailer({ outboxDir });
    const setting = null;
    const email = { id: randomUUID(), to: 'aisyah@example.com', subject: cn('app.email.booking-received.subject', args), text: cn('app.email.booking-received.body', args) };
    expect(email.subject).toBe('已收到预订 PD26-000042 – Pulau Damai Resort');

    const { emlKey } = await mailer.send(email, setting);

    const file = await readFile(join(outboxDir, `${email.id}.eml`));
    const parsed = parseEml(file);
    expect(parsed.header('to')).toBe('aisyah@example.com');
    expect(parsed.header('from')).toBe('Pulau Damai Resort <reservations@pulaudamai.test>');
    expect(parsed.header('subject')).toBe(email.subject);
    expect(parsed.header('message-id')).toBe(`<${email.id}@pulaudamai.test>`);
    expect(parsed.text).toBe(email.text);
    expect(parsed.text).toContain('入住日期：2026年12月14日');
    // Windows line ends throughout, as mail programs and SMTP expect.
    expect(file.toString('latin1').replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(Buffer.from((await mailer.open(emlKey)) ?? [])).toEqual(file);
  });

  it('keeps plain English messages readable too, and uses the sender set in the settings', async () => {
    const mailer = nodeMailer({ outboxDir: dir });
    const setting = smtpSetting({ from: 'Front Desk <desk@island.test>' });
    const en = translator('en');
    const email = { id: randomUUID(), to: 'ta@agency.test', subject: en('app.email.booking-received.subject', args), text: en('app.email.booking-received.body', args) };
    const { emlKey } = await mailer.send(email, setting);
    const parsed = parseEml(Buffer.from((await mailer.open(emlKey)) ?? []));
    expect(parsed.header('from')).toBe('Front Desk <desk@island.test>');
    expect(parsed.header('subject')).toBe('Booking PD26-000042 received – Pulau Damai Resort');
    expect(parsed.text).toContain('We have received booking PD26-000042 for Nur Aisyah binti Ahmad.');
  });

  it('opens nothing for unknown keys or paths outside the outbox', async () => {
    const mailer = nodeMailer({ outboxDir: dir });
    expect(await mailer.open(`${randomUUID()}.eml`)).toBeNull();
    expect(await mailer.open('../../etc/passwd')).toBeNull();
  });

  it('with SMTP sends the very bytes it keeps, to the recipient', async () => {
    const smtp = await fakeSmtp();
    try {
      const mailer = nodeMailer({ outboxDir: dir });
    const setting = smtpSetting({ host: '127.0.0.1', port: smtp.port });
      const email = { id: randomUUID(), to: 'aisyah@example.com', subject: cn('app.email.payment-received.subject', { bookingNo: 'PD26-000042' }), text: 'Terima kasih. 谢谢。' };
      const { emlKey } = await mailer.send(email, setting);
      expect(smtp.received).toHaveLength(1);
      const [message] = smtp.received;
      expect(message.from).toBe('reservations@pulaudamai.test');
      expect(message.to).toEqual(['aisyah@example.com']);
      const kept = Buffer.from((await mailer.open(emlKey)) ?? []);
      expect(message.data.trimEnd()).toBe(kept.toString('latin1').trimEnd());
      expect(parseEml(kept).header('subject')).toBe('已收到预订 PD26-000042 的付款');
    } finally {
      await smtp.close();
    }
  });

  it('fails the send when the SMTP server cannot be reached, so the outbox retries it', async () => {
    const smtp = await fakeSmtp();
    const { port } = smtp;
    await smtp.close();
    const mailer = nodeMailer({ outboxDir: dir });
    const setting = smtpSetting({ host: '127.0.0.1', port });
    await expect(mailer.send({ id: randomUUID(), to: 'aisyah@example.com', subject: 'Hello', text: 'Hi' }, setting)).rejects.toThrow();
  });
});
