import { PATHS } from './paths';

/**
 * The help desk's addresses. Kept apart from paths.ts, which every public page ships: nothing here is
 * needed by a page a visitor opens first (their request page's address comes from the server).
 */
export const HELP_DESK_PATHS = {
  /** A buyer's request page: /requests/REQ-XXXX-XXXX?t=… (requestPagePath). */
  requests: '/requests',
  savedReplies: '/admin/saved-replies',
  /** Check Mail Now: polls the inbound mailbox at once (POST). */
  checkMail: '/admin/mailbox/check',
  /** A message of the mailbox the site set aside: its source, to download (adminMailboxMessagePath). */
  mailboxMessages: '/admin/mailbox/messages',
} as const;

/** The buyer's request page: the reference and the signed token that opens it (every e-mail about the request links to it). */
export function requestPagePath(reference: string, token: string): string {
  return `${HELP_DESK_PATHS.requests}/${encodeURIComponent(reference)}?t=${encodeURIComponent(token)}`;
}

/** The administrator's conversation page of one request. */
export function adminRequestPath(reference: string): string {
  return `${PATHS.adminRequests}/${encodeURIComponent(reference)}`;
}

/** The administrator's download of a file that came with a request's e-mail. */
export function adminAttachmentPath(reference: string, id: number): string {
  return `${adminRequestPath(reference)}/attachments/${id}`;
}

/** The administrator's download of a mailbox message the site set aside (its source, an .eml file). */
export function adminMailboxMessagePath(id: number): string {
  return `${HELP_DESK_PATHS.mailboxMessages}/${id}`;
}
