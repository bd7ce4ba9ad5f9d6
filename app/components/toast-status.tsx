import { useEffect } from 'react';
import type { ToastMessage } from '~/lib/toast';
import { showToast } from './toaster';

/**
 * Shows a server message: as a react-hot-toast toast once the page runs JavaScript, and as a visible
 * status region when it doesn't (the <noscript> content is only rendered by browsers without scripting).
 */
export function ToastStatus({ toast }: { toast: ToastMessage | null | undefined }) {
  useEffect(() => {
    if (toast) showToast(toast);
  }, [toast?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- once per message: a re-render with the same message must not show it again
  if (!toast) return null;
  const destructive = toast.type === 'error';
  return (
    <noscript>
      <div
        role="status"
        className={`mx-auto my-4 w-full max-w-3xl rounded-lg border px-4 py-3 ${
          destructive ? 'border-red-300 bg-red-50 text-red-900' : 'border-emerald-300 bg-emerald-50 text-emerald-900'
        }`}
      >
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p className="text-sm">{toast.description}</p> : null}
      </div>
    </noscript>
  );
}
