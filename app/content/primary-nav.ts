import type { NavLink } from './navigation';
import { PATHS } from '~/lib/paths';

/** The header's links to the main pages (the footer carries the full set). */
export const PRIMARY_NAV: NavLink[] = [
  { to: PATHS.products, label: 'Products' },
  { to: PATHS.pricing, label: 'Pricing' },
  { to: PATHS.about, label: 'About' },
  { to: PATHS.blog, label: 'Blog' },
  { to: PATHS.helpCenter, label: 'Help Center' },
  { to: PATHS.contact, label: 'Contact' },
];

/** The header's two calls to action, side by side on every width (spec: 'Get Free Support'; and the free download). */
export const HEADER_ACTIONS = {
  download: { to: PATHS.download, label: 'Free Download' },
  support: { to: PATHS.support, label: 'Get Free Support' },
} as const;
