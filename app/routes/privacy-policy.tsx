import { PageHeader } from '~/components/page-header';
import { pageTitle } from '~/content/brand';
import type { Route } from './+types/privacy-policy';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Privacy Policy') }];

export default function Page() {
  return <PageHeader title="Privacy Policy" />;
}
