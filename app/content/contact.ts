import type { ContactInfo } from '~/features/settings/model';
import { REPLY_TIME } from '~/features/requests/reply-time';

export const CONTACT_PAGE = {
  title: 'Get In Touch',
  intro: "Questions about a recovery, a license or an order? We're here to help.",
  formTitle: 'Send a Message',
  formIntro: 'Tell us how we can help and we will reply by e-mail.',
} as const;

export interface ContactCardCopy {
  title: string;
  icon: 'phone' | 'mail' | 'map-pin';
  /** Under the value: the support hours (in the site's time zone: supportHoursText) for the phone. */
  note: (supportHours: string) => string;
  field: keyof ContactInfo;
}

/** The three info cards; their values come from the contact_us setting. */
export const CONTACT_CARDS: readonly ContactCardCopy[] = [
  { title: 'Call Us', icon: 'phone', note: (supportHours) => supportHours, field: 'phone' },
  { title: 'Email Us', icon: 'mail', note: () => `We reply ${REPLY_TIME}`, field: 'email' },
  { title: 'Visit Us', icon: 'map-pin', note: () => 'By appointment', field: 'address' },
];
