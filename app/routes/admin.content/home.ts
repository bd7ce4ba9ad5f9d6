import { redirect } from 'react-router';
import { adminContentPath } from '~/lib/paths';
import { requireAdmin } from '~/web/auth.server';
import type { Route } from './+types/home';

/** /admin/content: the Content tab's first list, the blog. */
export async function loader({ request }: Route.LoaderArgs) {
  const signedIn = await requireAdmin(request);
  throw redirect(adminContentPath('blog'), { headers: signedIn.headers });
}
