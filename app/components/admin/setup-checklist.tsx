import { SETUP_CHECKLIST, SETUP_EXPLANATIONS, SETUP_ITEM_TEXT } from '~/content/setup-checklist';
import type { SetupItem } from '~/features/dashboard/setup-items';

const link = 'font-semibold whitespace-nowrap text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700';

/** What is left to set up, each with a link to where it is fixed; gone once everything is done. */
export function SetupChecklist({ items }: { items: SetupItem[] }) {
  // MAIL_FROM is explained with SMTP_URL.
  const explained = (['smtp', 'site-url'] as const).filter((item) => items.includes(item) || (item === 'smtp' && items.includes('sender')));
  return (
    <div aria-labelledby="setup-heading" role="region" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3">
      <h3 id="setup-heading" className="text-sm font-semibold text-amber-950">
        {SETUP_CHECKLIST.title}
      </h3>
      <p className="mt-0.5 text-xs text-amber-900">{SETUP_CHECKLIST.intro}</p>
      <ul className="mt-2 grid gap-2 text-sm">
        {items.map((item) => (
          <li key={item} className="flex gap-2" data-setup-item={item}>
            <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full border-2 border-amber-600" />
            <span className="min-w-0 text-slate-800">
              {SETUP_ITEM_TEXT[item].text}{' '}
              <a href={SETUP_ITEM_TEXT[item].href} className={link}>
                {SETUP_ITEM_TEXT[item].action}
              </a>
            </span>
          </li>
        ))}
      </ul>
      {explained.length > 0 ? (
        <div className="mt-3 grid gap-2 border-t border-amber-200 pt-3 text-xs text-slate-700">
          {explained.map((item) => (
            <p key={item} id={SETUP_EXPLANATIONS[item].id} className="scroll-mt-4">
              <span className="font-mono font-semibold text-slate-900">{SETUP_EXPLANATIONS[item].title}</span>:{' '}
              {SETUP_EXPLANATIONS[item].text}
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
