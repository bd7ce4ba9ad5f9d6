import { CONTACT_CARDS } from '~/content/contact';
import type { ContactInfo } from '~/features/settings/model';
import { Icon } from './icons';
import { useSupportHours } from './use-seller';

function hrefFor(field: keyof ContactInfo, value: string): string | null {
  if (field === 'phone') return `tel:${value.replace(/[^\d+]/g, '')}`;
  if (field === 'email') return `mailto:${value}`;
  return null;
}

/** Call Us, Email Us, Visit Us, filled from the contact_us setting. */
export function ContactCards({ info }: { info: ContactInfo }) {
  const supportHours = useSupportHours();
  return (
    <ul className="grid gap-4">
      {CONTACT_CARDS.map((card) => {
        const value = info[card.field];
        const href = hrefFor(card.field, value);
        return (
          <li key={card.title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
              <Icon name={card.icon} className="size-6" />
            </span>
            <div className="min-w-0">
              <h2 className="text-base font-bold text-slate-900">{card.title}</h2>
              {href ? (
                <a href={href} className="mt-1 block font-medium break-words text-brand-700 underline-offset-2 hover:underline">
                  {value}
                </a>
              ) : (
                <p className="mt-1 font-medium break-words text-slate-800">{value}</p>
              )}
              <p className="mt-1 text-sm text-slate-600">{card.note(supportHours)}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
