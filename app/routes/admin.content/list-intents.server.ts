import { ADMIN_CONTENT } from '~/content/admin-content';
import { moveContent } from '~/features/content/editing.server';
import { deleteContent, publishContent, unpublishContent, type PublishOutcome } from '~/features/content/publishing.server';
import { siteTimeLabel } from '~/features/content/schedule-time';
import { getBusinessHours } from '~/features/settings/settings.server';
import { parseRowId } from '~/lib/forms/row-id';
import { redirectWithToast, type ToastInput } from '~/web/flash.server';
import type { DashboardActionInput } from '~/web/admin-action.server';

// The Content lists' buttons on a row: Publish, Unpublish, Delete (after its confirmation), Move up
// and Move down. Each answers with a redirect back to the list it came from (its search and page
// kept) and the toast of its outcome.

const TOASTS = ADMIN_CONTENT.toasts;

export function itemIdOf(form: FormData): number | null {
  return parseRowId(form.get('id'));
}

/** The list as it was shown, without the confirmation the form answered. */
function listPath(url: URL): string {
  const query = new URLSearchParams(url.searchParams);
  for (const name of ['ask', 'id', 'index']) query.delete(name);
  const rest = query.toString();
  return `${url.pathname}${rest ? `?${rest}` : ''}`;
}

/** The toast of a publish or a schedule. */
export async function publishToast(outcome: PublishOutcome): Promise<ToastInput> {
  switch (outcome.kind) {
    case 'published':
      return TOASTS.published(outcome.item.title);
    case 'scheduled':
      return TOASTS.scheduled(outcome.item.title, siteTimeLabel(outcome.item.publishedAt!, (await getBusinessHours()).timeZone));
    case 'already-published':
      return TOASTS.alreadyPublished(outcome.item.title);
    case 'not-in-future':
      return TOASTS.notInFuture;
    case 'not-found':
      return TOASTS.notFound;
  }
}

function rowAction(run: (id: number, input: DashboardActionInput) => Promise<ToastInput>) {
  return async (input: DashboardActionInput) => {
    const id = itemIdOf(input.form);
    const toast = id === null ? TOASTS.notFound : await run(id, input);
    return redirectWithToast(listPath(input.url), toast, { headers: input.signedIn.headers });
  };
}

export const CONTENT_LIST_ACTIONS = {
  publish: rowAction(async (id, { by }) => publishToast(await publishContent(id, by))),
  unpublish: rowAction(async (id, { by }) => {
    const outcome = await unpublishContent(id, by);
    switch (outcome.kind) {
      case 'unpublished':
        return TOASTS.unpublished(outcome.item.title);
      case 'already-draft':
        return TOASTS.alreadyDraft(outcome.item.title);
      case 'not-found':
        return TOASTS.notFound;
    }
  }),
  delete: rowAction(async (id, { by }) => {
    const outcome = await deleteContent(id, by);
    return outcome.kind === 'deleted' ? TOASTS.deleted(outcome.item.title) : TOASTS.notFound;
  }),
  'move-up': rowAction(async (id, { by }) => moveToast(await moveContent(id, 'up', by))),
  'move-down': rowAction(async (id, { by }) => moveToast(await moveContent(id, 'down', by))),
} as const;

function moveToast(outcome: Awaited<ReturnType<typeof moveContent>>): ToastInput {
  switch (outcome.kind) {
    case 'moved':
      return TOASTS.moved(outcome.item.title);
    case 'at-end':
      return TOASTS.atEnd;
    case 'not-found':
      return TOASTS.notFound;
  }
}
