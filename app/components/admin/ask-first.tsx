import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';

/**
 * A button that asks before it acts. Without JavaScript it is a GET form to `action` (the page's own
 * address by default) with `fields`, and that page shows the question; with JavaScript the same
 * question opens in a <dialog> in place. `children` draws the question (its Keep button closes the
 * dialog with closeOwnDialog); the answer is the question's own plain POST either way. `busy`, when given, closes the dialog once it
 * turns false again: the answer has come, unless it is a refusal (`refused`), shown in the dialog beside its field.
 */
export function AskFirst({
  action,
  fields,
  label,
  buttonClassName,
  formClassName,
  headingId,
  busy,
  refused = false,
  onClosed,
  children,
}: {
  action?: string;
  fields: Record<string, string>;
  label: ReactNode;
  buttonClassName: string;
  formClassName?: string;
  headingId: string;
  busy?: boolean;
  refused?: boolean;
  /** Called once the dialog has closed (Keep, Escape, or the answer come). */
  onClosed?: () => void;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy && !refused) setOpen(false);
    wasBusy.current = busy === true;
  }, [busy, refused]);
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
        <QuestionDialog
          headingId={headingId}
          onClose={() => {
            setOpen(false);
            onClosed?.();
          }}
        >
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

const answerButton =
  'inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-semibold whitespace-nowrap shadow-sm disabled:opacity-60';

/**
 * A question's answer: a plain POST of `fields` (the intent and what was asked about), with Keep
 * beside it: in the dialog a button that closes it, on the question's page (no JavaScript) a link to
 * `keepHref`. `answer` is the answer button's label, null when there is nothing to answer; it reads
 * `busyLabel` while this very answer is being sent.
 */
export function QuestionAnswer({
  action,
  fields,
  keep,
  keepHref,
  answer,
  busyLabel,
}: {
  action?: string;
  fields: [name: string, value: string][];
  keep: string;
  keepHref?: string;
  answer: ReactNode;
  busyLabel: string;
}) {
  const navigation = useNavigation();
  const sent = navigation.formData;
  const busy = navigation.state !== 'idle' && sent !== undefined && fields.every(([name, value]) => sent.getAll(name).includes(value));
  const keepClasses = `${answerButton} bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50`;
  return (
    <Form method="post" action={action} className="mt-4 flex flex-wrap justify-end gap-2">
      {fields.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      {keepHref === undefined ? (
        <button type="button" onClick={closeOwnDialog} className={keepClasses}>
          {keep}
        </button>
      ) : (
        <Link to={keepHref} className={keepClasses}>
          {keep}
        </Link>
      )}
      {answer === null ? null : (
        <button type="submit" disabled={busy} className={`${answerButton} bg-emerald-700 text-white hover:bg-emerald-800`}>
          {busy ? busyLabel : answer}
        </button>
      )}
    </Form>
  );
}

/** The question as a page of its own (no JavaScript): a framed section at the top of the screen it asks about. */
export function QuestionOnPage({ headingId, className = '', children }: { headingId: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={headingId} className={`rounded-xl border-2 border-emerald-600 bg-white p-5 shadow-sm ${className}`}>
      {children}
    </section>
  );
}
