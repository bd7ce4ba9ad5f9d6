import { PageHeader } from '~/components/page-header';
import { pageTitle } from '~/content/brand';
import type { Route } from './+types/terms-of-use';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Terms of Use') }];

export default function Page() {
  return <PageHeader title="Terms of Use" />;
}
