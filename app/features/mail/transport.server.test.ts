import net from 'node:net';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../../../tests/helpers/smtp';
import { parseEnv } from '~/lib/env.server';
import { createMailTransport, DEFAULT_MAIL_TIMEOUTS, mailTransportFromEnv, type OutgoingMail } from './transport.server';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.stop());
afterEach(() => {
  smtp.refuse(null);
  smtp.refuseLogins(false);
});

const FROM = { name: 'Recoverly', address: 'no-reply@recoverly.test' };

function message(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    to: 'jane@example.com',
    toName: 'Jane Doe',
    subject: 'Your order ORD-7K3M-9QA2',
    text: 'Plain part: ORD-7K3M-9QA2',
    html: '<p>HTML part: <strong>ORD-7K3M-9QA2</strong></p>',
    ...overrides,
  };
}

function transport() {
  return createMailTransport({ smtpUrl: smtp.url(), from: FROM });
}

describe('the mail transport', () => {
  it('delivers a message with both parts, the sender, the recipient and the Message-ID it was given', async () => {
    const sent = await transport().sendMail(message({ messageId: '<outbox-1.abc@recoverly.test>', subject: 'Delivered once' }));
    expect(sent).toMatchObject({ ok: true });
    const mail = await smtp.waitFor((m) => m.subject === 'Delivered once');
    expect(mail.envelope.to).toEqual(['jane@example.com']);
    expect(mail.to).toEqual([{ name: 'Jane Doe', address: 'jane@example.com' }]);
    expect(mail.from).toEqual(FROM);
    expect(mail.envelope.from).toBe('no-reply@recoverly.test');
    expect(mail.text.trim()).toBe('Plain part: ORD-7K3M-9QA2');
    expect(mail.html).toContain('<strong>ORD-7K3M-9QA2</strong>');
    expect(mail.messageId).toBe('<outbox-1.abc@recoverly.test>');
  });

  it('signs in with the user and password of SMTP_URL, percent-decoded', async () => {
    const mailer = createMailTransport({ smtpUrl: smtp.url('mailer@recoverly.test', 'p@ss:w/rd'), from: FROM });
    expect(await mailer.sendMail(message({ subject: 'Signed in' }))).toMatchObject({ ok: true });
    expect((await smtp.waitFor((m) => m.subject === 'Signed in')).authUser).toBe('mailer@recoverly.test');
  });

  it('sets Reply-To when asked, so the administrator can answer the visitor directly', async () => {
    await transport().sendMail(message({ subject: 'With reply-to', replyTo: { name: 'Sam Visitor', address: 'sam@example.com' } }));
    expect((await smtp.waitFor((m) => m.subject === 'With reply-to')).replyTo).toEqual([
      { name: 'Sam Visitor', address: 'sam@example.com' },
    ]);
  });

  it('attaches files built in memory (an invoice PDF), with their name and type, and a header-safe file name', async () => {
    const pdf = Buffer.from('%PDF-1.3 test bytes');
    await transport().sendMail(
      message({
        subject: 'With a file',
        attachments: [{ filename: 'INV-2026-000001\r\nX-Evil: 1.pdf', content: pdf, contentType: 'application/pdf' }],
      }),
    );
    const mail = await smtp.waitFor((m) => m.subject === 'With a file');
    const [file] = (await simpleParser(mail.raw)).attachments;
    expect(file).toMatchObject({ filename: 'INV-2026-000001 X-Evil: 1.pdf', contentType: 'application/pdf' });
    expect(file!.content.equals(pdf)).toBe(true);
    expect(mail.headerLines.map((line) => line.key)).not.toContain('x-evil');
  });

  it('keeps line breaks in a name or subject from adding a header', async () => {
    const sent = await transport().sendMail(
      message({
        toName: 'Jane\r\nBcc: victim@example.com',
        subject: 'New order from Jane\r\nBcc: victim@example.com\nX-Injected: yes',
        replyTo: { name: 'Jane\r\nCc: victim@example.com', address: 'jane@example.com' },
      }),
    );
    expect(sent).toMatchObject({ ok: true });
    const mail = await smtp.waitFor((m) => m.subject.startsWith('New order from Jane'));
    expect(mail.envelope.to).toEqual(['jane@example.com']);
    expect(mail.subject).toBe('New order from Jane Bcc: victim@example.com X-Injected: yes');
    expect(mail.to).toEqual([{ name: 'Jane Bcc: victim@example.com', address: 'jane@example.com' }]);
    const headerNames = mail.headerLines.map((line) => line.key);
    expect(headerNames).not.toContain('bcc');
    expect(headerNames).not.toContain('cc');
    expect(headerNames).not.toContain('x-injected');
    expect(mail.raw).not.toMatch(/^(bcc|cc|x-injected):/im);
  });

  it('refuses a recipient address that carries anything but one address, and sends nothing', async () => {
    smtp.clear();
    for (const to of [
      'jane@example.com\r\nBcc: victim@example.com',
      'jane@example.com, victim@example.com',
      'Jane <jane@example.com>',
      '',
    ]) {
      const sent = await transport().sendMail(message({ to, subject: 'Must not arrive' }));
      expect(sent).toMatchObject({ ok: false, permanent: true });
    }
    await transport().sendMail(message({ subject: 'Marker after the refusals' }));
    await smtp.waitFor((m) => m.subject === 'Marker after the refusals');
    expect(smtp.messages.map((m) => m.subject)).toEqual(['Marker after the refusals']);
  });

  it('reports a temporary refusal (4xx) as worth retrying, and a permanent one (5xx) as not', async () => {
    smtp.refuse('temporary');
    const later = await transport().sendMail(message());
    expect(later).toMatchObject({ ok: false, permanent: false });
    expect(later.ok || later.error).toMatch(/451/);
    smtp.refuse('permanent');
    const never = await transport().sendMail(message());
    expect(never).toMatchObject({ ok: false, permanent: true });
    expect(never.ok || never.error).toMatch(/550/);
  });

  it('treats a refused login as worth retrying: the settings are wrong, not the message', async () => {
    smtp.refuseLogins(true);
    const sent = await transport().sendMail(message());
    expect(sent).toMatchObject({ ok: false, permanent: false });
    expect(sent.ok || sent.error).toMatch(/535|auth|login/i);
  });

  it('returns an error instead of throwing while SMTP is down, and delivers once it is back', async () => {
    await smtp.stop();
    const down = await transport().sendMail(message({ subject: 'While down' }));
    expect(down).toMatchObject({ ok: false, permanent: false });
    expect(down.ok || down.error).toMatch(/ECONNREFUSED|connect/i);
    await smtp.start();
    expect(await transport().sendMail(message({ subject: 'Back up' }))).toMatchObject({ ok: true });
    await smtp.waitFor((m) => m.subject === 'Back up');
  });
});

describe('a server that accepts the connection but never greets', () => {
  let silent: net.Server;
  const sockets = new Set<net.Socket>();
  beforeAll(async () => {
    silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('is given up on after the greeting timeout, as a failure worth retrying', async () => {
    const { port } = silent.address() as net.AddressInfo;
    const mailer = createMailTransport(
      { smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM },
      { connection: 5_000, greeting: 300, socket: 5_000 },
    );
    const sent = await mailer.sendMail(message());
    expect(sent).toMatchObject({ ok: false, permanent: false });
    expect(sent.ok || sent.error).toMatch(/greeting/i);
  });

  it('is not waited on for minutes by default', () => {
    expect(Math.max(DEFAULT_MAIL_TIMEOUTS.connection, DEFAULT_MAIL_TIMEOUTS.greeting)).toBeLessThanOrEqual(10_000);
  });
});

describe('the transport from the environment', () => {
  it('is null without SMTP_URL, so the site runs and mail waits in the outbox', () => {
    expect(mailTransportFromEnv(parseEnv({}))).toBeNull();
    expect(mailTransportFromEnv(parseEnv({ SMTP_URL: '  ' }))).toBeNull();
  });

  it('sends as MAIL_FROM through SMTP_URL', async () => {
    const mailer = mailTransportFromEnv(parseEnv({ SMTP_URL: smtp.url(), MAIL_FROM: 'Recoverly Sales <sales@recoverly.test>' }));
    expect(mailer?.from).toEqual({ name: 'Recoverly Sales', address: 'sales@recoverly.test' });
    expect(await mailer!.sendMail(message({ subject: 'From the environment' }))).toMatchObject({ ok: true });
    expect((await smtp.waitFor((m) => m.subject === 'From the environment')).from).toEqual({
      name: 'Recoverly Sales',
      address: 'sales@recoverly.test',
    });
  });
});
