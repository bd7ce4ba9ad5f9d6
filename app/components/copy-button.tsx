import { useHydrated } from './use-hydrated';
import { showToast } from './toaster';

/**
 * Copies a value to the clipboard and says so. It needs JavaScript, so it only appears after
 * hydration: without JavaScript the value stays plain, selectable text and no dead button is shown.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      showToast({ type: 'success', title: 'Copied!', description: `${value} copied to clipboard.` });
    } catch (error) {
      showToast({
        type: 'error',
        title: 'Copy Failed',
        description: error instanceof Error && error.message ? error.message : 'Something went wrong',
      });
    }
  }

  return (
    <button
      type="button"
      onClick={copy}
      aria-label={`Copy ${label}`}
      className="inline-flex shrink-0 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-xs font-semibold text-slate-700 shadow-sm hover:border-brand-600 hover:text-brand-700"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="9" y="9" width="12" height="12" rx="2" />
        <path d="M5 15V5a2 2 0 0 1 2-2h10" />
      </svg>
      Copy
    </button>
  );
}
