import type { StatusWords } from './error-page';

// Apart from error-page.ts, which the shell every public page loads carries: these words are the dashboard's.

/** The administrator's screens: each status's words, and where to go on from there. */
export const ADMIN_ERROR = {
  byStatus: {
    404: { line: 'This item does not exist, or it was deleted.', next: 'Go back to the list on the tab above, or to the Overview.' },
    403: { line: 'This screen is not open to this session.', next: 'Sign in again to go on.' },
    500: { line: 'This screen could not be shown.', next: 'The other screens still work: choose one above, or reload this one.' },
  } satisfies Record<number, StatusWords>,
  overview: 'Overview',
  signIn: 'Sign in again',
  reload: 'Reload this screen',
} as const;
