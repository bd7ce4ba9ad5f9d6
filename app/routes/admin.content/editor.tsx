import { data } from 'react-router';
import { AdminPage } from '~/components/admin/admin-page';
import { ContentEditor, type EditorRevision } from '~/components/admin/content/content-editor';
import { AdminScreenError } from '~/components/admin/screen-error';
import { ADMIN_CONTENT } from '~/content/admin-content';
import { emptyFormValues, formValuesOf } from '~/features/content/form-input';
import { fieldLabel, KIND_OF, type ContentItem } from '~/features/content/model';
import { currentTokenGuide, previewContent } from '~/features/content/preview.server';
import { siteTimeLabel, wallTimeOf } from '~/features/content/schedule-time';
import { findContentItem, listRevisions } from '~/features/content/store.server';
import { timeZoneName } from '~/features/catalogue/promises';
import { getBusinessHours } from '~/features/settings/settings.server';
import { requireAdmin } from '~/web/auth.server';
import { answerScreenForm, unknownIntent } from '~/web/admin-action.server';
import { editorActions, type EditorAnswer } from './editor-intents.server';
import { addressOf, previewValues, sectionOf } from './screen.server';
import type { Route } from './+types/editor';

// /admin/content/{section}/new and /admin/content/{section}/{id}: the editor. Its fields, a preview
// that updates as you type (JavaScript) or on Preview (without), the facts the text may name as
// tokens and what its numbers contradict, Save / Publish now / Schedule / Unpublish, and the item's
// revisions with Restore.

function targetOf(params: { section?: string; item?: string }) {
  const section = sectionOf(params);
  if (params.item === 'new') return { section, id: null };
  if (!/^\d{1,15}$/.test(params.item ?? '')) throw data('Not Found', { status: 404 });
  return { section, id: Number(params.item) };
}

function statusLine(item: ContentItem, timeZone: string): string {
  const lines = ADMIN_CONTENT.editor.statusLine;
  if (item.status === 'draft') return lines.draft;
  const when = siteTimeLabel(item.publishedAt ?? item.updatedAt, timeZone);
  return item.status === 'scheduled' ? lines.scheduled(when) : lines.published(when);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const signedIn = await requireAdmin(request);
  const { section, id } = targetOf(params);
  const kind = KIND_OF[section];
  const item = id === null ? null : await findContentItem(id);
  if (id !== null && (!item || item.kind !== kind)) throw data('Not Found', { status: 404 });
  const { timeZone } = await getBusinessHours();
  const values = item ? formValuesOf(kind, item) : emptyFormValues(kind);
  const [preview, tokens, revisions] = await Promise.all([
    previewContent(kind, previewValues(values), item),
    currentTokenGuide(),
    item ? listRevisions(item.id) : Promise.resolve([]),
  ]);
  const revisionRows: EditorRevision[] = revisions.map((revision, index) => ({
    id: revision.id,
    when: siteTimeLabel(revision.createdAt, timeZone),
    author: revision.author,
    changed: revision.changed.map((name) => fieldLabel(kind, name)).join(', '),
    cause: ADMIN_CONTENT.editor.revisionCause[revision.cause] ?? '',
    current: index === 0,
  }));
  return data(
    {
      section,
      item: item
        ? {
            id: item.id,
            title: item.title,
            status: item.status,
            statusLine: statusLine(item, timeZone),
            liveHref: item.status === 'published' ? addressOf(item) : null,
            updatedAt: item.updatedAt,
          }
        : null,
      values,
      preview,
      tokens,
      revisions: revisionRows,
      zone: timeZoneName(timeZone),
      publishAt: item?.status === 'scheduled' && item.publishedAt ? wallTimeOf(item.publishedAt, timeZone) : '',
    },
    { headers: signedIn.headers },
  );
}

export async function action(args: Route.ActionArgs) {
  return answerScreenForm(
    args,
    editorActions(() => targetOf(args.params)),
    unknownIntent,
  );
}

export default function AdminContentEditor({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData && 'values' in actionData ? (actionData as EditorAnswer) : undefined;
  const noun = ADMIN_CONTENT.sections[loaderData.section].noun;
  const title = loaderData.item ? ADMIN_CONTENT.editor.editTitle(noun) : ADMIN_CONTENT.editor.newTitle(noun);
  return (
    <AdminPage title={`${title} · ${ADMIN_CONTENT.title}`}>
      <ContentEditor {...loaderData} heading={title} answer={answer} failure={actionData?.toast ?? undefined} />
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminScreenError error={error} />;
}
