import { Link } from 'react-router';
import { HELP_CARDS, HELP_CENTER, type HelpCardIcon } from '~/content/help-center';

const ICONS: Record<HelpCardIcon, string> = {
  book: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 21V5M8 7h7M8 11h7',
  people: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14a6.5 6.5 0 0 1 3.5 6',
  headset: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v6H5a1 1 0 0 1-1-1zM20 14h-3v6h2a1 1 0 0 0 1-1zM17 20c0 1-1.5 1.5-4 1.5',
};

/** User Guides, Community Forum, Contact Support: cards that grow a little under the pointer. */
export function HelpCards() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {HELP_CARDS.map((card) => (
        <li
          key={card.title}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm motion-safe:transition-transform motion-safe:duration-200 motion-safe:hover:scale-105 hover:shadow-lg"
        >
          <span aria-hidden="true" className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
            <svg
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={ICONS[card.icon]} />
            </svg>
          </span>
          <h3 className="mt-4 flex flex-wrap items-center gap-2 text-lg font-bold text-slate-900">
            {card.title}
            {card.comingSoon ? (
              <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200">
                {HELP_CENTER.comingSoon}
              </span>
            ) : null}
          </h3>
          <p className="mt-2 flex-1 text-slate-600">{card.description}</p>
          {card.link ? (
            <Link to={card.link.to} className="mt-4 font-semibold text-brand-700 hover:text-brand-800 hover:underline">
              {card.link.label} <span aria-hidden="true">→</span>
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
