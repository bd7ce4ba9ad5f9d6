import { z } from 'zod';
import { fieldErrors } from '~/lib/forms/form-data';
import { cleanMultiLine, isCleanMultiLine, isSingleLine } from '~/lib/text-safety';
import {
  CONTENT_KINDS,
  hasSlug,
  KIND_FORMS,
  SLUG_MAX,
  TITLE_MAX,
  type ContentDraft,
  type ContentFields,
  type ContentKind,
  type FieldSpec,
} from './model';
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

/** A number of minutes as typed: the number when it is a whole number in range, else the text (shown again). */
function minutesOf(raw: string): number | string {
  const text = raw.trim();
  const minutes = Number(text);
  return /^\d{1,4}$/.test(text) && minutes >= 1 && minutes <= MAX_MINUTES ? minutes : text;
}

// Each field as the server keeps it (`keep`) and what it says of it (`problem`, before the keeping for
// texts, whose control characters are the problem). The schema below and the preview's draft read
// fields the same way.
interface FieldRule {
  keep(raw: string): string | number;
  problem(raw: string): string | null;
}

const line = (label: string, max: number, required: boolean): FieldRule => ({
  keep: (raw) => raw.trim(),
  problem: (raw) => checkLine(label, raw.trim(), max, required),
});

const text = (label: string, max: number, required: boolean): FieldRule => ({
  keep: cleanMultiLine,
  problem: (raw) => checkText(label, raw, max, required),
});

const SLUG: FieldRule = {
  keep: (raw) => raw.trim().toLowerCase(),
  problem: (raw) => {
    const slug = raw.trim().toLowerCase();
    return slug !== '' && !isSlug(slug)
      ? `Use lower-case letters, digits and single hyphens, at most ${SLUG_MAX} characters (e.g. backup-basics).`
      : null;
  },
};

function fieldRule(field: FieldSpec): FieldRule {
  switch (field.input) {
    case 'minutes':
      return {
        keep: minutesOf,
        problem: (raw) => (typeof minutesOf(raw) === 'number' ? null : `${field.label} must be a whole number from 1 to ${MAX_MINUTES}.`),
      };
    case 'select':
      return {
        keep: (raw) => raw,
        problem: (raw) => (field.options!.includes(raw) ? null : `Choose one of: ${field.options!.join(', ')}.`),
      };
    case 'line':
      return line(field.label, field.max ?? 200, field.required);
    case 'text':
      return text(field.label, field.max ?? 2_000, field.required);
  }
}

/** The editor's fields for a kind, by name: the title, the slug (kinds with an address), the kind's own fields, the body. */
function rulesOf(kind: ContentKind): Record<string, FieldRule> {
  const form = KIND_FORMS[kind];
  return {
    title: line(form.titleLabel, TITLE_MAX, true),
    ...(hasSlug(kind) ? { slug: SLUG } : {}),
    ...Object.fromEntries(form.fields.map((field) => [field.name, fieldRule(field)])),
    body: text(form.bodyLabel, form.bodyMax, true),
  };
}

/** One field's schema: read as the server keeps it, its first problem its error. */
function fieldSchema(rule: FieldRule) {
  return z
    .string()
    .catch('')
    .superRefine((raw, context) => {
      const problem = rule.problem(raw);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform(rule.keep);
}

// Each kind's rules and schema, made once: the live preview reads the editor's form at every pause in typing.
const FORMS = Object.fromEntries(
  CONTENT_KINDS.map((kind) => {
    const rules = rulesOf(kind);
    const schema = z.object(Object.fromEntries(Object.entries(rules).map(([name, rule]) => [name, fieldSchema(rule)])));
    return [kind, { rules, schema }];
  }),
) as Record<ContentKind, { rules: Record<string, FieldRule>; schema: z.ZodObject<Record<string, ReturnType<typeof fieldSchema>>> }>;

/**
 * The editor's form for a kind as one Zod schema: each field read as the server keeps it (one-line
 * fields trimmed, texts with \n line breaks and no control characters), its first problem as its
 * error. What saves a content item is its output.
 */
export function contentFormSchema(kind: ContentKind) {
  return FORMS[kind].schema;
}

/** A draft from the fields as the server keeps them (the slug null for kinds without an address). */
function draftOf(kind: ContentKind, kept: Record<string, string | number>): ContentDraft {
  const fields: ContentFields = Object.fromEntries(KIND_FORMS[kind].fields.map((field) => [field.name, kept[field.name]!]));
  return { slug: hasSlug(kind) ? String(kept.slug) : null, title: String(kept.title), body: String(kept.body), fields };
}

/**
 * The editor's post judged by its kind's schema: the draft it saves, or the errors by field name.
 * Either way the draft of what was typed (the live preview shows it while a field is still wrong).
 * An empty slug is made from the title later.
 */
export function parseContentForm(kind: ContentKind, values: ContentFormValues): ParsedContentForm {
  const { rules, schema } = FORMS[kind];
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, draft: draftOf(kind, parsed.data) };
  const kept = Object.fromEntries(Object.entries(rules).map(([name, rule]) => [name, rule.keep(values[name] ?? '')]));
  return { ok: false, errors: fieldErrors<string>(parsed.error) as Record<string, string>, draft: draftOf(kind, kept) };
}
