import type { BlogPosting, FAQPage, Offer, Organization, SoftwareApplication, WithContext } from 'schema-dts';
import type { BlogPost } from '~/content/blog-posts';
import { BRAND } from '~/content/brand';
import type { FaqEntry } from '~/content/faq';
import { PLANS, parsePrice, type PlanName } from './plans';

// JSON-LD for search engines, typed against the schema.org vocabulary (schema-dts). Everything is
// built from the site's own content and settings, so it never says something the page does not.

const CONTEXT = 'https://schema.org' as const;

export const organizationId = (site: string) => `${site}/#organization`;

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

/** How long each paid period lasts, as an ISO 8601 duration (Lifetime has none). */
const BILLING_DURATION: Record<PlanName, string | null> = { Monthly: 'P1M', Yearly: 'P1Y', Lifetime: null };

/**
 * The software with one Offer per plan, at the prices in settings (as typed by the administrator:
 * a price that is not an amount is left out rather than guessed). Null when no price is readable.
 */
export function softwareApplicationLd(site: string, prices: Record<PlanName, string> | null): WithContext<SoftwareApplication> | null {
  const offers: Offer[] = [];
  for (const plan of PLANS) {
    const amount = parsePrice(prices?.[plan.name]);
    if (amount === null) continue;
    const price = amount.toFixed(2);
    const duration = BILLING_DURATION[plan.name];
    offers.push({
      '@type': 'Offer',
      name: `${BRAND} ${plan.name} license`,
      price,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: `${site}/pricing`,
      ...(duration
        ? { priceSpecification: { '@type': 'UnitPriceSpecification', price, priceCurrency: 'USD', billingDuration: duration } }
        : {}),
    });
  }
  if (offers.length === 0) return null;
  return {
    '@context': CONTEXT,
    '@type': 'SoftwareApplication',
    name: `${BRAND} Data Recovery`,
    applicationCategory: 'UtilitiesApplication',
    operatingSystem: 'Windows, macOS',
    description:
      'Recover deleted, formatted or lost files from PCs, Macs, laptops, external drives and other storage. Read-only scans; the free trial scans and previews.',
    url: `${site}/products`,
    publisher: { '@id': organizationId(site) },
    offers,
  };
}

/** The help centre's questions and their answers. */
export function faqPageLd(site: string, entries: readonly FaqEntry[]): WithContext<FAQPage> {
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

function articleText(post: BlogPost): string {
  return post.body.map((block) => (block.kind === 'list' ? block.items.join('\n') : block.text)).join('\n\n');
}

/** One blog post; the blog has no pages of its own, so its address is its anchor on /blog. */
export function blogPostingLd(site: string, post: BlogPost): WithContext<BlogPosting> {
  const url = `${site}/blog#${post.slug}`;
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    '@id': url,
    headline: post.title,
    description: post.excerpt,
    articleSection: post.category,
    articleBody: articleText(post),
    datePublished: post.isoDate,
    dateModified: post.isoDate,
    url,
    mainEntityOfPage: url,
    image: `${site}/og/blog.png`,
    author: { '@type': 'Organization', name: BRAND, url: `${site}/` },
    publisher: { '@type': 'Organization', '@id': organizationId(site), name: BRAND, logo: `${site}/og/logo.png` },
  };
}
