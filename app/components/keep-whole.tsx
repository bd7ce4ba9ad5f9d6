import { Fragment } from 'react';

/**
 * A sentence with some words kept on one line: an order's reference (ORD-6EQB-5EF9) or an e-mail
 * address would otherwise break at its hyphen on a phone and read as two words. The text is the
 * sentence as the page's words give it; each kept word is found in it and wrapped, the rest stays as is.
 */
export function KeepWhole({ text, words }: { text: string; words: readonly string[] }) {
  const kept = words.filter((word) => word !== '');
  if (kept.length === 0) return <>{text}</>;
  const pattern = new RegExp(`(${kept.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`);
  return (
    <>
      {text.split(pattern).map((piece, index) =>
        index % 2 === 1 ? (
          <span key={index} className="whitespace-nowrap">
            {piece}
          </span>
        ) : (
          <Fragment key={index}>{piece}</Fragment>
        ),
      )}
    </>
  );
}
