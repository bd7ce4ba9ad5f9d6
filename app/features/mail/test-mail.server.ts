import { env, type Env } from '~/lib/env.server';
import { createMailTransport, DEFAULT_MAIL_TIMEOUTS, type MailTimeouts } from './transport.server';

// "Send a test e-mail": one message to the administrator through SMTP_URL, sent at once (not through
// the outbox), so the administrator reads the mail server's own answer, or its refusal, while
// setting it up. The only send a request waits for, with the transport's short time limits.

export type TestMailOutcome =
  { kind: 'sent'; to: string; response: string } | { kind: 'refused'; to: string; error: string } | { kind: 'not-configured' };

/** Where and how the site sends mail: what the overview says beside the button. */
export function mailSetup(settings: Env = env()): { server: string; from: string } | null {
  if (!settings.mail) return null;
  const url = new URL(settings.mail.smtpUrl);
  const port = url.port || (url.protocol === 'smtps:' ? '465' : '587');
  return { server: `${url.hostname}:${port}`, from: settings.mail.from.address };
}

export async function sendTestEmail(
  to: string,
  settings: Env = env(),
  timeouts: MailTimeouts = DEFAULT_MAIL_TIMEOUTS,
): Promise<TestMailOutcome> {
  if (!settings.mail) return { kind: 'not-configured' };
  const transport = createMailTransport(settings.mail, timeouts);
  try {
    const setup = mailSetup(settings)!;
    const text = `This is a test e-mail from your Recoverly site, sent through ${setup.server} from ${setup.from}.\n\nIf you read this, the site's e-mail works: order e-mails, license keys and replies go out the same way.\n`;
    const sent = await transport.sendMail({
      to,
      subject: 'Test e-mail from your Recoverly site',
      text,
      html: `<p>${text.trim().split('\n\n').join('</p><p>')}</p>`,
    });
    return sent.ok ? { kind: 'sent', to, response: sent.response || '(no answer text)' } : { kind: 'refused', to, error: sent.error };
  } finally {
    transport.close();
  }
}
