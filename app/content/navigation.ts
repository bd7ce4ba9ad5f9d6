export interface NavLink {
  to: string;
  label: string;
}

export interface LinkGroup {
  title: string;
  links: NavLink[];
}

/** The footer's four link groups as the spec lists them, plus the refund policy and the order lookup (issue 12). */
export const FOOTER_GROUPS: LinkGroup[] = [
  {
    title: 'Product',
    links: [
      { to: '/products', label: 'Features' },
      { to: '/pricing', label: 'Pricing' },
      { to: '/orders', label: 'Track your order' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { to: '/blog', label: 'Blog' },
      { to: '/help-center', label: 'Help Center' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/terms-of-use', label: 'Terms of Use' },
      { to: '/refund-policy', label: 'Refund Policy' },
    ],
  },
];

/** The line under the footer's logo. */
export const FOOTER_NOTE = 'Read-only, secure data recovery for PCs, Macs, drives and phones.';
