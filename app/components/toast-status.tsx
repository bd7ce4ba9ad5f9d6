import { useEffect } from 'react';
import type { ToastMessage } from '~/lib/toast';
import { BANNER_TONES, ToastIcon } from './toast-tone';
import { showToast } from './toaster';
import { useRootData } from './use-root-data';

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
  const tone = BANNER_TONES[toast.type];
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

/** The message the last redirect carried (read once by the root loader), or null. */
export function useFlash(): ToastMessage | null {
  return useRootData()?.toast ?? null;
}

/**
 * A form's answer, shown directly above the form: the refusal the action just returned, or the
 * message of a redirect that brought the visitor back to this form's page.
 */
export function FormStatus({ form, failure }: { form: string; failure: ToastMessage | undefined }) {
  const flash = useFlash();
  return <ToastStatus toast={failure ?? (flash?.form === form ? flash : null)} />;
}

/** A redirect's message that belongs to no form on this page, shown at the top of the page's content. */
export function PageStatus({ className = 'mx-auto mt-6 w-[calc(100%-2rem)] max-w-3xl' }: { className?: string }) {
  const flash = useFlash();
  return <ToastStatus toast={flash && !flash.form ? flash : null} className={className} />;
}
