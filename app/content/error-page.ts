/** What the error page offers besides the spec's message: a way back to the pages people look for. */
export const ERROR_PAGE = {
  notFound: 'The page you were looking for does not exist or has moved. These pages might help:',
  failed: 'Something went wrong on our side. Please try again in a moment, or go to one of these pages:',
  links: [
    { to: '/', label: 'Home', note: 'Recover deleted, formatted or lost files' },
    { to: '/products', label: 'Products', note: 'Data recovery, photo repair, video enhancer' },
    { to: '/pricing', label: 'Pricing', note: 'Monthly, Yearly and Lifetime plans' },
    { to: '/help-center', label: 'Help Center', note: 'Answers to common questions' },
    { to: '/support', label: 'Get Free Support', note: 'A specialist contacts you' },
    { to: '/contact', label: 'Contact', note: 'Phone, e-mail and address' },
  ],
} as const;
