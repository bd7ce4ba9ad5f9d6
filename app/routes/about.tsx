import { PageHeader } from '~/components/page-header';
import { pageTitle } from '~/content/brand';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('About Us') }];

export default function Page() {
  return <PageHeader title="Our Story" />;
}
