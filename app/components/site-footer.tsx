import { Link } from 'react-router';
import { BRAND } from '~/content/brand';
import { FOOTER_GROUPS } from '~/content/navigation';
import { Logo } from './logo';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-800 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.5fr_repeat(4,1fr)] lg:px-8">
        <div className="max-w-xs">
          <Logo className="text-white" />
          <p className="mt-3 text-sm text-slate-400">Read-only, secure data recovery for PCs, Macs, drives and phones.</p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{group.title}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-slate-300 hover:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-400 sm:px-6 lg:px-8">
          © {year} {BRAND}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
