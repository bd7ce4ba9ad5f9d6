import { PageHeader } from '~/components/page-header';
import { pageTitle } from '~/content/brand';
import type { Route } from './+types/blog';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Blog') }];

export default function Page() {
  return <PageHeader title="Blog" />;
}
