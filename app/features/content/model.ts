import type { ContentSection } from '~/lib/paths';

/**
 * The texts the owner writes from the dashboard, in one table with a kind each: blog posts, user
 * guides, FAQ entries and testimonials. Each is written in Markdown (features/content/markdown.server.ts),
 * may name the catalogue's facts as tokens (facts.ts), and is a draft, scheduled or published.
 */
export const CONTENT_KINDS = ['post', 'guide', 'faq', 'testimonial'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Draft: only the dashboard sees it. Scheduled: published by itself at its time. Published: on the site. */
export const CONTENT_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const CONTENT_STATUS_LABELS: Readonly<Record<ContentStatus, string>> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

/** The Content screen's list of each kind (its address: lib/paths.ts). */
export const SECTION_OF: Readonly<Record<ContentKind, ContentSection>> = {
  post: 'blog',
  guide: 'guides',
  faq: 'faq',
  testimonial: 'testimonials',
};

export const KIND_OF: Readonly<Record<ContentSection, ContentKind>> = {
  blog: 'post',
  guides: 'guide',
  faq: 'faq',
  testimonials: 'testimonial',
};

/** Kinds shown in an order the owner sets (Move up, Move down); posts go by their date. */
export function isOrdered(kind: ContentKind): boolean {
  return kind !== 'post';
}

/** Kinds with an address or an anchor made from the title. */
export function hasSlug(kind: ContentKind): boolean {
  return kind !== 'testimonial';
}

export const POST_COLOURS = ['blue', 'green', 'purple'] as const;
export type PostColour = (typeof POST_COLOURS)[number];
/** The pictures a post's card may show (symbols of the site's icon sprite). */
export const POST_ICONS = ['lightbulb', 'shield', 'cpu', 'disk', 'file-restore', 'smartphone', 'server', 'wrench'] as const;
export type PostIcon = (typeof POST_ICONS)[number];
export const GUIDE_PLANS = ['Monthly', 'Yearly', 'Lifetime'] as const;

/** One field of the editor besides the title, the slug and the body. */
export interface FieldSpec {
  name: string;
  label: string;
  input: 'line' | 'text' | 'select' | 'minutes';
  /** The longest text, in characters. */
  max?: number;
  options?: readonly string[];
  required: boolean;
  help?: string;
}

/** How the editor names a kind's title and body, and the kind's other fields. */
export interface KindForm {
  /** 'post', 'guide', 'FAQ entry', 'testimonial' as a sentence says it. */
  noun: string;
  titleLabel: string;
  bodyLabel: string;
  bodyHelp: string;
  /** The longest body, in characters. */
  bodyMax: number;
  fields: readonly FieldSpec[];
}

export const TITLE_MAX = 200;
export const SLUG_MAX = 80;

export const KIND_FORMS: Readonly<Record<ContentKind, KindForm>> = {
  post: {
    noun: 'post',
    titleLabel: 'Title',
    bodyLabel: 'Article',
    bodyHelp: 'Markdown. Headings start at ## (the title is the page’s only top heading).',
    // About 5,000 words: a long article, and the most Markdown (hostile or not) renders in well under
    // the 50 ms a request may hold the server (markdown.server.test.ts).
    bodyMax: 30_000,
    fields: [
      { name: 'category', label: 'Category', input: 'line', max: 40, required: true, help: 'Shown on the card, e.g. Guide, Security.' },
      {
        name: 'excerpt',
        label: 'Excerpt',
        input: 'text',
        max: 400,
        required: true,
        help: 'The card’s summary, the feed’s and search engines’.',
      },
      { name: 'colour', label: 'Colour', input: 'select', options: POST_COLOURS, required: true },
      { name: 'icon', label: 'Picture', input: 'select', options: POST_ICONS, required: true },
    ],
  },
  guide: {
    noun: 'guide',
    titleLabel: 'Title',
    bodyLabel: 'Steps',
    bodyHelp: 'Markdown. Each step starts with a ## heading, its title; the text below it is the step.',
    bodyMax: 30_000,
    fields: [
      { name: 'description', label: 'Description', input: 'line', max: 200, required: true, help: 'One line, on the help centre’s list.' },
      { name: 'intro', label: 'Introduction', input: 'text', max: 600, required: true },
      { name: 'duration', label: 'How long it takes, in words', input: 'line', max: 80, required: true, help: 'e.g. About 15 minutes.' },
      { name: 'minutes', label: 'How long it takes, in minutes', input: 'minutes', required: true, help: 'For search engines (HowTo).' },
      { name: 'tip', label: 'Good to know', input: 'text', max: 600, required: false },
      { name: 'plan', label: 'The plan it ends with', input: 'select', options: GUIDE_PLANS, required: true },
      { name: 'planWhy', label: 'Why that plan', input: 'line', max: 200, required: true },
    ],
  },
  faq: {
    noun: 'FAQ entry',
    titleLabel: 'Question',
    bodyLabel: 'Answer',
    bodyHelp: 'Markdown, usually a paragraph or two.',
    bodyMax: 5_000,
    fields: [],
  },
  testimonial: {
    noun: 'testimonial',
    titleLabel: 'Name',
    bodyLabel: 'Quote',
    bodyHelp: 'Plain text, without the quotation marks (the page adds them).',
    bodyMax: 1_000,
    fields: [{ name: 'role', label: 'Title or role', input: 'line', max: 80, required: true, help: 'e.g. Freelance Photographer.' }],
  },
};

/** A kind's other fields, as stored (JSON): text, or whole minutes. */
export type ContentFields = Record<string, string | number>;

/** The editable part of an item: what a revision keeps and a restore brings back. */
export interface ContentDraft {
  slug: string | null;
  title: string;
  body: string;
  fields: ContentFields;
}

export interface ContentItem extends ContentDraft {
  id: number;
  kind: ContentKind;
  status: ContentStatus;
  position: number;
  publishedAt: string | null;
  firstPublishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A revision's fields in one flat object, as they are compared and stored. */
export function snapshotOf(draft: ContentDraft): Record<string, string | number | null> {
  return { slug: draft.slug, title: draft.title, body: draft.body, ...draft.fields };
}

/** The names of the fields whose values differ between two snapshots, in the editor's order. */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown>): string[] {
  if (!before) return Object.keys(after);
  const names = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return names.filter((name) => (before[name] ?? null) !== (after[name] ?? null));
}

/** A field's name as the editor labels it. */
export function fieldLabel(kind: ContentKind, name: string): string {
  const form = KIND_FORMS[kind];
  if (name === 'title') return form.titleLabel;
  if (name === 'body') return form.bodyLabel;
  if (name === 'slug') return kind === 'faq' ? 'Anchor' : 'Address';
  return form.fields.find((field) => field.name === name)?.label ?? name;
}
