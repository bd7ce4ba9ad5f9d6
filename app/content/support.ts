import { REPLY_TIME } from '~/features/requests/reply-time';

export const SUPPORT_PAGE = {
  title: 'Free Support Request',
  intro: 'Tell us what happened and a recovery specialist will contact you, free of charge.',
  formTitle: 'Request Support',
  formIntro: 'Name, email, phone and product are required.',
  problemLabel: 'Describe the problem (optional)',
  problemHint: 'What happened, which drive or device it is, and anything you have tried so far.',
  productPlaceholder: 'Select a product',
} as const;

/** Why asking costs nothing: shown beside the form. */
export const SUPPORT_PROMISES: readonly { title: string; text: string }[] = [
  { title: 'Free for everyone', text: 'Trial users and license holders get the same personal help.' },
  { title: 'Real specialists', text: 'Your request goes to a data recovery engineer, not a script.' },
  { title: 'Fast first reply', text: `We contact you ${REPLY_TIME}.` },
];
