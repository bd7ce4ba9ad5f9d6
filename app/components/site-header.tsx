import { Link } from 'react-router';
import { Logo } from './logo';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" aria-label="Recoverly home" className="rounded text-slate-900">
          <Logo />
        </Link>
        <Link
          to="/support"
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
        >
          Get Free Support
        </Link>
      </div>
    </header>
  );
}
