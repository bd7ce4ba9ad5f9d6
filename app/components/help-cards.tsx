import { Link } from 'react-router';
import { HELP_CARDS, HELP_CENTER } from '~/content/help-center';
import { Icon } from './icons';

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
            <Icon name={card.icon} className="size-6" />
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
