import { BRAND } from '~/lib/brand';
import { REPLY_TIME } from '~/features/requests/reply-time';

/** A block of legal prose: a paragraph, a list (optionally with a bold term per item), or the contact line. */
export type LegalBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: { term?: string; text: string }[] }
  | { kind: 'contact'; before: string; linkText: string; after: string };

export interface LegalSection {
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  description: string;
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}

export const LAST_UPDATED = 'Last Updated: October 26, 2025';

export const contactBlock = (subject: string): LegalBlock => ({
  kind: 'contact',
  before: `If you have any questions about ${subject}, please `,
  linkText: 'contact us',
  after: `. We answer every enquiry ${REPLY_TIME}.`,
});

/**
 * Who "we" are, under each policy's introduction: the seller from the Company settings (legal name,
 * address, numbers), or the brand while they are empty.
 */
export function whoWeAre(name: string, address: string | null, numbers: string | null): string {
  if (!address) return `"We", "us" and "our" mean ${BRAND}, the seller of the ${BRAND} software and the operator of this website.`;
  return `"We", "us" and "our" mean ${name}, ${address}${numbers ? ` (${numbers})` : ''}, the seller of the ${BRAND} software and the operator of this website.`;
}
