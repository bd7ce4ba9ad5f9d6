import { useEffect, useRef } from 'react';
import { HELP_CENTER } from '~/content/help-center';
import { MAX_QUERY_LENGTH } from '~/features/help-center/faq-search';
import { Icon } from './icons';

/**
 * The help centre's search. A plain GET form, with or without JavaScript: the server ranks the FAQ,
 * the guides and the policy pages and the page lands on the results (#results). With JavaScript the
 * FAQ below also filters as you type. The input is the browser's (uncontrolled): what a visitor typed
 * before the script arrived stays, and filters the FAQ once it has.
 */
export function HelpSearch({ initialQuery, onQueryChange }: { initialQuery: string; onQueryChange: (query: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== initialQuery) onQueryChange(typed);
    // Once, when the script takes over the server's input.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <form role="search" method="get" action="/help-center#results" className="mx-auto mt-6 max-w-xl text-left">
      <label htmlFor="help-search" className="text-sm font-semibold text-white">
        {HELP_CENTER.searchLabel}
      </label>
      <div className="mt-2 flex gap-2">
        <div className="relative flex-1">
          <Icon name="search" className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500" />
          <input
            id="help-search"
            name="q"
            type="search"
            ref={input}
            defaultValue={initialQuery}
            onChange={(event) => onQueryChange(event.target.value)}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            aria-controls="faq-list"
            placeholder={HELP_CENTER.searchPlaceholder}
            className="block h-12 w-full rounded-lg border-0 bg-white pr-3 pl-11 text-base text-slate-900 shadow-lg placeholder:text-slate-500 focus:ring-4 focus:ring-brand-100 focus:outline-none"
          />
        </div>
        <button
          type="submit"
          className="h-12 shrink-0 rounded-lg bg-slate-900 px-5 text-sm font-semibold text-white shadow-lg hover:bg-slate-800 focus-visible:ring-4 focus-visible:ring-brand-100 focus-visible:outline-none"
        >
          {HELP_CENTER.searchButton}
        </button>
      </div>
    </form>
  );
}
