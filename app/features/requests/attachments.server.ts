import type { Executor } from '~/lib/db/schema';

// Files that came with a customer's e-mail, kept in the database within limits: the first
// MAX_KEPT_FILES, up to MAX_KEPT_BYTES together, per message (the mail reader holds only those
// files' bytes: inbound-mail/parse.server.ts). Anything beyond is listed by name and size (the
// administrator can ask for it) but not kept; so is a file that comes without its content. Beside
// them may go the e-mail's whole text, when it is longer than the conversation keeps. Downloads are
// always attachments, never shown inline (routes/admin.conversation/attachment.ts).

export const MAX_KEPT_FILES = 5;
export const MAX_KEPT_BYTES = 10 * 1024 * 1024;

export interface IncomingFile {
  fileName: string;
  contentType: string;
  size: number;
  /** Null when the reader did not keep it (over the limits). */
  content: Buffer | null;
  /** Kept whatever the limits say (the e-mail's whole text, when the conversation shows only its start). */
  always?: boolean;
}

/** Stores a message's files (the thread message's id, or null for the e-mail that started the request); returns how many were kept. */
export async function storeAttachments(
  executor: Executor,
  reference: string,
  messageRowId: number | null,
  files: readonly IncomingFile[],
): Promise<number> {
  let kept = 0;
  let bytes = 0;
  for (const file of files) {
    const keep = file.content !== null && (file.always || (kept < MAX_KEPT_FILES && bytes + file.size <= MAX_KEPT_BYTES));
    if (keep && !file.always) {
      kept++;
      bytes += file.size;
    }
    await executor
      .insertInto('request_attachments')
      .values({
        reference,
        message_row_id: messageRowId,
        file_name: file.fileName,
        content_type: file.contentType,
        size: file.size,
        content: keep ? file.content : null,
      })
      .execute();
  }
  return kept;
}

export interface AttachmentListing {
  id: number;
  messageRowId: number | null;
  fileName: string;
  size: number;
  kept: boolean;
}

/** A request's files, without their content. */
export async function listAttachments(executor: Executor, reference: string): Promise<AttachmentListing[]> {
  const rows = await executor
    .selectFrom('request_attachments')
    .select(['id', 'message_row_id', 'file_name', 'size', (eb) => eb('content', 'is not', null).as('kept')])
    .where('reference', '=', reference)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    messageRowId: row.message_row_id,
    fileName: row.file_name,
    size: Number(row.size),
    kept: Boolean(row.kept),
  }));
}

/** One kept file of a request, for its download; null when there is none (or it was not kept). */
export async function readAttachment(
  executor: Executor,
  reference: string,
  id: number,
): Promise<{ fileName: string; content: Buffer } | null> {
  const row = await executor
    .selectFrom('request_attachments')
    .select(['file_name', 'content'])
    .where('reference', '=', reference)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.content ? { fileName: row.file_name, content: Buffer.from(row.content) } : null;
}
