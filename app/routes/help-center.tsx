import { PageHeader } from '~/components/page-header';
import { pageTitle } from '~/content/brand';
import type { Route } from './+types/help-center';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Help Center') }];

export default function Page() {
  return <PageHeader title="Help Center" />;
}
