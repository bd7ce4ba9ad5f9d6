import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useLocation } from 'react-router';

const control =
  'block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';

interface FieldShellProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
  dark?: boolean;
  /** Say the error as it appears (role="alert"): for one that comes without the page changing. */
  announceError?: boolean;
}

/** A visible label tied to its control, with the error (and hint) tied by aria-describedby. */
function FieldShell({ id, label, error, hint, children, dark, announceError }: FieldShellProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className={`text-sm font-medium ${dark ? 'text-slate-200' : 'text-slate-800'}`}>
        {label}
      </label>
      {children(describedBy, !!error)}
      {hint ? (
        <p id={hintId} className={`text-xs ${dark ? 'text-slate-400' : 'text-slate-600'}`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={errorId}
          role={announceError ? 'alert' : undefined}
          className={`text-sm font-medium ${dark ? 'text-red-300' : 'text-red-700'}`}
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

function borderFor(invalid: boolean): string {
  return invalid ? 'border-red-600' : 'border-slate-300';
}

type Common = { label: string; error?: string; hint?: string; id: string; dark?: boolean };

export function TextField({ label, error, hint, id, dark, className = '', ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} dark={dark}>
      {(describedBy, invalid) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={`${control} ${borderFor(invalid)} ${className}`}
          {...input}
        />
      )}
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  id,
  dark,
  announceError,
  className = '',
  ...input
}: Common & { announceError?: boolean; ref?: Ref<HTMLTextAreaElement> } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} dark={dark} announceError={announceError}>
      {(describedBy, invalid) => (
        <textarea
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={`${control} ${borderFor(invalid)} ${className}`}
          {...input}
        />
      )}
    </FieldShell>
  );
}

export function SelectField({
  label,
  error,
  hint,
  id,
  dark,
  className = '',
  children,
  ...input
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} dark={dark}>
      {(describedBy, invalid) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={`${control} ${borderFor(invalid)} ${className}`}
          {...input}
        >
          {children}
        </select>
      )}
    </FieldShell>
  );
}

/**
 * The box a reply is written in, wherever one is: the conversation's reply and internal note, a saved
 * reply, the buyer's message on the request page. A TextAreaField holding the draft: it empties after
 * a post that went through (it is keyed by the location, which each navigation changes) and keeps
 * what was typed when one is refused, and its error is said as it appears.
 */
export function ReplyField({
  draft,
  ...field
}: Common & {
  name: string;
  rows: number;
  maxLength: number;
  /** What the box holds when the page comes: a refused post's text, an inserted saved reply, or ''. */
  draft: string;
  className?: string;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const location = useLocation();
  return <TextAreaField key={location.key} defaultValue={draft} announceError {...field} />;
}
