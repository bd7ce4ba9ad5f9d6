import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

type Variant = 'primary' | 'secondary' | 'ghost' | 'dark' | 'tinted';

const base =
  'inline-flex items-center justify-center gap-2 rounded-md px-5 py-2.5 text-sm font-semibold shadow-sm transition-colors disabled:cursor-not-allowed disabled:opacity-60';
const variants: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
  ghost: 'text-brand-700 shadow-none hover:bg-brand-50',
  dark: 'bg-slate-900 text-white hover:bg-slate-800',
  // White text on a background the caller gives (a product's colour): no bg class here to compete with it.
  tinted: 'text-white',
};

export function buttonClasses(variant: Variant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`;
}

export function Button({ variant = 'primary', className = '', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button className={buttonClasses(variant, className)} {...props} />;
}

export function ButtonLink({ variant = 'primary', className = '', ...props }: LinkProps & { variant?: Variant; children: ReactNode }) {
  return <Link className={buttonClasses(variant, className)} {...props} />;
}

/** A submit button that says it is working and can't be pressed twice while the form is in flight. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  className = '',
  variant = 'primary',
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  className?: string;
  variant?: Variant;
}) {
  return (
    <Button type="submit" variant={variant} disabled={busy} aria-disabled={busy} className={className}>
      {busy ? (
        <>
          <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
