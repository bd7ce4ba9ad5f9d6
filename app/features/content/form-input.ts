import { cleanMultiLine, isCleanMultiLine, isSingleLine } from '~/lib/text-safety';
import { hasSlug, KIND_FORMS, SLUG_MAX, TITLE_MAX, type ContentDraft, type ContentFields, type ContentKind, type FieldSpec } from './model';
import { isSlug } from './slugs';

/** What the editor posts, field by field, as typed. */
export type ContentFormValues = Record<string, string>;

/** The field names the editor posts for a kind, in its order. */
export function formFieldNames(kind: ContentKind): string[] {
  return ['title', ...(hasSlug(kind) ? ['slug'] : []), ...KIND_FORMS[kind].fields.map((field) => field.name), 'body'];
}

/** The editor's values of a saved draft. */
export function formValuesOf(kind: ContentKind, draft: ContentDraft): ContentFormValues {
  const values: ContentFormValues = { title: draft.title, body: draft.body };
  if (hasSlug(kind)) values.slug = draft.slug ?? '';
  for (const field of KIND_FORMS[kind].fields) values[field.name] = String(draft.fields[field.name] ?? '');
  return values;
}

/** Empty values for a new item (selects on their first option). */
export function emptyFormValues(kind: ContentKind): ContentFormValues {
  const values: ContentFormValues = Object.fromEntries(formFieldNames(kind).map((name) => [name, '']));
  for (const field of KIND_FORMS[kind].fields) if (field.options) values[field.name] = field.options[0]!;
  return values;
}

export type ParsedContentForm = { ok: true; draft: ContentDraft } | { ok: false; errors: Record<string, string>; draft: ContentDraft };

const MAX_MINUTES = 24 * 60;

function checkLine(label: string, value: string, max: number, required: boolean): string | null {
  if (!isSingleLine(value)) return `${label} must be one line of text.`;
  if (required && value === '') return `${label} is required.`;
  if (value.length > max) return `${label} must be at most ${max.toLocaleString('en-US')} characters.`;
  return null;
}

function checkText(label: string, value: string, max: number, required: boolean): string | null {
  if (!isCleanMultiLine(value)) return `${label} holds characters that are not text.`;
  if (required && value.trim() === '') return `${label} is required.`;
  if (value.length > max) return `${label} must be at most ${max.toLocaleString('en-US')} characters.`;
  return null;
}

function parseField(field: FieldSpec, raw: string): { value: string | number; error: string | null } {
  if (field.input === 'minutes') {
    const text = raw.trim();
    const minutes = Number(text);
    const ok = /^\d{1,4}$/.test(text) && minutes >= 1 && minutes <= MAX_MINUTES;
    return { value: ok ? minutes : text, error: ok ? null : `${field.label} must be a whole number from 1 to ${MAX_MINUTES}.` };
  }
  if (field.input === 'select') {
    const ok = field.options!.includes(raw);
    return { value: raw, error: ok ? null : `Choose one of: ${field.options!.join(', ')}.` };
  }
  if (field.input === 'line') {
    const value = raw.trim();
    return { value, error: checkLine(field.label, value, field.max ?? 200, field.required) };
  }
  const value = cleanMultiLine(raw);
  return { value, error: checkText(field.label, raw, field.max ?? 2_000, field.required) };
}

/**
 * The editor's post as a draft, every field checked the way the server keeps it (one-line fields
 * trimmed, texts with their line breaks, no control characters); errors by field name with the
 * values as typed, so nothing typed is lost. An empty slug is made from the title later.
 */
export function parseContentForm(kind: ContentKind, values: ContentFormValues): ParsedContentForm {
  const form = KIND_FORMS[kind];
  const errors: Record<string, string> = {};
  const title = (values.title ?? '').trim();
  const titleError = checkLine(form.titleLabel, title, TITLE_MAX, true);
  if (titleError) errors.title = titleError;
  let slug: string | null = null;
  if (hasSlug(kind)) {
    slug = (values.slug ?? '').trim().toLowerCase();
    if (slug !== '' && !isSlug(slug)) {
      errors.slug = `Use lower-case letters, digits and single hyphens, at most ${SLUG_MAX} characters (e.g. backup-basics).`;
    }
  }
  const rawBody = values.body ?? '';
  const bodyError = checkText(form.bodyLabel, rawBody, form.bodyMax, true);
  if (bodyError) errors.body = bodyError;
  const fields: ContentFields = {};
  for (const field of form.fields) {
    const { value, error } = parseField(field, values[field.name] ?? '');
    fields[field.name] = value;
    if (error) errors[field.name] = error;
  }
  const draft: ContentDraft = { slug, title, body: cleanMultiLine(rawBody), fields };
  return Object.keys(errors).length ? { ok: false, errors, draft } : { ok: true, draft };
}
