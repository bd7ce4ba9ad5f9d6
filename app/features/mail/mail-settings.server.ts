import addressparser from 'nodemailer/lib/addressparser';
import { BRAND } from '~/lib/brand';
import { headerText, isSafeAddress } from './header-safety';

/** Where and as whom mail goes out: from SMTP_URL and MAIL_FROM. */
export interface MailSettings {
  /** smtp://user:pass@host:587 (STARTTLS when the server offers it) or smtps://…:465 (TLS from the start). */
  smtpUrl: string;
  from: { name: string; address: string };
}

export const DEFAULT_MAIL_FROM = `${BRAND} <no-reply@localhost>`;

/**
 * The mail settings from the environment, or null when SMTP_URL is unset (mail then waits in the
 * outbox). Throws, naming the variable, when either is set but unusable: better at start-up than at
 * the first order.
 */
export function readMailSettings(env: Record<string, string | undefined> = process.env): MailSettings | null {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return null;
  let protocol: string;
  try {
    protocol = new URL(smtpUrl).protocol;
  } catch {
    throw new Error('SMTP_URL must be an address like smtp://user:password@mail.example.com:587 (it is not a URL)');
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps:// (it starts with ${protocol}//)`);
  }
  return { smtpUrl, from: parseFrom(env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM) };
}

function parseFrom(text: string): MailSettings['from'] {
  const parsed = addressparser(text);
  const first = parsed.length === 1 ? parsed[0] : undefined;
  if (!first?.address || !isSafeAddress(first.address)) {
    throw new Error(`MAIL_FROM must be one address, like "${BRAND} <no-reply@example.com>" (got ${JSON.stringify(text)})`);
  }
  return { name: headerText(first.name ?? ''), address: first.address };
}
