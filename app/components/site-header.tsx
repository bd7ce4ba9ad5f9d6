import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { HEADER_ACTIONS, PRIMARY_NAV } from '~/content/primary-nav';
import { Icon } from './icons';
import { Logo } from './logo';
import { useDownloadOffered } from './use-seller';
import { PATHS } from '~/lib/paths';

const desktopLink = (isActive: boolean) =>
  `inline-flex min-h-11 items-center rounded-md px-2.5 text-sm font-medium whitespace-nowrap transition-colors xl:px-3 ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

const action =
  'inline-flex h-11 items-center justify-center gap-2 rounded-md px-2 text-sm font-semibold whitespace-nowrap transition-colors sm:px-4';

/**
 * One set of elements, two arrangements: on a phone the logo and the menu button share the first
 * row and the two calls to action fill a second one (both never fit beside the logo at 320 px);
 * from 640 px everything sits on one sticky row. Every control is at least 44 × 44 px.
 */
export function SiteHeader() {
  // No download set: the header offers none rather than a page that says "coming soon".
  const downloadOffered = useDownloadOffered();
  return (
    <header className="relative z-40 border-b border-slate-200 bg-white/95 backdrop-blur sm:sticky sm:top-0">
      <div className="mx-auto grid max-w-7xl grid-cols-[1fr_auto] items-center gap-x-3 px-4 sm:flex sm:h-16 sm:justify-between sm:gap-4 sm:px-6 lg:px-8">
        <Link
          to={PATHS.home}
          aria-label="Recoverly home"
          className="-ml-1 inline-flex h-14 items-center self-center rounded px-1 text-slate-900 sm:h-11"
        >
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden lg:order-2 lg:block">
          <ul className="flex items-center xl:gap-1">
            {PRIMARY_NAV.map((link) => (
              <li key={link.to}>
                <SectionLink to={link.to} className={desktopLink}>
                  {link.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <div
          className={`order-3 col-span-2 grid gap-2 border-t border-slate-100 py-2 sm:order-3 sm:ml-auto sm:flex sm:border-0 sm:py-0 lg:ml-0 ${downloadOffered ? 'grid-cols-2' : 'grid-cols-1'}`}
        >
          {downloadOffered ? (
            <Link to={HEADER_ACTIONS.download.to} className={`${action} bg-brand-700 text-white shadow-sm hover:bg-brand-800`}>
              <Icon name="download" className="hidden size-4 sm:block" />
              {HEADER_ACTIONS.download.label}
            </Link>
          ) : null}
          <Link
            to={HEADER_ACTIONS.support.to}
            className={`${action} border border-slate-300 bg-white text-slate-900 hover:border-brand-600 hover:text-brand-800`}
          >
            {HEADER_ACTIONS.support.label}
          </Link>
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}

/**
 * A <details> disclosure, so the menu opens with JavaScript off too; it closes itself after a
 * navigation. Its panel is positioned against the header, below both rows, so opening it moves
 * nothing on the page.
 */
function MobileMenu() {
  const details = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [location.pathname]);

  return (
    <details ref={details} className="group order-2 justify-self-end sm:order-4 lg:hidden">
      <summary className="grid size-11 cursor-pointer list-none place-items-center rounded-md text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
        <Icon name="menu" className="size-6 group-open:hidden" />
        <Icon name="close" className="hidden size-6 group-open:block" />
        <span className="sr-only">Menu</span>
      </summary>
      <nav aria-label="Mobile" className="absolute inset-x-0 top-full border-b border-slate-200 bg-white shadow-lg">
        <ul className="mx-auto grid max-w-7xl gap-1 px-4 py-3 sm:px-6">
          {PRIMARY_NAV.map((link) => (
            <li key={link.to}>
              <SectionLink
                to={link.to}
                className={(isActive) =>
                  `flex min-h-11 items-center rounded-md px-3 text-base font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100'}`
                }
              >
                {link.label}
              </SectionLink>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}

/**
 * A main-menu link, marked as the current page while its section (the page or any below it) is
 * shown. What NavLink does for the header, without the view-transition and pending-state machinery
 * every page would download for it.
 */
function SectionLink({ to, className, children }: { to: string; className: (isActive: boolean) => string; children: ReactNode }) {
  const { pathname } = useLocation();
  const isActive = pathname === to || pathname.startsWith(`${to}/`);
  return (
    <Link to={to} aria-current={isActive ? 'page' : undefined} className={className(isActive)}>
      {children}
    </Link>
  );
}
