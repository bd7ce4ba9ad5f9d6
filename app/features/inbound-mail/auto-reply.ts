// What marks an e-mail as written by a machine rather than a person: an out-of-office answer, a
// mailing list, a bounce. Such mail is shown on its thread as a system message and nothing more: it
// never reopens a request, never starts one and is never acknowledged (two autoresponders would
// otherwise answer each other for ever).

export interface AutoReplySigns {
  /** Auto-Submitted (RFC 3834): anything but 'no' means a machine sent it. */
  autoSubmitted?: string | null;
  /** X-Autoreply, set by several autoresponders. */
  xAutoreply?: string | null;
  /** Precedence: bulk or auto_reply (junk and list too, by custom). */
  precedence?: string | null;
  /** The top-level content type: multipart/report is a delivery or read report. */
  contentType?: string | null;
  /** The sender's address: MAILER-DAEMON (and postmaster) send bounces. */
  fromAddress?: string | null;
}

const MACHINE_SENDERS = /^(mailer-daemon|postmaster)@/i;
const MACHINE_PRECEDENCE = /^(bulk|auto_reply|junk|list)$/i;

/** Whether the e-mail was sent by a machine (an auto-reply or a bounce), from its headers. */
export function isAutoReply(signs: AutoReplySigns): boolean {
  const autoSubmitted = signs.autoSubmitted?.trim().toLowerCase();
  if (autoSubmitted && autoSubmitted !== 'no') return true;
  if (signs.xAutoreply?.trim()) return true;
  if (signs.precedence && MACHINE_PRECEDENCE.test(signs.precedence.trim())) return true;
  if (signs.contentType?.trim().toLowerCase() === 'multipart/report') return true;
  return Boolean(signs.fromAddress && MACHINE_SENDERS.test(signs.fromAddress.trim()));
}
