import { pageTitle } from '~/content/brand';
import type { Route } from './+types/admin.sign-in';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Admin Access') }, { name: 'robots', content: 'noindex' }];

export default function AdminSignIn() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-950 px-4 text-white">
      <h1 className="text-3xl font-bold">Admin Access</h1>
    </main>
  );
}
