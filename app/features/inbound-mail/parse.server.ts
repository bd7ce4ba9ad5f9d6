import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { setImmediate as turn } from 'node:timers/promises';
import { MailParser, type AddressObject, type AttachmentStream, type HeaderValue, type Headers, type MessageText } from 'mailparser';
import { MAX_KEPT_BYTES, MAX_KEPT_FILES } from '~/features/requests/attachments.server';
import { MAX_LENGTH } from '~/lib/forms/fields';
import { cleanMultiLine, headerText, isSafeAddress, looksLikeWebAddress, withoutBidiControls } from '~/lib/text-safety';
import { isAutoReply } from './auto-reply';
import { htmlToText } from './html-text';

// An e-mail from the mailbox, read in bounded time and memory whatever it holds. The source is fed
// to the parser in slices with the event loop turning between them; at most MAX_MIME_PARTS parts
// are read (a message with more is refused whole, and set aside by the poll); the content of files
// past the kept ones is counted, never held; HTML becomes text through a linear tokenizer; and only
// the last MAX_ANSWERED_IDS Message-IDs it names are looked at.

/** A file that came with an e-mail: its content when it is within the files kept per message, else null (listed only). */
export interface InboundAttachment {
  fileName: string;
  contentType: string;
  size: number;
  content: Buffer | null;
}

/** An e-mail from the mailbox, read: nothing in it is trusted, and its HTML is never kept for showing. */
export interface InboundMail {
  /** Its Message-ID; one derived from its content when it has none (so a second delivery is still the same). */
  messageId: string;
  /** The Message-IDs it names as the ones it answers, References then In-Reply-To, the last MAX_ANSWERED_IDS only. */
  answers: string[];
  /** The sender, when the From is one plain address; the name only when a form would take it as a name. */
  from: { address: string; name: string } | null;
  subject: string;
  /** The text part, or the HTML part turned into text (tags dropped, scripts and styles with their content), whole. */
  text: string;
  autoReply: boolean;
  attachments: InboundAttachment[];
}

/** A message the parser refuses (more parts than MAX_MIME_PARTS, a header over the parser's limit): never importable. */
export class UnreadableMail extends Error {
  override name = 'UnreadableMail';
}

/** The most MIME parts read in one message. */
export const MAX_MIME_PARTS = 100;
/** The most Message-IDs of References and In-Reply-To an e-mail is threaded by: the latest ones. */
export const MAX_ANSWERED_IDS = 20;
/** The most text kept in the conversation per message: the forms' message length (the whole text goes with it as a file). */
export const MAX_STORED_TEXT = MAX_LENGTH.message;

const MESSAGE_ID = /<[^<>\s]{1,250}>/g;
const LONGEST_SUBJECT = 200;
/** Bytes of the source handed to the parser between two turns of the event loop. */
const SLICE = 64 * 1024;

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

/** A sender's name as the forms would take it: one line, no bidirectional controls, no web address (else none). */
function senderName(name: string): string {
  const clean = headerText(withoutBidiControls(name), MAX_LENGTH.name);
  return looksLikeWebAddress(clean) ? '' : clean;
}

function firstAddress(field: HeaderValue | undefined): { address: string; name: string } | null {
  const objects = (field === undefined ? [] : Array.isArray(field) ? field : [field]) as AddressObject[];
  const entry = objects.flatMap((object) => object?.value ?? [])[0];
  const address = entry?.address?.trim() ?? '';
  return isSafeAddress(address) ? { address, name: senderName(entry?.name ?? '') } : null;
}

/** A file name safe to show and to offer as a download: one line, no folders, no bidirectional controls. */
function fileName(name: string | undefined, index: number): string {
  const base = headerText(withoutBidiControls((name ?? '').split(/[\\/]/).pop() ?? ''), 150);
  return base || `attachment-${index + 1}`;
}

/** The source in slices, the event loop turning between them: the parser's work is cut into short pieces. */
async function* slices(raw: Buffer): AsyncGenerator<Buffer> {
  for (let from = 0; from < raw.length; from += SLICE) {
    yield raw.subarray(from, from + SLICE);
    await turn();
  }
}

interface Parsed {
  headers: Headers;
  text: string;
  html: string;
  attachments: InboundAttachment[];
}

function parse(raw: Buffer): Promise<Parsed> {
  return new Promise((resolve, reject) => {
    const parser = new MailParser({
      maxChildNodes: MAX_MIME_PARTS,
      skipHtmlToText: true,
      skipTextToHtml: true,
      skipImageLinks: true,
      skipTextLinks: true,
      checksumAlgo: false,
    });
    const result: Parsed = { headers: new Map(), text: '', html: '', attachments: [] };
    let keptBytes = 0;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      source.destroy();
      parser.destroy();
      const code = (error as { code?: string })?.code;
      reject(code === 'EMAXLEN' ? new UnreadableMail(describeLimit(error)) : error);
    };
    parser.on('error', fail);
    parser.on('headers', (headers: Headers) => (result.headers = headers));

    let reading = false;
    const read = (): void => {
      reading = true;
      const data = parser.read() as AttachmentStream | MessageText | null;
      if (data === null) {
        reading = false;
        return;
      }
      if (data.type === 'text') {
        result.text = data.text ?? '';
        result.html = typeof data.html === 'string' ? data.html : '';
        return read();
      }
      // A file: its bytes are kept only while within the files kept per message, else only counted.
      const index = result.attachments.length;
      const chunks: Buffer[] = [];
      let size = 0;
      let keep = index < MAX_KEPT_FILES;
      data.content.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (keep && keptBytes + size <= MAX_KEPT_BYTES) chunks.push(chunk);
        else keep = false;
      });
      data.content.on('end', () => {
        if (keep) keptBytes += size;
        result.attachments.push({
          fileName: fileName(data.filename, index),
          contentType: headerText(data.contentType || 'application/octet-stream', 100),
          size,
          content: keep ? Buffer.concat(chunks, size) : null,
        });
        data.release?.();
        read();
      });
    };
    parser.on('readable', () => {
      if (!reading) read();
    });
    parser.on('end', () => {
      if (settled) return;
      settled = true;
      resolve(result);
    });
    const source = Readable.from(slices(raw));
    source.on('error', fail);
    source.pipe(parser);
  });
}

function describeLimit(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/child nodes/i.test(message)) return `It has more than ${MAX_MIME_PARTS} MIME parts.`;
  if (/header size/i.test(message)) return 'Its header is larger than 1 MB.';
  return `It is larger than the mail reader takes (${message}).`;
}

/** Reads a raw e-mail (RFC 5322 source); an UnreadableMail when it is over the parser's limits. */
export async function parseInboundMail(raw: Buffer): Promise<InboundMail> {
  const parsed = await parse(raw);
  const headers = parsed.headers;
  const from = firstAddress(headers.get('from'));
  const messageId = ids(headers.get('message-id'))[0] ?? `<sha256.${createHash('sha256').update(raw).digest('hex')}@no-message-id.invalid>`;
  const answers = [...new Set([...ids(headers.get('references')), ...ids(headers.get('in-reply-to'))].reverse())]
    .slice(0, MAX_ANSWERED_IDS)
    .reverse();
  const subjectValue = headers.get('subject');
  return {
    messageId,
    answers,
    from,
    subject: headerText(typeof subjectValue === 'string' ? subjectValue : '', LONGEST_SUBJECT),
    // An HTML-only message is read as text; the HTML itself is never kept.
    text: cleanMultiLine(parsed.text || (parsed.html ? await htmlToText(parsed.html) : '')),
    autoReply: isAutoReply({
      autoSubmitted: headerString(headers.get('auto-submitted')),
      xAutoreply: headerString(headers.get('x-autoreply')),
      precedence: headerString(headers.get('precedence')),
      contentType: headerString(headers.get('content-type')),
      fromAddress: from?.address ?? null,
    }),
    attachments: parsed.attachments,
  };
}
