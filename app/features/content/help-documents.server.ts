import type { SearchDocument } from '~/features/help-center/help-search';
import { contentVersions } from '~/lib/db/content-version.server';
import { guidePath, PATHS } from '~/lib/paths';
import { currentFacts, guideView, faqView } from './public.server';
import { db } from '~/lib/db/db.server';
import { itemOf } from './store.server';

let built: { version: number; others: readonly SearchDocument[]; documents: readonly SearchDocument[] } | null = null;
let building: { version: number; documents: Promise<readonly SearchDocument[]> } | null = null;

async function build(others: readonly SearchDocument[]): Promise<readonly SearchDocument[]> {
  const { facts } = await currentFacts();
  const rows = await db
    .selectFrom('content_items')
    .selectAll()
    .where('kind', 'in', ['faq', 'guide'])
    .where('status', '=', 'published')
    .orderBy('position')
    .orderBy('id')
    .execute();
  const items = rows.map(itemOf);
  const faq = items
    .filter((item) => item.kind === 'faq')
    .map((item) => faqView(item, facts))
    .map((entry) => ({ title: entry.question, source: 'FAQ', href: `${PATHS.helpCenter}#${entry.id}`, text: entry.answer }));
  const guides = items
    .filter((item) => item.kind === 'guide')
    .map((item) => guideView(item, facts))
    .map((guide) => ({
      title: guide.title,
      source: 'User Guide',
      href: guidePath(guide.slug),
      text: [guide.description, guide.intro, ...guide.steps.map((step) => `${step.title}. ${step.text}`), guide.tip]
        .filter(Boolean)
        .join(' '),
    }));
  return [...faq, ...guides, ...others];
}

/**
 * What the help centre's search looks through: the published FAQ entries, then the published guides
 * (as their pages read, tokens filled), then `others` (the policy pages). One list per content version:
 * the search builds its MiniSearch index once per list (help-center/help-search.ts), so a publish (or a
 * saved setting) rebuilds it on the next search, in every process: on PostgreSQL the version is read
 * from the database first.
 */
export async function helpSearchDocuments(others: readonly SearchDocument[]): Promise<readonly SearchDocument[]> {
  await contentVersions.refresh();
  const version = contentVersions.current();
  if (built && built.version === version && built.others === others) return built.documents;
  // Read after the version: a list is never newer than its label says, only possibly fresher.
  if (!building || building.version !== version) {
    const started = { version, documents: build(others) };
    building = started;
    void started.documents
      .finally(() => {
        if (building === started) building = null;
      })
      .catch(() => {});
  }
  const documents = await building.documents;
  if (!built || built.version <= version) built = { version, others, documents };
  return documents;
}
