import { PageHeader } from '~/components/page-header';
import { pageTitle } from '~/content/brand';
import type { Route } from './+types/support';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Free Support Request') }];

export default function Page() {
  return <PageHeader title="Free Support Request" />;
}
