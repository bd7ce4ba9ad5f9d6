import type { FAQPage, WithContext } from 'schema-dts';
import type { FaqView } from '~/features/content/public.server';
import { CONTEXT } from './common';

/** The help centre's questions and their answers. */
export function faqPageLd(site: string, entries: readonly Pick<FaqView, 'question' | 'answer'>[]): WithContext<FAQPage> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    url: `${site}/help-center`,
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
