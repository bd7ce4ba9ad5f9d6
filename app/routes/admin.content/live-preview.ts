import { data } from 'react-router';
import { formFieldNames } from '~/features/content/form-input';
import { KIND_OF } from '~/features/content/model';
import { previewContent } from '~/features/content/preview.server';
import { findContentItem } from '~/features/content/store.server';
import { formText, readFormData } from '~/lib/forms/form-data';
import { isContentSection } from '~/lib/paths';
import { requireAdmin } from '~/web/auth.server';
import { previewValues } from './screen.server';
import type { Route } from './+types/live-preview';

/**
 * The editor's preview as you type (JavaScript on): the values posted, never saved, rendered as the
 * page will show them (the same safe Markdown rendering and tokens), with what the facts check finds.
 */
export async function action({ request }: Route.ActionArgs) {
  const signedIn = await requireAdmin(request);
  const form = (await readFormData(request)) ?? new FormData();
  const section = formText(form, 'section');
  if (!isContentSection(section)) throw data('Not Found', { status: 404 });
  const kind = KIND_OF[section];
  const values = Object.fromEntries(formFieldNames(kind).map((name) => [name, formText(form, name)]));
  // The saved item's status and dates (a post's date), when the editor is one's.
  const id = formText(form, 'id');
  const saved = /^\d{1,15}$/.test(id) ? await findContentItem(Number(id)) : null;
  // A plain JSON answer: the editor fetches it itself, so no page's data is revalidated as you type.
  return Response.json(await previewContent(kind, previewValues(values), saved?.kind === kind ? saved : null), {
    headers: signedIn.headers,
  });
}
