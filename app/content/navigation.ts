import { BRAND } from '~/lib/brand';
import { PATHS } from '~/lib/paths';
export interface NavLink {
  to: string;
  label: string;
}

export interface LinkGroup {
  title: string;
  links: NavLink[];
}

/** The footer's four link groups as the spec lists them, plus the refund policy and the order lookup. */
export const FOOTER_GROUPS: LinkGroup[] = [
  {
    title: 'Product',
    links: [
      { to: PATHS.products, label: 'Features' },
      { to: PATHS.pricing, label: 'Pricing' },
      { to: PATHS.orders, label: 'Track your order' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: PATHS.about, label: 'About Us' },
      { to: PATHS.contact, label: 'Contact' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { to: PATHS.blog, label: 'Blog' },
      { to: PATHS.helpCenter, label: 'Help Center' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: PATHS.privacyPolicy, label: 'Privacy Policy' },
      { to: PATHS.termsOfUse, label: 'Terms of Use' },
      { to: PATHS.refundPolicy, label: 'Refund Policy' },
    ],
  },
];

/** The line under the footer's logo. */
export const FOOTER_NOTE = 'Read-only, secure data recovery for PCs, Macs, drives and phones.';

/** The footer's line naming the seller (the Company settings): shown once they are filled in. */
export const SELLER_LINE = (name: string, address: string) => `${BRAND} is sold by ${name}, ${address}.`;
