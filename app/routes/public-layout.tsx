import { Outlet } from 'react-router';
import { PublicShell } from '~/components/public-shell';
import { getCompany } from '~/features/settings/settings.server';
import { sellerOf } from '~/features/settings/seller';

/**
 * The seller, named in every public page's footer, the legal pages and the checkout. Public pages are
 * cached per content version, and saving the settings bumps it, so a page never shows an old company.
 */
export async function loader() {
  return { seller: sellerOf(await getCompany()) };
}

/** The company changes only when the settings are saved (outside this layout): no need to ask again on each navigation. */
export function shouldRevalidate() {
  return false;
}

export default function PublicLayout() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}
