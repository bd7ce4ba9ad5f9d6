import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';

/**
 * A button that asks before it acts. Without JavaScript it is a GET form to `action` (the page's own
 * address by default) with `fields`, and that page shows the question; with JavaScript the same
 * question opens in a <dialog> in place. `children` draws the question (its Keep button closes the
 * dialog with closeOwnDialog); the answer is the question's own plain POST either way. `busy`, when given, closes the dialog once it
 * turns false again: the answer has come.
 */
export function AskFirst({
  action,
  fields,
  label,
  buttonClassName,
  formClassName,
  headingId,
  busy,
  children,
}: {
  action?: string;
  fields: Record<string, string>;
  label: ReactNode;
  buttonClassName: string;
  formClassName?: string;
  headingId: string;
  busy?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy) setOpen(false);
    wasBusy.current = busy === true;
  }, [busy]);
  const ask = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <form method="get" action={action} className={formClassName}>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" onClick={ask} className={buttonClassName}>
          {label}
        </button>
      </form>
      {open ? (
        <QuestionDialog headingId={headingId} onClose={() => setOpen(false)}>
          {children}
        </QuestionDialog>
      ) : null}
    </>
  );
}

/** The question in place: a modal <dialog>, open while it is rendered; Escape or Keep closes it (onClose). */
export function QuestionDialog({ headingId, onClose, children }: { headingId: string; onClose: () => void; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      onClose={onClose}
      className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-xl bg-white p-5 text-left shadow-xl backdrop:bg-slate-900/50 sm:p-6"
    >
      {children}
    </dialog>
  );
}

/** A Keep button's click in an AskFirst dialog: closes the dialog it is in. */
export function closeOwnDialog(event: MouseEvent<HTMLElement>) {
  event.currentTarget.closest('dialog')?.close();
}
