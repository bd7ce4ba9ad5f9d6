import { data, Link } from 'react-router';
import { AdminPage } from '~/components/admin/admin-page';
import { ContentPreviewView } from '~/components/admin/content/content-preview';
import { AdminScreenError } from '~/components/admin/screen-error';
import { ADMIN_CONTENT } from '~/content/admin-content';
import { formValuesOf } from '~/features/content/form-input';
import { CONTENT_STATUS_LABELS, KIND_OF } from '~/features/content/model';
import { previewContent } from '~/features/content/preview.server';
import { findContentItem } from '~/features/content/store.server';
import { adminContentPath } from '~/lib/paths';
import { requireAdmin } from '~/web/auth.server';
import { sectionOf } from './screen.server';
import type { Route } from './+types/preview';

// /admin/content/{section}/{id}/preview: an item as saved, shown as its page shows it (a draft or a
// scheduled post too), with the way back to its editor.

export async function loader({ request, params }: Route.LoaderArgs) {
  const signedIn = await requireAdmin(request);
  const section = sectionOf(params);
  const id = /^\d{1,15}$/.test(params.item) ? Number(params.item) : 0;
  const item = await findContentItem(id);
  if (!item || item.kind !== KIND_OF[section]) throw data('Not Found', { status: 404 });
  const { preview } = await previewContent(item.kind, formValuesOf(item.kind, item), item);
  return data({ section, id: item.id, status: CONTENT_STATUS_LABELS[item.status], preview }, { headers: signedIn.headers });
}

export default function AdminContentPreview({ loaderData }: Route.ComponentProps) {
  const words = ADMIN_CONTENT.previewPage;
  const noun = ADMIN_CONTENT.sections[loaderData.section].noun;
  return (
    <AdminPage title={words.title(noun)}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
        <p>{words.banner(loaderData.status)}</p>
        <Link to={adminContentPath(loaderData.section, loaderData.id)} className="font-semibold text-brand-700 hover:underline">
          {words.edit}
        </Link>
      </div>
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <ContentPreviewView preview={loaderData.preview} />
      </div>
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminScreenError error={error} />;
}
