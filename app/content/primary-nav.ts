import type { NavLink } from './navigation';

/** The header's links to the main pages (the footer carries the full set). */
export const PRIMARY_NAV: NavLink[] = [
  { to: '/products', label: 'Products' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/about', label: 'About' },
  { to: '/blog', label: 'Blog' },
  { to: '/help-center', label: 'Help Center' },
  { to: '/contact', label: 'Contact' },
];

/** The header's two calls to action, side by side on every width (spec: 'Get Free Support'; issue 15: a free download). */
export const HEADER_ACTIONS = {
  download: { to: '/download', label: 'Free Download' },
  support: { to: '/support', label: 'Get Free Support' },
} as const;
