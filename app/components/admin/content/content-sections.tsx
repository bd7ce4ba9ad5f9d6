import { Link } from 'react-router';
import { ADMIN_CONTENT } from '~/content/admin-content';
import { adminContentPath, type ContentSection } from '~/lib/paths';

/** The Content screen's lists as real links, the one shown marked (aria-current). */
export function ContentSections({ current, sections }: { current: ContentSection; sections: readonly ContentSection[] }) {
  return (
    <nav aria-label="Content sections">
      <ul className="flex flex-wrap gap-1 rounded-xl border border-slate-200 bg-white p-1 shadow-sm sm:inline-flex">
        {sections.map((section) => {
          const active = section === current;
          return (
            <li key={section}>
              <Link
                to={adminContentPath(section)}
                aria-current={active ? 'page' : undefined}
                className={`block rounded-lg px-3 py-2 text-sm font-semibold ${
                  active ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
                }`}
              >
                {ADMIN_CONTENT.sections[section].label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
