import { BRAND } from '~/lib/brand';

export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 text-xl font-extrabold tracking-tight ${className}`}>
      <svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32" className="shrink-0">
        <rect width="32" height="32" rx="8" fill="#1d4ed8" />
        <path d="M9 11c0-1.7 3.1-3 7-3s7 1.3 7 3-3.1 3-7 3-7-1.3-7-3Z" fill="#bfdbfe" />
        <path d="M9 11v10c0 1.7 3.1 3 7 3s7-1.3 7-3V11" fill="none" stroke="#bfdbfe" strokeWidth="2" />
        <path d="m13 18 2.2 2.2L20 15.4" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {BRAND}
    </span>
  );
}
