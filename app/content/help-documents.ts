import { faqEntries } from './faq';
import { DEFAULT_TIME_ZONE, supportHoursText } from '~/features/catalogue/promises';
import { GUIDES, guidePath } from './guides';
import type { LegalBlock, LegalDocument } from './legal';
import { PRIVACY_POLICY } from './privacy-policy';
import { REFUND_POLICY } from './refund-policy';
import { TERMS_OF_USE } from './terms-of-use';
import { PATHS } from '~/lib/paths';

/** What the help centre's search looks through, as plain text with an address each (the search: features/help-center/help-search.ts). */
export interface HelpDocument {
  title: string;
  source: string;
  href: string;
  text: string;
}

function blockText(block: LegalBlock): string {
  if (block.kind === 'paragraph') return block.text;
  if (block.kind === 'list') return block.items.map((item) => (item.term ? `${item.term}: ${item.text}` : item.text)).join(' ');
  return `${block.before}${block.linkText}${block.after}`;
}

function policySections(document: LegalDocument, path: string): HelpDocument[] {
  return document.sections.map((section) => ({
    title: section.title,
    source: document.title,
    href: `${path}#${section.id}`,
    text: section.blocks.map(blockText).join(' '),
  }));
}

function buildDocuments(supportHours: string): readonly HelpDocument[] {
  return [
    ...faqEntries(supportHours).map((entry) => ({
      title: entry.question,
      source: 'FAQ',
      href: `${PATHS.helpCenter}#${entry.id}`,
      text: entry.answer,
    })),
    ...GUIDES.map((guide) => ({
      title: guide.title,
      source: 'User Guide',
      href: guidePath(guide.slug),
      text: [guide.description, guide.intro, ...guide.steps.map((step) => `${step.title}. ${step.text}`), guide.tip].join(' '),
    })),
    ...policySections(REFUND_POLICY, PATHS.refundPolicy),
    ...policySections(PRIVACY_POLICY, PATHS.privacyPolicy),
    ...policySections(TERMS_OF_USE, PATHS.termsOfUse),
  ];
}

// One list per hours text (there is one time zone at a time), so the search's index is built once for it.
const built = new Map<string, readonly HelpDocument[]>();

/**
 * The FAQ, the user guides, then the refund, privacy and terms pages, section by section, with the
 * support hours in the site's time zone (supportHoursText).
 */
export function helpDocuments(supportHours: string): readonly HelpDocument[] {
  let documents = built.get(supportHours);
  if (!documents) {
    documents = buildDocuments(supportHours);
    built.set(supportHours, documents);
  }
  return documents;
}

/** The documents as a site with the default time zone has them. */
export const HELP_DOCUMENTS: readonly HelpDocument[] = helpDocuments(supportHoursText(DEFAULT_TIME_ZONE));
