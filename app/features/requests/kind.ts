/**
 * What a request is, by the way it came: the support form, the help centre's form, the contact form,
 * or an e-mail to the support address. The database stores the key (requests.kind), written with the
 * row by whoever writes it; it is never read from the request's words (the contact form's subject is
 * only its subject).
 */
export const REQUEST_KINDS = ['support', 'help', 'contact', 'email'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** The subject the contact form stores with every message, as the spec has it; shown as stored. */
export const CONTACT_FORM_SUBJECT = 'Contact Form Submission';

/**
 * The inbox's word for each kind. A request started by e-mail reads as a help request, as it always
 * has: the conversation shows each message's channel.
 */
export const REQUEST_KIND_LABELS: Record<RequestKind, string> = {
  support: 'Support',
  help: 'Help',
  contact: 'Contact',
  email: 'Help',
};

/**
 * The dashboard's two request lists and their CSV exports, as the spec has them: support requests;
 * and the help requests, which take contact messages and e-mails too (the spec's help_requests).
 */
export const REQUEST_LISTS = {
  support: ['support'],
  help: ['help', 'contact', 'email'],
} as const satisfies Record<string, readonly RequestKind[]>;
export type RequestList = keyof typeof REQUEST_LISTS;

export function isRequestList(value: unknown): value is RequestList {
  return value === 'support' || value === 'help';
}

/** The list a request of this kind is in. */
export function requestListOf(kind: RequestKind): RequestList {
  return kind === 'support' ? 'support' : 'help';
}
