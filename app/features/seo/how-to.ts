import type { HowTo, WithContext } from 'schema-dts';
import type { GuideView } from '~/features/content/public.server';
import { BRAND } from '~/lib/brand';
import { CONTEXT, organizationId } from './common';

/** A user guide as a HowTo: its steps in order, each with its anchor on the guide's page. */
export function howToLd(site: string, guide: GuideView, path: string): WithContext<HowTo> {
  const url = `${site}${path}`;
  return {
    '@context': CONTEXT,
    '@type': 'HowTo',
    '@id': url,
    name: guide.title,
    description: guide.description,
    totalTime: guide.totalTime,
    url,
    publisher: { '@type': 'Organization', '@id': organizationId(site), name: BRAND },
    step: guide.steps.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      name: step.title,
      text: step.text,
      url: `${url}#step-${index + 1}`,
    })),
  };
}
