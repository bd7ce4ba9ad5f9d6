import { useEffect, useState } from 'react';
import { Icon } from './icons';
import { showToast } from './toaster';

/** How long the button says "Copied" before it offers to copy again. */
export const COPIED_FOR_MS = 2000;

/**
 * Copies a value to the clipboard and says so twice: the spec's 'Copied!' toast, and the button
 * itself reads "Copied" for a moment, where the visitor is looking. Pages use it through CopyButton.
 */
export function ClipboardButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
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
      // The name stays put (the toast announces the copy); only the visible word changes.
      aria-label={`Copy ${label}`}
      data-copied={copied || undefined}
      className={`inline-flex min-h-9 min-w-[5.5rem] shrink-0 items-center justify-center gap-1.5 rounded-md border px-2.5 py-1.5 text-xs font-semibold shadow-sm transition-colors ${
        copied
          ? 'border-emerald-600 bg-emerald-50 text-emerald-800'
          : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700'
      }`}
    >
      <Icon name={copied ? 'check' : 'copy'} className="size-4" />
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
