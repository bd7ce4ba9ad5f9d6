import MailComposer from 'nodemailer/lib/mail-composer';

/** An e-mail as a mail client would send it, for importing or appending to a test mailbox. */
export interface TestMail {
  from: string;
  to?: string;
  subject: string;
  messageId?: string;
  inReplyTo?: string;
  references?: string[];
  text?: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: Buffer | string; contentType?: string }[];
  date?: Date;
}

/** The RFC 5322 source of `mail`, built by nodemailer's composer (a real MIME message, multipart when it has parts). */
export function rawMail(mail: TestMail): Promise<Buffer> {
  const composer = new MailComposer({
    from: mail.from,
    to: mail.to ?? 'support@recoverly.test',
    subject: mail.subject,
    ...(mail.messageId ? { messageId: mail.messageId } : {}),
    ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo } : {}),
    ...(mail.references ? { references: mail.references } : {}),
    ...(mail.text !== undefined ? { text: mail.text } : {}),
    ...(mail.html !== undefined ? { html: mail.html } : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
    ...(mail.attachments ? { attachments: mail.attachments } : {}),
    date: mail.date ?? new Date(),
  });
  return new Promise((resolve, reject) => composer.compile().build((error, message) => (error ? reject(error) : resolve(message))));
}
