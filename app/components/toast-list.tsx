import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import hotToast, { resolveValue, useToaster, type Toast } from 'react-hot-toast';
import type { ToastMessage } from '~/lib/toast';
import { Icon } from './icons';
import { ToastIcon } from './toast-tone';

// The toast rules of docs/spec/site-spec.md §9: one at a time, 5 s, swipe right past 50 px to dismiss (F8 and Escape: toaster.tsx).
export const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

/** Shows a message as the only toast. The id keeps a message from showing twice on re-render. */
export function showToastNow(message: Pick<ToastMessage, 'type' | 'title' | 'description'> & { id?: string }): void {
  hotToast.remove();
  const content = <ToastText title={message.title} description={message.description} />;
  const options = { id: message.id, duration: TOAST_DURATION_MS };
  if (message.type === 'error') hotToast.error(content, options);
  else if (message.type === 'info') hotToast(content, options);
  else hotToast.success(content, options);
}

function ToastText({ title, description }: { title: string; description: string }) {
  return (
    <div className="grid gap-1">
      <p className="text-sm font-semibold">{title}</p>
      {description ? <p className="text-sm opacity-90">{description}</p> : null}
    </div>
  );
}

/** The toast card's colours for each kind of message. */
const CARD_TONES: Record<ToastMessage['type'], { card: string; icon: string; close: string }> = {
  success: { card: 'border-slate-200 bg-white text-slate-900', icon: 'text-emerald-600', close: 'text-slate-500' },
  error: { card: 'border-red-700 bg-red-700 text-white', icon: 'text-white', close: 'text-white' },
  info: { card: 'border-slate-200 bg-slate-50 text-slate-900', icon: 'text-slate-500', close: 'text-slate-500' },
};

export function dismissToasts(): void {
  hotToast.dismiss();
}

/**
 * The visible toasts, rendered headlessly from react-hot-toast's store (the region around them is always there).
 * A toast holds while a pointer moves over it (someone reading it), never for a pointer that was resting
 * there when it appeared: that one came to press something else, and the browser reports it as
 * entering the toast all the same.
 */
export function ToastList() {
  const { toasts, handlers } = useToaster();
  const entered = useRef<{ x: number; y: number } | null>(null);
  const paused = useRef(false);
  function onPointerMove(event: ReactPointerEvent<HTMLDivElement>) {
    const from = entered.current;
    if (!from) entered.current = { x: event.clientX, y: event.clientY };
    else if (!paused.current && (from.x !== event.clientX || from.y !== event.clientY)) {
      paused.current = true;
      handlers.startPause();
    }
  }
  function onPointerLeave() {
    entered.current = null;
    if (!paused.current) return;
    paused.current = false;
    handlers.endPause();
  }
  const shown = toasts.filter((t) => t.visible);
  // The last toast closed under the pointer (Escape, its button): the next one must not start held.
  useEffect(() => {
    if (shown.length === 0 && paused.current) onPointerLeave();
  });
  return (
    <div className="flex flex-col gap-2" onPointerEnter={onPointerMove} onPointerMove={onPointerMove} onPointerLeave={onPointerLeave}>
      {shown.map((t) => (
        <ToastCard key={t.id} toast={t} />
      ))}
    </div>
  );
}

function ToastCard({ toast }: { toast: Toast }) {
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  // react-hot-toast's own kinds: 'blank' is the neutral one ('No Changes').
  const type: ToastMessage['type'] = toast.type === 'error' ? 'error' : toast.type === 'blank' ? 'info' : 'success';
  const tone = CARD_TONES[type];

  function onPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
    // Capturing the pointer would steal the close button's click.
    if ((event.target as HTMLElement).closest('button')) return;
    start.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  }
  function onPointerMove(event: ReactPointerEvent<HTMLDivElement>) {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
  }
  function onPointerUp() {
    if (offset > SWIPE_THRESHOLD_PX) hotToast.dismiss(toast.id);
    start.current = null;
    setOffset(0);
  }

  return (
    <div
      {...toast.ariaProps}
      data-type={type === 'error' ? 'destructive' : type === 'info' ? 'neutral' : 'success'}
      className={`pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-lg border p-4 pr-11 shadow-lg transition-transform select-none motion-safe:animate-[toast-in_200ms_ease-out] ${tone.card}`}
      style={offset ? { transform: `translateX(${offset}px)`, transition: 'none' } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <ToastIcon type={type} className={`size-5 shrink-0 ${tone.icon}`} />
      {resolveValue(toast.message, toast)}
      <button
        type="button"
        aria-label="Close notification"
        className={`absolute top-1.5 right-1.5 grid size-8 place-items-center rounded opacity-80 hover:opacity-100 focus-visible:opacity-100 ${tone.close}`}
        onClick={() => hotToast.dismiss(toast.id)}
      >
        <Icon name="close" className="size-4" />
      </button>
    </div>
  );
}
