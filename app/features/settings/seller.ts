import { BRAND } from '~/lib/brand';
// Type only: model.ts builds its Zod schemas when loaded, and this module reaches every public page's JavaScript.
import type { Company } from './model';

/**
 * Who sells, as buyers read it wherever money changes hands (footer, legal pages, checkout, e-mails):
 * the Company settings once they are filled in, and until then the brand alone, never empty text.
 */
export interface Seller {
  /** The legal name, or the brand while no company is set. */
  name: string;
  /** The postal address, or null while no company is set. */
  address: string | null;
  registrationNumber: string | null;
  taxId: string | null;
  /** Whether the Company settings name the seller (false: the brand stands in). */
  named: boolean;
}

const blank = (text: string) => (text.trim() === '' ? null : text.trim());

/** model.ts's hasCompanyDetails (a legal name and a postal address at least), without loading Zod (a test keeps them in step). */
function named(company: Company): boolean {
  return company.legalName.trim() !== '' && company.address.trim() !== '';
}

export function sellerOf(company: Company): Seller {
  if (!named(company)) return { name: BRAND, address: null, registrationNumber: null, taxId: null, named: false };
  return {
    name: company.legalName.trim(),
    address: company.address.trim(),
    registrationNumber: blank(company.registrationNumber),
    taxId: blank(company.taxId),
    named: true,
  };
}

/** 'Acme Software Inc., 500 Market Street, San Francisco', or the brand alone. */
export function sellerLine(seller: Seller): string {
  return seller.address ? `${seller.name}, ${seller.address}` : seller.name;
}

/** The registration and tax numbers, when given: 'Registration No. 123 · VAT ID GB123'. */
export function sellerNumbers(seller: Seller): string | null {
  const parts = [
    seller.registrationNumber ? `Registration No. ${seller.registrationNumber}` : null,
    seller.taxId ? `Tax / VAT ID ${seller.taxId}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}
