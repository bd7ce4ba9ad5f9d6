import { PageHeader } from '~/components/page-header';
import { pageTitle } from '~/content/brand';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Contact Us') }];

export default function Page() {
  return <PageHeader title="Get In Touch" />;
}
