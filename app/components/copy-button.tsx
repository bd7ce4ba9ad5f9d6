import { lazy, Suspense } from 'react';
import { useHydrated } from './use-hydrated';

// Copying needs JavaScript, so the button appears only once the page runs it, and its code (the
// clipboard and the toasts) is fetched then too rather than with the page.
const ClipboardButton = lazy(() => import('./clipboard-button').then((module) => ({ default: module.ClipboardButton })));

/** A copy button beside a value, after hydration; without JavaScript the value stays plain, selectable text. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense>
      <ClipboardButton value={value} label={label} />
    </Suspense>
  );
}
