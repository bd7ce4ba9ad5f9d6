import { z } from 'zod';
import { DEFAULT_TIME_ZONE } from '~/features/catalogue/promises';

// The three site_settings rows. Shapes follow the spec's keys exactly (camelCase inside the JSON).
export const pricesSchema = z.object({
  monthly: z.string(),
  yearly: z.string(),
  lifetime: z.string(),
});

export const contactSchema = z.object({
  phone: z.string(),
  email: z.string(),
  address: z.string(),
});

export const achDetailsSchema = z.object({
  accountHolder: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  routingNumber: z.string(),
});

// International transfers (a row beside the spec's three): the IBAN, BIC/SWIFT, the bank's name and
// address and an optional intermediary bank a wire from abroad needs; all empty until set. And how
// short a transfer may arrive (the banks' fees taken on the way) and still be matched to its order.
export const wireDetailsSchema = z.object({
  iban: z.string(),
  bic: z.string(),
  bankName: z.string(),
  bankAddress: z.string(),
  intermediary: z.string(),
  acceptShortByCents: z.number().int().nonnegative(),
});

// The free download (a fourth row, beside the spec's three): one version for both installers, and each
// platform's file, or null while that installer is not offered. Validated when saved (downloads-form.server.ts).
const downloadFileSchema = z.object({ url: z.string(), size: z.string(), sha256: z.string() });

export const downloadsSchema = z.object({
  version: z.string(),
  releaseDate: z.string(),
  windows: downloadFileSchema.nullable(),
  macos: downloadFileSchema.nullable(),
});

// The seller, named wherever money changes hands (footer, checkout, e-mails, invoices): empty until the
// administrator fills it in (the dashboard's setup checklist asks for it).
export const companySchema = z.object({
  legalName: z.string(),
  address: z.string(),
  registrationNumber: z.string(),
  taxId: z.string(),
});

// When support is there: the hours are the catalogue's (catalogue/promises.ts), their time zone this
// setting (an IANA name), so a buyer abroad knows what '9 am' means.
export const businessHoursSchema = z.object({ timeZone: z.string() });

export type Prices = z.infer<typeof pricesSchema>;
export type BusinessHours = z.infer<typeof businessHoursSchema>;
export type Company = z.infer<typeof companySchema>;
export type ContactInfo = z.infer<typeof contactSchema>;
export type AchDetails = z.infer<typeof achDetailsSchema>;
export type WireDetails = z.infer<typeof wireDetailsSchema>;
export type Downloads = z.infer<typeof downloadsSchema>;
export type DownloadFile = z.infer<typeof downloadFileSchema>;

/** Nothing to download yet: the page says the download is coming soon. */
export const NO_DOWNLOADS: Downloads = { version: '', releaseDate: '', windows: null, macos: null };

/** No international details, and only exact amounts match. */
export const NO_WIRE_DETAILS: WireDetails = { iban: '', bic: '', bankName: '', bankAddress: '', intermediary: '', acceptShortByCents: 0 };

/** Whether buyers abroad can be shown where to send a wire: an IBAN and a BIC at least. */
export function hasWireDetails(wire: WireDetails): boolean {
  return wire.iban.trim() !== '' && wire.bic.trim() !== '';
}

/** No company details yet. */
export const NO_COMPANY: Company = { legalName: '', address: '', registrationNumber: '', taxId: '' };

/** Whether the seller is named: a legal name and a postal address at least. */
export function hasCompanyDetails(company: Company): boolean {
  return company.legalName.trim() !== '' && company.address.trim() !== '';
}

export interface SiteSettings {
  prices_usd: Prices;
  contact_us: ContactInfo;
  ach_details: AchDetails;
  downloads: Downloads;
  company: Company;
  business_hours: BusinessHours;
  wire_details: WireDetails;
}

/** The business hours' zone until the administrator picks another. */
export const DEFAULT_BUSINESS_HOURS: BusinessHours = { timeZone: DEFAULT_TIME_ZONE };

export const DEFAULT_SETTINGS: SiteSettings = {
  prices_usd: { monthly: '29.99', yearly: '79.99', lifetime: '149.99' },
  contact_us: {
    phone: '+1 (800) 555-0199',
    email: 'support@recoverly.com',
    address: '500 Market Street, Suite 300, San Francisco, CA 94105',
  },
  ach_details: {
    accountHolder: 'Recoverly Software Inc.',
    bankName: 'First Harbor Bank',
    accountNumber: '4532019876',
    routingNumber: '071923459',
  },
  downloads: NO_DOWNLOADS,
  company: NO_COMPANY,
  business_hours: DEFAULT_BUSINESS_HOURS,
  wire_details: NO_WIRE_DETAILS,
};
