import { PageHeader } from '~/components/page-header';
import { pageTitle } from '~/content/brand';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () => [{ title: 'Recover Lost Data Fast — Deleted, Formatted & Lost Files | Recoverly' }];

export default function Page() {
  return <PageHeader title="Recover Lost Data" />;
}
