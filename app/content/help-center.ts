import { REPLY_TIME } from './promises';

export type HelpCardIcon = 'book' | 'people' | 'headset';

export interface HelpCard {
  title: string;
  description: string;
  icon: HelpCardIcon;
  link?: { to: string; label: string };
}

export const HELP_CENTER = {
  title: 'Help Center',
  intro: 'Find answers, learn your way around the software, or ask our team directly.',
  searchLabel: 'Search the Help Center',
  searchPlaceholder: 'Search for answers...',
  faqTitle: 'Frequently Asked Questions',
  formTitle: 'Still Need Help?',
  formIntro: `Send us the details and a support specialist will reply by e-mail ${REPLY_TIME}.`,
} as const;

export const HELP_CARDS: readonly HelpCard[] = [
  {
    title: 'User Guides',
    description: 'Step-by-step guides for scanning, previewing and recovering files on every supported device.',
    icon: 'book',
    link: { to: '#faq', label: 'Read the FAQ' },
  },
  {
    title: 'Community Forum',
    description: 'Swap tips with thousands of users and learn how others recovered photos, videos and documents.',
    icon: 'people',
  },
  {
    title: 'Contact Support',
    description: 'Our specialists answer every request personally. Free support for every user, licensed or not.',
    icon: 'headset',
    link: { to: '/support', label: 'Get Free Support' },
  },
];
