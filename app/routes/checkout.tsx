import { PageHeader } from '~/components/page-header';
import { pageTitle } from '~/content/brand';
import type { Route } from './+types/checkout';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Secure Checkout') }];

export default function Page() {
  return <PageHeader title="Secure Checkout" />;
}
