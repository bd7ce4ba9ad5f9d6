import { useRouteLoaderData } from 'react-router';
import type { ToastMessage } from '~/lib/toast';
import { ToastStatus } from './toast-status';

/** The message the last redirect carried (read once by the root loader), or null. */
function useFlash(): ToastMessage | null {
  const root = useRouteLoaderData('root') as { toast?: ToastMessage | null } | undefined;
  return root?.toast ?? null;
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
