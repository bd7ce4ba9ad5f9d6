import type { RequestStatus } from '~/features/requests/status';
import { REQUEST_TOKEN_DAYS } from '~/features/requests/token-lifetime';

// The buyer's own page of a request (/requests/REQ-XXXX-XXXX?t=…): the conversation and a reply box.
// Not in the spec: our own words, in its tone.

type Toast = { type: 'success' | 'error' | 'info'; title: string; description: string };

export const REQUEST_PAGE = {
  title: 'Your Request',
  statusLabel: 'Status',
  /** The request's status in the customer's words. */
  statusWords: { open: 'We are on it: a reply is coming', waiting: 'We replied', closed: 'Closed' } as Record<RequestStatus, string>,
  conversation: 'Conversation',
  /** Said before anything the sender typed: anyone can type anyone's address into a form. */
  notice: {
    website:
      'This request was sent through our website with your address. If it wasn’t you, you can ignore it: we will never ask you to pay into another account.',
    email:
      'This request was started by an e-mail from your address. If it wasn’t you, you can ignore it: we will never ask you to pay into another account.',
  },
  /** What each message is, by who sent it and how: the visitor's own words are never just "You". */
  from: {
    you: { website: 'Your message (sent from the website)', page: 'Your message (sent from this page)', email: 'Your message (by e-mail)' },
    other: {
      website: 'Message from another address',
      page: 'Message from another address',
      email: 'Message from another address (by e-mail)',
    },
  },
  subjectLabel: 'Subject',
  us: 'Recoverly Support',
  replyTitle: 'Write to us',
  replyLabel: 'Your message',
  replyHint: 'We answer by e-mail, and here.',
  send: 'Send Message',
  sending: 'Sending...',
  contact: 'Something else? Contact us',
  toasts: {
    sent: { type: 'success', title: 'Message Sent', description: 'Our team will get back to you shortly.' } as Toast,
    started: (reference: string): Toast => ({
      type: 'success',
      title: 'Message Sent',
      description: `This request was closed a while ago, so your message started a new one: ${reference}.`,
    }),
    empty: { type: 'error', title: 'Message Not Sent', description: 'Please write your message first.' } as Toast,
    tooLong: (max: number): Toast => ({
      type: 'error',
      title: 'Message Not Sent',
      description: `A message can be at most ${max.toLocaleString('en-US')} characters.`,
    }),
  },
} as const;

export const REQUEST_LINK_ENDED = {
  title: 'This link has expired',
  text: `Links to a request page work for ${REQUEST_TOKEN_DAYS} days. We can send a fresh link to the e-mail address the request came from.`,
  submit: 'Send me a fresh link',
  busy: 'Sending...',
  sent: {
    type: 'success',
    title: 'Link Sent',
    description: "If this request exists, we've sent a fresh link to its e-mail address.",
  } as Toast,
} as const;
