import { ClipboardButton } from './clipboard-button';
import { useHydrated } from './use-hydrated';

/**
 * A copy button beside a value, after hydration; without JavaScript the value stays plain,
 * selectable text. Its code comes with the page rather than as a chunk fetched afterwards: a fetch
 * that failed would throw into the root error boundary and replace the payment details with an
 * error page, for a button worth 0.3 KB.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const hydrated = useHydrated();
  return hydrated ? <ClipboardButton value={value} label={label} /> : null;
}
