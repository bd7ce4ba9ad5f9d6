import type { NodemailerError } from 'nodemailer';
import { headerText, isSafeAddress, mailbox } from '~/lib/text-safety';
import { env, type Env, type MailSettings } from '~/lib/env.server';

/** One message to send: a template's content, the recipient, and the outbox row's Message-ID. */
export interface OutgoingMail {
  to: string;
  /** The recipient's name as they typed it (made header-safe here). */
  toName?: string;
  subject: string;
  text: string;
  html: string;
  /** From message-id.server.ts: the same on every retry of one outbox row. */
  messageId?: string;
  /** A reply's thread: the Message-ID it answers and the thread's earlier ones (each checked for shape). */
  inReplyTo?: string;
  references?: string[];
  replyTo?: { name: string; address: string };
  /** Files sent with the message (an invoice PDF), built in memory: never read from disk or a URL. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export type SendResult =
  | { ok: true; response: string }
  /** permanent: the server refused this message for good (an unknown mailbox): retrying won't help. */
  | { ok: false; error: string; permanent: boolean };

export interface MailTransport {
  readonly from: MailSettings['from'];
  /** Sends one message; never throws: a failure comes back as { ok: false, error }. */
  sendMail(mail: OutgoingMail): Promise<SendResult>;
  close(): void;
}

/**
 * How long to wait before giving up, in ms. nodemailer waits 2 minutes to connect and 10 to hear from
 * an idle socket by default; the outbox would rather record the failure and retry with backoff.
 */
export interface MailTimeouts {
  connection: number;
  greeting: number;
  socket: number;
}

export const DEFAULT_MAIL_TIMEOUTS: MailTimeouts = { connection: 5_000, greeting: 5_000, socket: 20_000 };

const LONGEST_ERROR = 500;
const MESSAGE_ID = /^<[^<>\s@]+@[^<>\s@]+>$/;

/** The error as the outbox records it: one line, not too long. (nodemailer's messages carry SMTP replies, never our credentials.) */
function describeError(error: unknown): string {
  return headerText(error instanceof Error ? error.message : String(error), LONGEST_ERROR) || 'Unknown error';
}

/** A transport for these settings. Each message opens its own connection: mail is rare here, and a restarted server is simply found again. */
export function createMailTransport(settings: MailSettings, timeouts: MailTimeouts = DEFAULT_MAIL_TIMEOUTS): MailTransport {
  // nodemailer is loaded with the first transport, not with the server (a tenth of a second of a start).
  const transporter = import('nodemailer').then(({ default: nodemailer }) =>
    nodemailer.createTransport({
      url: settings.smtpUrl,
      connectionTimeout: timeouts.connection,
      greetingTimeout: timeouts.greeting,
      socketTimeout: timeouts.socket,
      // Messages are built from our templates only: never let one read a local file or fetch a URL.
      disableFileAccess: true,
      disableUrlAccess: true,
    }),
  );
  // A failure to load shows where it matters: as each message's failure, recorded by the outbox.
  transporter.catch(() => {});

  async function sendMail(mail: OutgoingMail): Promise<SendResult> {
    const to = mailbox(mail.to, mail.toName);
    if (!to) return { ok: false, error: `Not a valid recipient address: ${JSON.stringify(headerText(mail.to))}`, permanent: true };
    const replyTo = mail.replyTo && isSafeAddress(mail.replyTo.address) ? mailbox(mail.replyTo.address, mail.replyTo.name) : null;
    try {
      const info = await (
        await transporter
      ).sendMail({
        from: settings.from,
        to,
        ...(replyTo ? { replyTo } : {}),
        subject: headerText(mail.subject),
        text: mail.text,
        html: mail.html,
        ...(mail.messageId && MESSAGE_ID.test(mail.messageId) ? { messageId: mail.messageId } : {}),
        ...(mail.inReplyTo && MESSAGE_ID.test(mail.inReplyTo) ? { inReplyTo: mail.inReplyTo } : {}),
        ...(mail.references?.some((id) => MESSAGE_ID.test(id)) ? { references: mail.references.filter((id) => MESSAGE_ID.test(id)) } : {}),
        ...(mail.attachments?.length
          ? {
              attachments: mail.attachments.map((file) => ({
                filename: headerText(file.filename),
                content: file.content,
                contentType: file.contentType,
              })),
            }
          : {}),
      });
      return { ok: true, response: headerText(info.response ?? '', LONGEST_ERROR) };
    } catch (error) {
      const failure = error as NodemailerError;
      // A refused login is our configuration's fault, not the message's: it must be retried once fixed.
      const permanent = failure.permanent === true && failure.code !== 'EAUTH';
      return { ok: false, error: describeError(error), permanent };
    }
  }

  return { from: settings.from, sendMail, close: () => void transporter.then((loaded) => loaded.close()).catch(() => {}) };
}

/** The transport SMTP_URL and MAIL_FROM describe, or null when SMTP_URL is unset. */
export function mailTransportFromEnv(settings: Env = env()): MailTransport | null {
  return settings.mail ? createMailTransport(settings.mail) : null;
}
