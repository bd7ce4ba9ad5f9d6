import { getPrices } from '~/features/settings/settings.server';
import { factWarnings, tokenGuide, type FactWarning } from './facts';
import { parseContentForm, type ContentFormValues } from './form-input';
import { KIND_FORMS, type ContentItem, type ContentKind } from './model';
import {
  currentFacts,
  faqView,
  guidePlanOffer,
  guideView,
  postView,
  testimonialView,
  type FaqView,
  type GuidePlanOffer,
  type GuideView,
  type PostView,
  type TestimonialView,
} from './public.server';

/** An item as its page will show it, built from the editor's values (saved or not). */
export type ContentPreview =
  | { kind: 'post'; post: PostView }
  | { kind: 'guide'; guide: GuideView; plan: GuidePlanOffer }
  | { kind: 'faq'; entry: FaqView }
  | { kind: 'testimonial'; testimonial: TestimonialView };

export interface PreviewResult {
  preview: ContentPreview;
  /** Numbers the text states that contradict the catalogue, and tokens it doesn't know. */
  warnings: FactWarning[];
}

/** Every text the editor holds, for the facts check. */
function textsOf(kind: ContentKind, values: ContentFormValues): string[] {
  return ['title', 'body', ...KIND_FORMS[kind].fields.filter((field) => field.input !== 'select').map((field) => field.name)].map(
    (name) => values[name] ?? '',
  );
}

/**
 * The preview of the editor's values, with what the facts check finds in them: the same rendering
 * the public page uses (Markdown made safe, tokens filled with today's facts). Values that would not
 * save are shown as typed; the save says what is wrong with them.
 */
export async function previewContent(
  kind: ContentKind,
  values: ContentFormValues,
  saved: Pick<ContentItem, 'status' | 'publishedAt' | 'updatedAt' | 'createdAt'> | null = null,
): Promise<PreviewResult> {
  const { facts, timeZone } = await currentFacts();
  const { draft } = parseContentForm(kind, values);
  const now = new Date().toISOString();
  const item: ContentItem = {
    id: 0,
    kind,
    ...draft,
    status: saved?.status ?? 'draft',
    position: 0,
    publishedAt: saved?.publishedAt ?? null,
    firstPublishedAt: null,
    createdAt: saved?.createdAt ?? now,
    updatedAt: saved?.updatedAt ?? now,
  };
  const warnings = textsOf(kind, values).flatMap((text) => factWarnings(text, facts));
  return { preview: await previewOf(item, facts, timeZone), warnings };
}

async function previewOf(
  item: ContentItem,
  facts: Awaited<ReturnType<typeof currentFacts>>['facts'],
  timeZone: string,
): Promise<ContentPreview> {
  switch (item.kind) {
    case 'post':
      return { kind: 'post', post: postView({ ...item, publishedAt: item.publishedAt ?? item.updatedAt }, facts, timeZone) };
    case 'guide': {
      const guide = guideView(item, facts);
      return { kind: 'guide', guide, plan: guidePlanOffer(guide, await getPrices()) };
    }
    case 'faq':
      return { kind: 'faq', entry: faqView(item, facts) };
    case 'testimonial':
      return { kind: 'testimonial', testimonial: testimonialView(item, facts) };
  }
}

/** The tokens the editor documents beside the text, with what each reads as today. */
export async function currentTokenGuide() {
  return tokenGuide((await currentFacts()).facts);
}
