import type { Executor } from '~/lib/db/schema';
import type { EmailContent } from '~/features/mail/templates/blocks';
import { replyToOf } from './reply-to.server';
import { notifyQueued } from './wake';

/** What a message is about, shown on the dashboard's E-mail tab and used to find the buyer's latest one. */
export type OutboxKind =
  | 'order-received'
  | 'new-order'
  | 'order-confirmed'
  | 'order-cancelled'
  | 'order-refund-due'
  | 'order-refunded'
  | 'order-reopened'
  | 'order-link'
  | 'address-corrected'
  | 'request-acknowledgement'
  | 'mail-acknowledgement'
  | 'request-link'
  | 'new-request'
  | 'new-request-digest'
  | 'request-reply'
  | 'request-message'
  | 'renewal-reminder'
  | 'bank-details-alert'
  | 'download-link'
  | 'payment-details';

export interface QueuedMail {
  kind: OutboxKind;
  to: string;
  toName?: string;
  content: EmailContent;
  orderId?: number | null;
  /** Written but never sent, with this reason for the administrator (an acknowledgement over its cap: caps.server.ts). */
  skipped?: string;
  /** Chosen when written (a reply, whose id the thread keeps); otherwise the sender derives one from the row. */
  messageId?: string;
  /** The thread a reply belongs to: the Message-ID it answers, and the thread's earlier ones. */
  inReplyTo?: string;
  references?: string[];
  /** The request it is about: an e-mail answering it (naming its Message-ID) joins that request. */
  requestReference?: string;
}

/**
 * Writes a message to the outbox with `executor`: in the caller's transaction, so it exists exactly when
 * the event that causes it is committed. The sender in this process is woken once the commit is done
 * (a message queued in a transaction that rolls back wakes it for nothing, which costs one query).
 */
export async function enqueueMail(executor: Executor, ...mails: QueuedMail[]): Promise<void> {
  if (mails.length === 0) return;
  const replyTo = await replyToOf(executor, mails);
  // One statement for all of an event's messages: checkout writes two on every order.
  await executor
    .insertInto('outbox')
    .values(
      mails.map((mail, index) => ({
        kind: mail.kind,
        recipient: mail.to,
        recipient_name: mail.toName ?? '',
        reply_to: replyTo[index]?.address ?? null,
        reply_to_name: replyTo[index]?.name ?? null,
        subject: mail.content.subject,
        // A message written as skipped is never sent: its body would only be pages written on every
        // post of a flood (and secrets kept at rest), so it is kept without one.
        text_body: mail.skipped ? '' : mail.content.text,
        html_body: mail.skipped ? '' : mail.content.html,
        order_id: mail.orderId ?? null,
        // Every row names the same columns (a multi-row insert fills a missing one with NULL on SQLite).
        status: mail.skipped ? ('skipped' as const) : ('queued' as const),
        last_error: mail.skipped ?? null,
        message_id: mail.messageId ?? null,
        in_reply_to: mail.inReplyTo ?? null,
        thread_references: mail.references?.length ? mail.references.join(' ') : null,
        request_reference: mail.requestReference ?? null,
      })),
    )
    .execute();
  if (mails.some((mail) => !mail.skipped)) notifyQueued();
}
