import type { IconName } from '~/lib/icon-names';
// Not inlined even when small: a <use> reference must point at a real file, not a data: URL.
import spriteUrl from './icons.svg?no-inline';

// A small, self-hosted stroke icon set (24×24, currentColor) so no icon library ships to the browser.
// The paths live in one cached SVG sprite rather than in the JavaScript every page loads: the
// icons cost nothing in the first-load budget, however many pages use them.
// Icons are decorative: the text beside them carries the meaning.
export type { IconName };

export function Icon({ name, className = 'size-6', strokeWidth = 2 }: { name: IconName; className?: string; strokeWidth?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

/** A filled five-point star for ratings. */
export function StarIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20" fill="currentColor" className={className}>
      <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
    </svg>
  );
}
