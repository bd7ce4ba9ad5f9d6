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
  const dialog = useRef<HTMLDialogElement>(null);
  const wasBusy = useRef(false);
  useEffect(() => {
    if (open && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [open]);
  useEffect(() => {
    if (wasBusy.current && !busy) dialog.current?.close();
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
        <dialog
          ref={dialog}
          aria-labelledby={headingId}
          onClose={() => setOpen(false)}
          className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-xl bg-white p-5 text-left shadow-xl backdrop:bg-slate-900/50 sm:p-6"
        >
          {children}
        </dialog>
      ) : null}
    </>
  );
}

/** A Keep button's click in an AskFirst dialog: closes the dialog it is in. */
export function closeOwnDialog(event: MouseEvent<HTMLElement>) {
  event.currentTarget.closest('dialog')?.close();
}
