import { useEffect } from 'react';
import type { ToastMessage } from '~/lib/toast';
import { ToastIcon, toastTone } from './toast-tone';
import { showToast } from './toaster';

/**
 * Shows a server message: as a react-hot-toast toast once the page runs JavaScript, and as a visible
 * status region when it doesn't (the <noscript> content is only rendered by browsers without
 * scripting). Without JavaScript nothing else could move focus, so the region takes it itself
 * (autofocus), which also scrolls it into view below the sticky header.
 */
export function ToastStatus({ toast, className = 'mb-6' }: { toast: ToastMessage | null | undefined; className?: string }) {
  useEffect(() => {
    if (toast) showToast(toast);
  }, [toast?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- once per message: a re-render with the same message must not show it again
  if (!toast) return null;
  const tone = toastTone(toast.type);
  return (
    <noscript>
      <div
        role="status"
        tabIndex={-1}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only rendered without JavaScript, where this is the one way to move focus to the answer
        autoFocus
        data-status={toast.type}
        className={`${className} flex scroll-mt-32 items-start gap-3 rounded-lg border px-4 py-3 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${tone.banner}`}
      >
        <ToastIcon type={toast.type} className={`mt-0.5 size-5 shrink-0 ${tone.icon}`} />
        <div>
          <p className="font-semibold">{toast.title}</p>
          {toast.description ? <p className="text-sm">{toast.description}</p> : null}
        </div>
      </div>
    </noscript>
  );
}
