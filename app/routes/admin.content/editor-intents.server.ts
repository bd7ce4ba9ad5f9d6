import { data } from 'react-router';
import { ADMIN_CONTENT } from '~/content/admin-content';
import { restoreRevision, saveContent, type SaveOutcome } from '~/features/content/editing.server';
import { formFieldNames, type ContentFormValues } from '~/features/content/form-input';
import { KIND_OF, type ContentItem } from '~/features/content/model';
import { previewContent, type PreviewResult } from '~/features/content/preview.server';
import { findContentItem } from '~/features/content/store.server';
import { publishContent, unpublishContent } from '~/features/content/publishing.server';
import { instantOfWallTime } from '~/features/content/schedule-time';
import { getBusinessHours } from '~/features/settings/settings.server';
import { formText } from '~/lib/forms/form-data';
import { adminContentPath, type ContentSection } from '~/lib/paths';
import type { ToastMessage } from '~/lib/toast';
import { redirectWithToast, type ToastInput } from '~/web/flash.server';
import type { DashboardActionInput } from '~/web/admin-action.server';
import { itemIdOf, publishToast } from './list-intents.server';
import { previewValues } from './screen.server';

// The editor's forms. Save, Preview, Publish now, Schedule and Unpublish are buttons of the one form
// that holds the fields, so nothing typed is lost: each saves the values first (Preview only shows
// them), then does what it says. Restore is a form of its own, on a revision.

const TOASTS = ADMIN_CONTENT.toasts;

/** The editor re-rendered with what was posted: refused (with errors per field) or previewed. */
export interface EditorAnswer {
  intent: 'refused' | 'preview';
  toast: ToastMessage | null;
  values: ContentFormValues;
  errors: Record<string, string>;
  publishAt: string;
  preview: PreviewResult | null;
}

const toastOf = (toast: ToastInput): ToastMessage => ({ id: crypto.randomUUID(), ...toast });

function postedValues(form: FormData, section: ContentSection): ContentFormValues {
  return Object.fromEntries(formFieldNames(KIND_OF[section]).map((name) => [name, formText(form, name)]));
}

/** The editor's section and item as its address names them ('new' or an id). */
export interface EditorTarget {
  section: ContentSection;
  id: number | null;
}

function refuse(input: DashboardActionInput, values: ContentFormValues, toast: ToastInput, errors: Record<string, string> = {}) {
  const body: EditorAnswer = {
    intent: 'refused',
    toast: toastOf(toast),
    values,
    errors,
    publishAt: formText(input.form, 'publishAt'),
    preview: null,
  };
  return data(body, { status: 400, headers: input.signedIn.headers });
}

type Saved = { item: ContentItem; toast: ToastInput } | { refused: Response | ReturnType<typeof data<EditorAnswer>> };

/** Saves the posted values; the saved item, or the answer that refuses them. */
async function save(input: DashboardActionInput, target: EditorTarget, values: ContentFormValues): Promise<Saved> {
  const outcome: SaveOutcome = await saveContent(KIND_OF[target.section], target.id, values, input.by);
  switch (outcome.kind) {
    case 'invalid':
      return { refused: refuse(input, values, TOASTS.invalid, outcome.errors) };
    case 'not-found':
      return { refused: await redirectWithToast(adminContentPath(target.section), TOASTS.notFound, { headers: input.signedIn.headers }) };
    case 'created':
      return { item: outcome.item, toast: TOASTS.created(outcome.item.title) };
    case 'updated':
      return { item: outcome.item, toast: TOASTS.saved(outcome.item.title) };
    case 'unchanged':
      return { item: outcome.item, toast: TOASTS.unchanged };
  }
}

/**
 * The editor's intents. `targetOf` reads the address (it may answer 404), so it runs only once the
 * session is checked (answerScreenForm): an anonymous post learns nothing from it.
 */
export function editorActions(targetOf: () => EditorTarget) {
  const back = (id: number, toast: ToastInput, input: DashboardActionInput) =>
    redirectWithToast(adminContentPath(targetOf().section, id), toast, { headers: input.signedIn.headers });
  const withTarget =
    (run: (input: DashboardActionInput, target: EditorTarget) => Promise<Response | ReturnType<typeof data<EditorAnswer>>>) =>
    (input: DashboardActionInput) =>
      run(input, targetOf());
  return {
    save: withTarget(async (input, target) => {
      const saved = await save(input, target, postedValues(input.form, target.section));
      return 'refused' in saved ? saved.refused : back(saved.item.id, saved.toast, input);
    }),
    preview: withTarget(async (input, target) => {
      const values = postedValues(input.form, target.section);
      const body: EditorAnswer = {
        intent: 'preview',
        toast: null,
        values,
        errors: {},
        publishAt: formText(input.form, 'publishAt'),
        preview: await previewContent(
          KIND_OF[target.section],
          previewValues(values),
          target.id === null ? null : await findContentItem(target.id),
        ),
      };
      return data(body, { headers: input.signedIn.headers });
    }),
    publish: withTarget(async (input, target) => {
      const saved = await save(input, target, postedValues(input.form, target.section));
      if ('refused' in saved) return saved.refused;
      return back(saved.item.id, await publishToast(await publishContent(saved.item.id, input.by)), input);
    }),
    schedule: withTarget(async (input, target) => {
      const values = postedValues(input.form, target.section);
      const at = instantOfWallTime(formText(input.form, 'publishAt'), (await getBusinessHours()).timeZone);
      if (!at) return refuse(input, values, TOASTS.badTime, { publishAt: TOASTS.badTime.description });
      if (at.getTime() <= Date.now()) return refuse(input, values, TOASTS.notInFuture, { publishAt: TOASTS.notInFuture.description });
      const saved = await save(input, target, values);
      if ('refused' in saved) return saved.refused;
      return back(saved.item.id, await publishToast(await publishContent(saved.item.id, input.by, at)), input);
    }),
    unpublish: withTarget(async (input, target) => {
      const saved = await save(input, target, postedValues(input.form, target.section));
      if ('refused' in saved) return saved.refused;
      const outcome = await unpublishContent(saved.item.id, input.by);
      const toast =
        outcome.kind === 'unpublished'
          ? TOASTS.unpublished(outcome.item.title)
          : outcome.kind === 'already-draft'
            ? TOASTS.alreadyDraft(outcome.item.title)
            : TOASTS.notFound;
      return back(saved.item.id, toast, input);
    }),
    restore: withTarget(async (input, target) => {
      const revision = itemIdOf(input.form);
      if (target.id === null || revision === null) return back(target.id ?? 0, TOASTS.notFound, input);
      const outcome = await restoreRevision(target.id, revision, input.by);
      switch (outcome.kind) {
        case 'restored':
          return back(target.id, TOASTS.restored(outcome.item.title), input);
        case 'unchanged':
          return back(target.id, TOASTS.unchanged, input);
        case 'invalid':
          return back(target.id, TOASTS.notRestored, input);
        case 'not-found':
          return redirectWithToast(adminContentPath(target.section), TOASTS.notFound, { headers: input.signedIn.headers });
      }
    }),
  };
}
