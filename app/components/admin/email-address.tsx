import { Fragment } from 'react';

/**
 * An e-mail address that may wrap only after its '@' and its dots (a <wbr> after each), never inside
 * a word: 'jane.doe@' / 'example.' / 'com', not 'jane.d' / 'oe@exam…'.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </>
  );
}

/** The address as a mailto: link, wrapping like EmailText. */
export function EmailLink({ email, className = '' }: { email: string; className?: string }) {
  return (
    <a href={`mailto:${email}`} className={`text-brand-700 hover:underline ${className}`}>
      <EmailText email={email} />
    </a>
  );
}
