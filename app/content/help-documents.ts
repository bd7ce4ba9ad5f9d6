import type { SearchDocument } from '~/features/help-center/help-search';
import type { LegalBlock, LegalDocument } from './legal';
import { PRIVACY_POLICY } from './privacy-policy';
import { REFUND_POLICY } from './refund-policy';
import { TERMS_OF_USE } from './terms-of-use';
import { PATHS } from '~/lib/paths';

function blockText(block: LegalBlock): string {
  if (block.kind === 'paragraph') return block.text;
  if (block.kind === 'list') return block.items.map((item) => (item.term ? `${item.term}: ${item.text}` : item.text)).join(' ');
  return `${block.before}${block.linkText}${block.after}`;
}

function policySections(document: LegalDocument, path: string): SearchDocument[] {
  return document.sections.map((section) => ({
    title: section.title,
    source: document.title,
    href: `${path}#${section.id}`,
    text: section.blocks.map(blockText).join(' '),
  }));
}

/**
 * What the help centre's search finds besides the owner's FAQ and guides (features/content): the
 * refund, privacy and terms pages, section by section. One list, so the search's index over it and
 * the content is rebuilt only when the content changes.
 */
export const POLICY_DOCUMENTS: readonly SearchDocument[] = [
  ...policySections(REFUND_POLICY, PATHS.refundPolicy),
  ...policySections(PRIVACY_POLICY, PATHS.privacyPolicy),
  ...policySections(TERMS_OF_USE, PATHS.termsOfUse),
];
