import { SUPPORT_HOURS } from '~/features/catalogue/promises';
import { REPLY_TIME } from '~/features/requests/reply-time';
import { REQUEST_STATUS_LABELS } from '~/features/requests/status';
import { NEW_REQUESTS_PER_HOUR, NEW_REQUESTS_PER_SENDER_PER_HOUR } from '~/features/inbound-mail/limits';

// The administrator's help desk: the inbox, a request's conversation, saved replies. The spec has no
// words for these: our own, in its tone (short Title Case toast titles, a sentence below).

type Toast = { type: 'success' | 'error' | 'info'; title: string; description: string };

export const INBOX = {
  title: 'Requests',
  description: 'Support, help and contact requests in one inbox. Open requests come first, longest waiting first.',
  filters: [
    { value: 'open', label: REQUEST_STATUS_LABELS.open },
    { value: 'waiting', label: REQUEST_STATUS_LABELS.waiting },
    { value: 'closed', label: REQUEST_STATUS_LABELS.closed },
    { value: 'all', label: 'All' },
  ],
  filtersLabel: 'Show requests',
  searchLabel: 'Search requests',
  searchHint: 'Reference, name, e-mail or words from the conversation',
  search: 'Search',
  clear: 'Clear search',
  overdue: 'Past the reply promise',
  overdueHint: `The site promises a reply ${REPLY_TIME} (${SUPPORT_HOURS}, in the time zone of Site Settings).`,
  empty: {
    open: 'No request is waiting for a reply.',
    waiting: 'No request is waiting on a customer.',
    closed: 'No closed requests yet.',
    all: 'No requests yet.',
  },
  noMatches: 'No request matches this search.',
  countsHidden: 'Counts are not shown while searching for words.',
  exportTitle: 'Export CSV',
  exports: [
    { list: 'support', label: 'Support requests' },
    { list: 'help', label: 'Help and contact requests' },
  ],
  previous: '← Previous',
  next: 'Next →',
  pages: 'Inbox pages',
  failed: 'The inbox could not be loaded. Please reload the page.',
  fetchFailed: 'Error fetching requests',
  savedReplies: 'Saved Replies',
  received: (label: string) => `Received ${label}`,
  lastBy: { customer: 'Customer', you: 'You' },
  lastByLabel: 'Last message from',
  newMark: 'New',
  newHint: 'Not opened since the customer last wrote.',
  waiting: (count: number, oldestAge: string | null) =>
    `Requests waiting for a reply: ${count.toLocaleString('en-US')}${oldestAge ? ` (oldest ${oldestAge})` : ''}`,
  waitingUnavailable: 'Requests waiting for a reply: unavailable',
} as const;

export const MAILBOX = {
  checkNow: 'Check Mail Now',
  checking: 'Checking...',
  lastChecked: (time: string) => `Mailbox last checked ${time}`,
  unreachable: (since: string, reason: string) => `Mailbox unreachable since ${since}: ${reason}`,
  notChecked: 'Mailbox not checked yet',
  notSetUp: 'No mailbox is read: set IMAP_URL to answer requests by e-mail (see docs/help-desk.md). Replies still go out.',
  notImportedTitle: (count: number) => `Couldn’t import ${count.toLocaleString('en-US')} message${count === 1 ? '' : 's'}`,
  notImportedHint:
    'Each is left unread in the mailbox, flagged RecoverlyNotImported, and never tried again. Open it in a mail program to read it (a message set aside can be downloaded here), and answer its sender from there.',
  notImportedStates: { 'set-aside': 'Couldn’t import', 'too-large': 'Too large' } as Record<'set-aside' | 'too-large', string>,
  notImportedMore: (shown: number) => `The latest ${shown} are listed.`,
  download: 'Download the message (.eml)',
  from: (sender: string) => (sender ? `From ${sender}` : 'No sender'),
  noSubject: '(no subject)',
  held: (count: number, next: string | null) =>
    `${count.toLocaleString('en-US')} message${count === 1 ? ' is' : 's are'} waiting in the mailbox, past the limits on new requests by e-mail (${NEW_REQUESTS_PER_SENDER_PER_HOUR} an hour from one address, ${NEW_REQUESTS_PER_HOUR} in all): ${count === 1 ? 'it is' : 'they are'} imported once the hour has room${next ? ` (next look ${next})` : ''}.`,
  toasts: {
    checked: (imported: number): Toast => ({
      type: imported ? 'success' : 'info',
      title: 'Mail Checked',
      description: imported === 0 ? 'No new messages.' : `${imported} new message${imported === 1 ? '' : 's'} imported.`,
    }),
    busy: {
      type: 'info',
      title: 'Mail Check Running',
      description: 'The mailbox is being checked right now. Please try again in a moment.',
    } as Toast,
    failed: (reason: string): Toast => ({
      type: 'error',
      title: 'Mail Check Failed',
      description: `The mailbox could not be read: ${reason}`,
    }),
    notSetUp: { type: 'error', title: 'No Mailbox', description: 'Set IMAP_URL to read a mailbox.' } as Toast,
  },
} as const;

export const CONVERSATION = {
  back: 'Back to requests',
  thread: 'Conversation',
  original: 'Original request',
  // A request started by e-mail reads as a help request, as it always has: its messages say they came by e-mail.
  kinds: { support: 'Support request', help: 'Help request', contact: 'Contact message', email: 'Help request' },
  reply: 'Reply',
  customer: 'Customer',
  note: 'Internal note',
  noteHint: 'Only you can see notes; they are never sent to the customer.',
  system: 'Automatic message',
  systemHint: 'Sent by a machine (an auto-reply or a bounce): it did not reopen the request.',
  viaEmail: 'by e-mail',
  otherAddress:
    'From another address than the request’s: it answered one of our e-mails. Such a message never reopens a closed request, and replies still go to the request’s address.',
  viaPage: 'from the request page',
  showQuoted: 'Show the quoted text',
  attachments: 'Attachments',
  notKept: 'not kept: over the limit of 5 files and 10 MB per message',
  mailState: { queued: 'E-mail queued', sent: 'E-mail sent', failed: 'E-mail failed', skipped: 'E-mail not sent' },
  follows: 'Continues',
  replyTitle: 'Reply to the customer',
  replyLabel: 'Reply',
  replyHint: 'Sent by e-mail from the site’s address, with a link to the customer’s request page.',
  sendReply: 'Send Reply',
  sendAndClose: 'Send and Close',
  sending: 'Sending...',
  savedReply: 'Saved reply',
  insert: 'Insert',
  manageSaved: 'Manage saved replies',
  noSaved: 'No saved replies yet.',
  noteLabel: 'Add an internal note',
  addNote: 'Add Note',
  statusLabel: 'Status',
  setStatus: 'Set Status',
  side: {
    person: 'Customer',
    aboutOrder: 'About order',
    aboutOrderHint: 'It began as an answer to this order’s e-mail.',
    requests: 'Other requests',
    orders: 'Orders',
    noRequests: 'No other requests.',
    noOrders: 'No orders.',
  },
  newerMessage: 'A new message arrived while you were writing',
  newerMessageHint: 'Nothing was sent. Read the new message below; your reply is still in the box.',
  newBadge: 'New',
} as const;

export const CONVERSATION_TOASTS = {
  sent: { type: 'success', title: 'Reply Sent', description: 'Your reply is on its way; the request waits on the customer.' } as Toast,
  sentAndClosed: { type: 'success', title: 'Reply Sent', description: 'Your reply is on its way, and the request is closed.' } as Toast,
  newerMessage: {
    type: 'error',
    title: 'Not Sent',
    description: 'A new message arrived while you were writing. Nothing was sent.',
  } as Toast,
  empty: { type: 'error', title: 'Not Sent', description: 'Please write a reply first.' } as Toast,
  tooLong: (max: number): Toast => ({
    type: 'error',
    title: 'Not Sent',
    description: `A reply can be at most ${max.toLocaleString('en-US')} characters.`,
  }),
  insertTooLong: (max: number): Toast => ({
    type: 'error',
    title: 'Not Inserted',
    description: `With the saved reply, the reply would be longer than ${max.toLocaleString('en-US')} characters. Nothing was inserted; your draft is as you left it.`,
  }),
  savedReplyGone: {
    type: 'error',
    title: 'Not Inserted',
    description: 'That saved reply no longer exists. Nothing was inserted; your draft is as you left it.',
  } as Toast,
  noteAdded: { type: 'success', title: 'Note Added', description: 'The internal note is on the conversation.' } as Toast,
  noteEmpty: { type: 'error', title: 'Note Not Added', description: 'Please write the note first.' } as Toast,
  noteTooLong: (max: number): Toast => ({
    type: 'error',
    title: 'Note Not Added',
    description: `A note can be at most ${max.toLocaleString('en-US')} characters.`,
  }),
  statusChanged: (label: string): Toast => ({ type: 'success', title: 'Status Changed', description: `The request is now: ${label}.` }),
  statusAlready: (label: string): Toast => ({ type: 'info', title: 'No Changes', description: `The request was already: ${label}.` }),
  notFound: { type: 'error', title: 'Request Not Found', description: 'No request has this reference.' } as Toast,
  unknownForm: {
    type: 'error',
    title: 'Request Failed',
    description: 'This form was not recognised. Please reload the page and try again.',
  } as Toast,
} as const;

export const SAVED_REPLIES = {
  title: 'Saved Replies',
  description: 'Answers you give often. Insert one into a reply: {name}, {reference} and {order} are filled in for the request.',
  placeholders: 'Placeholders: {name} (the customer’s name), {reference} (the request’s), {order} (their latest order’s reference).',
  name: 'Name',
  body: 'Reply text',
  create: 'Add Saved Reply',
  save: 'Save Changes',
  edit: 'Edit',
  delete: 'Delete',
  cancel: 'Cancel',
  empty: 'No saved replies yet. Add the first one below.',
  newTitle: 'New saved reply',
  editTitle: (name: string) => `Edit “${name}”`,
  back: 'Back to requests',
  toasts: {
    created: { type: 'success', title: 'Saved Reply Added', description: 'It can now be inserted into replies.' } as Toast,
    updated: { type: 'success', title: 'Saved Reply Updated', description: 'The changes are saved.' } as Toast,
    deleted: { type: 'success', title: 'Saved Reply Deleted', description: 'It is no longer offered in replies.' } as Toast,
    unchanged: { type: 'info', title: 'No Changes', description: 'The saved reply was already so.' } as Toast,
    invalid: { type: 'error', title: 'Not Saved', description: 'Please check the fields below.' } as Toast,
    nameTaken: { type: 'error', title: 'Not Saved', description: 'Another saved reply has this name.' } as Toast,
    notFound: { type: 'error', title: 'Not Found', description: 'This saved reply no longer exists.' } as Toast,
  },
} as const;
