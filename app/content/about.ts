import type { IconName } from '~/components/icons';

export interface AboutCard {
  icon: IconName;
  title: string;
  text: string;
}

export const ABOUT_PAGE = {
  title: 'About Us',
  description:
    'Recoverly builds read-only, secure data recovery software trusted by 10,000+ happy users. Read our story, mission, vision, values and team.',
  lead: 'We help people and businesses get back the files that matter.',
  storyHeading: 'Our Story',
  story: [
    'Recoverly began when one of our founders lost a decade of family photos to a failed external drive. The tools available then were confusing, expensive and, worst of all, wrote to the very disk they were meant to rescue.',
    'So we built our own: a recovery engine that only ever reads from your drive, understands over 1000 file types, and shows you exactly what it found before you pay a cent. Today more than 10,000 happy users — home users, photographers, IT teams and data centres — rely on Recoverly to get their data back.',
    'Alongside data recovery we now offer photo repair and video enhancer tools, because a recovered file is only useful if it opens.',
  ],
  cardsHeading: 'What drives us',
} as const;

/** The four cards: mission, vision, values, team. */
export const ABOUT_CARDS: AboutCard[] = [
  {
    icon: 'target',
    title: 'Our Mission',
    text: 'To make professional-grade data recovery simple, safe and affordable for everyone, whatever device they lost their files on.',
  },
  {
    icon: 'eye',
    title: 'Our Vision',
    text: 'A world where losing a file is a minor inconvenience rather than a disaster — because recovery is fast, reliable and within reach.',
  },
  {
    icon: 'heart',
    title: 'Our Values',
    text: 'Your data is yours: read-only scans, no uploads, honest previews before you buy, and plain-language answers when you need help.',
  },
  {
    icon: 'users',
    title: 'Our Team',
    text: 'File-system engineers, forensic specialists and support staff across three time zones, with decades of combined recovery experience.',
  },
];
