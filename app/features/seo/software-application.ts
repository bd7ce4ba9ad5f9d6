import type { Offer, SoftwareApplication, WithContext } from 'schema-dts';
import { BRAND } from '~/lib/brand';
import { PLANS, planFeatures, type PlanName } from '~/features/catalogue/plans';
import { priceAmount } from '~/features/catalogue/prices';
import { CONTEXT, organizationId } from './common';

/**
 * The software with one Offer per plan, at the prices in settings (as typed by the administrator:
 * a price that is not an amount is left out rather than guessed). Null when no price is readable.
 */
export function softwareApplicationLd(site: string, prices: Record<PlanName, string> | null): WithContext<SoftwareApplication> | null {
  const offers: Offer[] = [];
  for (const plan of PLANS) {
    const amount = priceAmount(prices?.[plan.name]);
    if (amount === null) continue;
    const price = amount.toFixed(2);
    const duration = plan.billingDuration;
    offers.push({
      '@type': 'Offer',
      name: `${BRAND} ${plan.name} license`,
      // The plan's facts as the pricing cards list them (the plan catalogue).
      description: planFeatures(plan).join(', '),
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
