import { useEffect, useState } from 'react';
import { Icon } from './icons';
import { showToast } from './toaster';

/** How long the button says "Copied" before it offers to copy again. */
export const COPIED_FOR_MS = 2000;

/**
 * Copying text and saying so: the spec's 'Copied!' toast with the given description (or 'Copy Failed'
 * with the browser's reason), and `copied`, true for a moment afterwards.
 */
export function useClipboard(): [copied: boolean, copy: (text: string, description: string) => Promise<void>] {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy(text: string, description: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      showToast({ type: 'success', title: 'Copied!', description });
    } catch (error) {
      showToast({
        type: 'error',
        title: 'Copy Failed',
        description: error instanceof Error && error.message ? error.message : 'Something went wrong',
      });
    }
  }
  return [copied, copy];
}

/**
 * Copies a value to the clipboard and says so twice: the spec's 'Copied!' toast, and the button
 * itself reads "Copied" for a moment, where the visitor is looking. Pages use it through CopyButton.
 */
export function ClipboardButton({ value, label }: { value: string; label: string }) {
  const [copied, copy] = useClipboard();
  return (
    <button
      type="button"
      onClick={() => void copy(value, `${value} copied to clipboard.`)}
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
