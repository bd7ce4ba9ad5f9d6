import { Link } from 'react-router';
import { BRAND } from '~/lib/brand';
import { FOOTER_GROUPS, FOOTER_NOTE, SELLER_LINE } from '~/content/navigation';
import { sellerNumbers } from '~/features/settings/seller';
import { Logo } from './logo';
import { useSeller } from './use-seller';

/**
 * Compact on a phone: the four link groups in two columns, each link a 44 px tall tap target
 * (the height doubles as the spacing, so the list stays short). Five columns on wide screens.
 */
export function SiteFooter() {
  const year = new Date().getFullYear();
  const seller = useSeller();
  const numbers = sellerNumbers(seller);
  return (
    <footer className="border-t border-slate-800 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 sm:grid-cols-4 sm:px-6 lg:grid-cols-[1.5fr_repeat(4,1fr)] lg:py-14 lg:px-8">
        <div className="col-span-2 max-w-sm sm:col-span-4 lg:col-span-1">
          <Logo className="text-white" />
          <p className="mt-3 text-sm text-slate-400">{FOOTER_NOTE}</p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-xs font-semibold tracking-wider text-white uppercase">{group.title}</h2>
            <ul className="mt-1">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="inline-flex min-h-11 min-w-11 items-center text-sm text-slate-300 hover:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto grid max-w-7xl gap-1 px-4 py-5 text-sm text-slate-400 sm:px-6 lg:px-8">
          <p>
            © {year} {BRAND}. All rights reserved.
          </p>
          {seller.address ? (
            // The seller, named wherever money changes hands: its legal name and postal address.
            <p data-testid="footer-seller">
              {SELLER_LINE(seller.name, seller.address)}
              {numbers ? ` · ${numbers}` : ''}
            </p>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
