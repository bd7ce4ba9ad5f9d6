import { PageHeader } from '~/components/page-header';
import { pageTitle } from '~/content/brand';
import type { Route } from './+types/products';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Our Products') }];

export default function Page() {
  return <PageHeader title="Our Products" />;
}
