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
