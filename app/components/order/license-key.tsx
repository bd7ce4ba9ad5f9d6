import { Fragment } from 'react';

/**
 * A license key that wraps only at its hyphens: each group kept whole (white-space: nowrap), a break
 * opportunity (<wbr>, never copied) after each hyphen. Its text content is the key as typed.
 */
export function LicenseKey({ groups, className = '' }: { groups: readonly string[]; className?: string }) {
  return (
    <span data-testid="license-key" className={`font-mono select-all ${className}`}>
      {groups.map((group, index) => (
        <Fragment key={index}>
          <span className="whitespace-nowrap">{index < groups.length - 1 ? `${group}-` : group}</span>
          {index < groups.length - 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </span>
  );
}
