/** What the error page offers besides the spec's message: a way back to the pages people look for. */
export const ERROR_PAGE = {
  notFound: 'The page you were looking for does not exist or has moved. These pages might help:',
  failed: 'Something went wrong on our side. Please try again in a moment, or go to one of these pages:',
  links: [
    { to: '/', label: 'Home' },
    { to: '/products', label: 'Products' },
    { to: '/pricing', label: 'Pricing' },
    { to: '/help-center', label: 'Help Center' },
    { to: '/support', label: 'Get Free Support' },
    { to: '/contact', label: 'Contact' },
  ],
} as const;
