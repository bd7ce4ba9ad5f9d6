import { CONTACT_CARDS, type ContactCardCopy } from '~/content/contact';
import type { ContactInfo } from '~/lib/settings';

const ICONS: Record<ContactCardCopy['icon'], string> = {
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  map: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5',
};

function hrefFor(field: keyof ContactInfo, value: string): string | null {
  if (field === 'phone') return `tel:${value.replace(/[^\d+]/g, '')}`;
  if (field === 'email') return `mailto:${value}`;
  return null;
}

/** Call Us, Email Us, Visit Us, filled from the contact_us setting. */
export function ContactCards({ info }: { info: ContactInfo }) {
  return (
    <ul className="grid gap-4">
      {CONTACT_CARDS.map((card) => {
        const value = info[card.field];
        const href = hrefFor(card.field, value);
        return (
          <li key={card.title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
              <svg
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
                strokeLinecap="round"
              >
                <path d={ICONS[card.icon]} />
              </svg>
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
              <p className="mt-1 text-sm text-slate-600">{card.note}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
