import { Fragment } from 'react';
import { Link } from 'react-router';
import { ATTENTION } from '~/content/admin';
import type { AttentionItem } from '~/features/dashboard/attention';

/**
 * One line above the tabs: what waits for the administrator, each part a link to the list that holds
 * it. Nothing at all when nothing waits, so a quiet day costs no space.
 */
export function AttentionLine({ items }: { items: AttentionItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={ATTENTION.label} data-testid="attention-line" className="mb-2 text-xs leading-4 sm:text-sm sm:leading-5">
      <p className="flex flex-wrap items-center gap-x-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-1 text-amber-950">
        {items.map((item, index) => (
          <Fragment key={item.kind}>
            {index > 0 ? (
              <span aria-hidden="true" className="text-amber-700">
                ·
              </span>
            ) : null}
            <Link to={item.href} className="font-semibold underline decoration-amber-400 underline-offset-4 hover:decoration-amber-900">
              {ATTENTION.parts[item.kind](item.count)}
            </Link>
          </Fragment>
        ))}
      </p>
    </nav>
  );
}
