import { PageHeader } from '~/components/page-header';
import { pageTitle } from '~/content/brand';
import type { Route } from './+types/pricing';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Pricing') }];

export default function Page() {
  return <PageHeader title="Choose Your Plan" />;
}
