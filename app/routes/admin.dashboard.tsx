import { pageTitle } from '~/content/brand';
import type { Route } from './+types/admin.dashboard';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Admin Dashboard') }, { name: 'robots', content: 'noindex' }];

export default function AdminDashboard() {
  return (
    <main className="min-h-screen bg-slate-100 px-4 py-10">
      <h1 className="text-3xl font-bold">Admin Dashboard</h1>
    </main>
  );
}
