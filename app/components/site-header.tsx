import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { PRIMARY_NAV } from '~/content/primary-nav';
import { Icon } from './icons';
import { Logo } from './logo';

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" aria-label="Recoverly home" className="rounded text-slate-900">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {PRIMARY_NAV.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={desktopLink}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Link
            to="/support"
            className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold whitespace-nowrap text-white shadow-sm transition-colors hover:bg-brand-800"
          >
            Get Free Support
          </Link>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

/** A <details> disclosure, so the menu opens with JavaScript off too; it closes itself after a navigation. */
function MobileMenu() {
  const details = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [location.pathname]);

  return (
    <details ref={details} className="group lg:hidden">
      <summary className="grid size-10 cursor-pointer list-none place-items-center rounded-md text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
        <Icon name="menu" />
        <span className="sr-only">Menu</span>
      </summary>
      <nav aria-label="Mobile" className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white shadow-lg">
        <ul className="mx-auto grid max-w-7xl gap-1 px-4 py-3 sm:px-6">
          {PRIMARY_NAV.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) =>
                  `block rounded-md px-3 py-2.5 text-base font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100'}`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
