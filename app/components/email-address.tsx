import { Fragment } from 'react';

/**
 * An e-mail address that may wrap only after its @ or a dot (a break opportunity, <wbr>, that is never
 * copied), so a narrow screen shows 'jane.doe@' / 'example.com' rather than a word cut in half. The
 * pieces between them don't wrap: a browser would otherwise also break after a hyphen ('maria-').
 */
export function EmailAddress({ address, className, testId }: { address: string; className?: string; testId?: string }) {
  const parts = address.split(/(?<=[@.])/);
  return (
    <span data-testid={testId} className={className}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          <span className="whitespace-nowrap">{part}</span>
          {index < parts.length - 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </span>
  );
}

/** The address as a mailto: link, wrapping like EmailAddress. */
export function EmailLink({ address, className = '' }: { address: string; className?: string }) {
  return (
    <a href={`mailto:${address}`} className={`text-brand-700 hover:underline ${className}`}>
      <EmailAddress address={address} />
    </a>
  );
}
