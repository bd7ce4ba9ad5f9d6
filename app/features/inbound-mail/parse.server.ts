import { createHash } from 'node:crypto';
import { simpleParser, type AddressObject, type HeaderValue } from 'mailparser';
import { cleanMultiLine, headerText, isSafeAddress } from '~/lib/text-safety';
import { isAutoReply } from './auto-reply';
import { htmlToText } from './html-text';

/** A file that came with an e-mail, as received. */
export interface InboundAttachment {
  fileName: string;
  contentType: string;
  size: number;
  content: Buffer;
}

/** An e-mail from the mailbox, read: nothing in it is trusted, and its HTML is never kept for showing. */
export interface InboundMail {
  /** Its Message-ID; one derived from its content when it has none (so a second delivery is still the same). */
  messageId: string;
  /** Message-IDs it names as the ones it answers: In-Reply-To, then References (latest last). */
  answers: string[];
  /** The sender, when the From is one plain address. */
  from: { address: string; name: string } | null;
  subject: string;
  /** The text part, or the HTML part turned into text (tags dropped, scripts and styles with their content). */
  text: string;
  autoReply: boolean;
  attachments: InboundAttachment[];
}

const MESSAGE_ID = /<[^<>\s]{1,250}>/g;
const LONGEST_SUBJECT = 200;

function ids(value: unknown): string[] {
  const text = Array.isArray(value) ? value.join(' ') : typeof value === 'string' ? value : '';
  return text.match(MESSAGE_ID) ?? [];
}

function headerString(value: HeaderValue | undefined): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && 'value' in value && typeof value.value === 'string') return value.value;
  return String(value);
}

function firstAddress(field: AddressObject | AddressObject[] | undefined): { address: string; name: string } | null {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  const entry = objects.flatMap((object) => object.value)[0];
  const address = entry?.address?.trim() ?? '';
  return isSafeAddress(address) ? { address, name: headerText(entry?.name ?? '', 100) } : null;
}

/** A file name safe to show and to offer as a download: one line, no folders. */
function fileName(name: string | undefined, index: number): string {
  const base = headerText((name ?? '').split(/[\\/]/).pop() ?? '', 150);
  return base || `attachment-${index + 1}`;
}

/** Reads a raw e-mail (RFC 5322 source). */
export async function parseInboundMail(raw: Buffer): Promise<InboundMail> {
  const parsed = await simpleParser(raw, { skipHtmlToText: false, skipTextToHtml: true, skipImageLinks: true });
  const from = firstAddress(parsed.from);
  const messageId = ids(parsed.messageId)[0] ?? `<sha256.${createHash('sha256').update(raw).digest('hex')}@no-message-id.invalid>`;
  const answers = [...ids(parsed.references), ...ids(parsed.inReplyTo)];
  const contentType = parsed.headers.get('content-type');
  return {
    messageId,
    answers: [...new Set(answers)],
    from,
    subject: headerText(parsed.subject ?? '', LONGEST_SUBJECT),
    // An HTML-only message is read as text (mailparser does so for a single part, not inside a
    // multipart one); the HTML itself is never kept.
    text: cleanMultiLine(parsed.text || (typeof parsed.html === 'string' ? htmlToText(parsed.html) : '')),
    autoReply: isAutoReply({
      autoSubmitted: headerString(parsed.headers.get('auto-submitted')),
      xAutoreply: headerString(parsed.headers.get('x-autoreply')),
      precedence: headerString(parsed.headers.get('precedence')),
      contentType: headerString(contentType),
      fromAddress: from?.address ?? null,
    }),
    attachments: parsed.attachments.map((attachment, index) => ({
      fileName: fileName(attachment.filename, index),
      contentType: headerText(attachment.contentType || 'application/octet-stream', 100),
      size: attachment.size ?? attachment.content.length,
      content: attachment.content,
    })),
  };
}
