import { PATHS } from '~/lib/paths';
/** What the error page offers besides the spec's message: a way back to the pages people look for. */
export const ERROR_PAGE = {
  notFound: 'The page you were looking for does not exist or has moved. These pages might help:',
  failed: 'Something went wrong on our side. Please try again in a moment, or go to one of these pages:',
  links: [
    { to: PATHS.home, label: 'Home' },
    { to: PATHS.products, label: 'Products' },
    { to: PATHS.pricing, label: 'Pricing' },
    { to: PATHS.helpCenter, label: 'Help Center' },
    { to: PATHS.support, label: 'Get Free Support' },
    { to: PATHS.contact, label: 'Contact' },
  ],
} as const;
