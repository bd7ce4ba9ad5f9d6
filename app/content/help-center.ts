import { REPLY_TIME } from '~/features/requests/reply-time';
import { PATHS } from '~/lib/paths';

export type HelpCardIcon = 'book' | 'people' | 'headset';

export interface HelpCard {
  title: string;
  description: string;
  icon: HelpCardIcon;
  link?: { to: string; label: string };
  /** Not open yet: the card says so instead of linking anywhere. */
  comingSoon?: boolean;
}

export const HELP_CENTER = {
  title: 'Help Center',
  intro: 'Find answers, learn your way around the software, or ask our team directly.',
  searchLabel: 'Search the Help Center',
  searchPlaceholder: 'Search for answers...',
  searchButton: 'Search',
  resultCount: (shown: number, total: number, query: string) =>
    shown === 0 ? `No questions match “${query}”.` : `${shown} of ${total} questions match “${query}”.`,
  noResults: 'Nothing in our FAQ matches that yet.',
  noResultsHelp: 'Try fewer or different words, or ask us directly:',
  comingSoon: 'Coming soon',
  guidesHeading: 'Step-by-step guides',
  guidesIntro: 'Step-by-step guides for the most common tasks, from the first scan to moving your license.',
  results: {
    heading: (query: string) => `Search results for “${query}”`,
    count: (count: number) => (count === 1 ? '1 result, best match first.' : `${count} results, best match first.`),
    none: 'Nothing in our FAQ, guides or policies matches that.',
    noneHelp: 'Try other words, or ask us: we answer every message.',
    contact: 'Send us a message',
    helpForm: 'Use the form below',
  },
  faqTitle: 'Frequently Asked Questions',
  formTitle: 'Still Need Help?',
  formIntro: `Send us the details and a support specialist will reply by e-mail ${REPLY_TIME}.`,
} as const;

export const HELP_CARDS: readonly HelpCard[] = [
  {
    title: 'User Guides',
    description: 'Step-by-step guides: getting started, recovering from a formatted drive, and activating your license.',
    icon: 'book',
    link: { to: '#guides', label: 'Read the guides' },
  },
  {
    title: 'Community Forum',
    description: 'Swap tips with other users and learn how they recovered photos, videos and documents. Opening soon.',
    icon: 'people',
    comingSoon: true,
  },
  {
    title: 'Contact Support',
    description: 'Our specialists answer every request personally. Free support for every user, licensed or not.',
    icon: 'headset',
    link: { to: PATHS.support, label: 'Get Free Support' },
  },
];
