import type { Organization, WithContext } from 'schema-dts';
import { BRAND } from '~/lib/brand';
import { CONTEXT, organizationId } from './common';

/** Who publishes the site: on every public page. */
export function organizationLd(site: string): WithContext<Organization> {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(site),
    name: BRAND,
    url: `${site}/`,
    logo: `${site}/og/logo.png`,
    description: 'Read-only, secure data recovery software for PCs, Macs, drives and phones.',
  };
}
