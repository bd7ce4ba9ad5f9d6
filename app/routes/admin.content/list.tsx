import { data } from 'react-router';
import { AdminPage } from '~/components/admin/admin-page';
import { ContentList } from '~/components/admin/content/content-list';
import { AdminScreenError } from '~/components/admin/screen-error';
import { ToastStatus } from '~/components/toast-status';
import { ADMIN_CONTENT } from '~/content/admin-content';
import { isOrdered, KIND_OF } from '~/features/content/model';
import { findContentItem, listContent, MAX_CONTENT_SEARCH } from '~/features/content/store.server';
import { getBusinessHours } from '~/features/settings/settings.server';
import { cleanSearch } from '~/lib/text-safety';
import { requireAdmin } from '~/web/auth.server';
import { answerScreenForm, unknownIntent } from '~/web/admin-action.server';
import { CONTENT_LIST_ACTIONS } from './list-intents.server';
import { contentRowOf, sectionOf } from './screen.server';
import type { Route } from './+types/list';

// /admin/content/{blog|guides|faq|testimonials}: one kind's items with their status, a search (?q=)
// and pages (?page=); on each row Edit, Preview, Publish or Unpublish, Delete (which asks first:
// ?ask=delete&id=…), and Move up/down where the order is the owner's.

export async function loader({ request, params }: Route.LoaderArgs) {
  const signedIn = await requireAdmin(request);
  const section = sectionOf(params);
  const kind = KIND_OF[section];
  const search = new URL(request.url).searchParams;
  const query = cleanSearch(search.get('q') ?? '', MAX_CONTENT_SEARCH);
  const page = Math.max(1, Math.min(100_000, Number(search.get('page')) || 1));
  const [list, hours] = await Promise.all([listContent(kind, query, page), getBusinessHours()]);
  const askedId = search.get('ask') === 'delete' ? Number(search.get('id')) : NaN;
  const asked = Number.isSafeInteger(askedId) && askedId > 0 ? await findContentItem(askedId) : null;
  return data(
    {
      section,
      query,
      ordered: isOrdered(kind),
      rows: list.items.map((item) => contentRowOf(item, section, hours.timeZone)),
      page: list.page,
      pages: list.pages,
      total: list.total,
      askDelete: asked && asked.kind === kind ? { id: asked.id, title: asked.title } : null,
    },
    { headers: signedIn.headers },
  );
}

export async function action(args: Route.ActionArgs) {
  return answerScreenForm(args, CONTENT_LIST_ACTIONS, unknownIntent);
}

export default function AdminContent({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage title={`${ADMIN_CONTENT.sections[loaderData.section].label} · ${ADMIN_CONTENT.title}`}>
      <ToastStatus toast={actionData?.toast} />
      <ContentList {...loaderData} />
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminScreenError error={error} />;
}
