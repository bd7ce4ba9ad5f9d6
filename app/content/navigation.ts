export interface NavLink {
  to: string;
  label: string;
}

export interface LinkGroup {
  title: string;
  links: NavLink[];
}

/** The footer's four link groups, exactly as the spec lists them. */
export const FOOTER_GROUPS: LinkGroup[] = [
  {
    title: 'Product',
    links: [
      { to: '/products', label: 'Features' },
      { to: '/pricing', label: 'Pricing' },
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
    ],
  },
];
