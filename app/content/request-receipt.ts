import { SUPPORT_HOURS } from '~/features/catalogue/plans';
import { REPLY_TIME } from '~/features/requests/reply-time';

/** The lasting panel on the page a visitor lands on after a support, help or contact request. */
export const REQUEST_RECEIPT = {
  title: (reference: string) => `Request ${reference} received`,
  referenceLabel: 'Your reference',
  keep: 'Keep this reference: quote it if you write to us again about the same request.',
  nextTitle: 'What happens next',
  next: `A support specialist reads your request and replies by e-mail ${REPLY_TIME} (${SUPPORT_HOURS}).`,
  answerTo: 'We will answer at',
  wrongAddress: 'Not your address? Send the form again with the right one, quoting this reference.',
} as const;
