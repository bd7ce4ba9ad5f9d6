import { PLANS } from '~/features/catalogue/plans';
import type { AchDetails } from './model';
import { BANK_FIELDS, WIRE_FIELDS } from './bank-fields';

// The fields buyers pay into, as checkout and e-mails name them, live in bank-fields.ts: the public
// pages' script carries those few labels, not every field of this form.
export { BANK_FIELDS, WIRE_FIELDS };

/**
 * The settings the administrator edits, one entry per form field: its name (the key inside its
 * site_settings row), its label (the form, its error messages, the Activity view and e-mails about
 * changes all use it), its group, and how it is typed. The groups' headings and hints are page copy
 * (content/admin.ts).
 */

/** Bank numbers are never written whole into the log or an alert: the last four characters only. */
export const MASKED_FIELDS: ReadonlySet<string> = new Set<string>(['accountNumber', 'routingNumber', 'iban']);

const bank = (name: keyof AchDetails) => {
  const field = BANK_FIELDS.find((f) => f.name === name)!;
  return { name, label: 'settingsLabel' in field ? field.settingsLabel : field.label, group: 'bank', input: 'text' } as const;
};

export const SETTINGS_GROUPS = ['pricing', 'contact', 'company', 'bank', 'international', 'downloads'] as const;
export type SettingsGroup = (typeof SETTINGS_GROUPS)[number];

/** Every field of the Site Settings form, in form order (the spec's order within each group). */
export const SETTINGS_FIELD_LIST = [
  ...PLANS.map((plan) => ({ name: plan.priceKey, label: plan.settingsLabel, group: 'pricing', input: 'price' }) as const),
  { name: 'phone', label: 'Phone', group: 'contact', input: 'text' },
  { name: 'email', label: 'Email', group: 'contact', input: 'email' },
  { name: 'address', label: 'Address', group: 'contact', input: 'text' },
  // The business hours' zone (IANA), named wherever the hours are stated.
  { name: 'timeZone', label: 'Time Zone', group: 'contact', input: 'text' },
  // The seller: optional as a group (a site starts without it), but a legal name, an address and a
  // registration number go together once any is given.
  { name: 'companyLegalName', label: 'Legal Name', group: 'company', input: 'text', optional: true },
  { name: 'companyAddress', label: 'Postal Address', group: 'company', input: 'text', optional: true },
  { name: 'companyRegistration', label: 'Registration Number', group: 'company', input: 'text', optional: true },
  { name: 'companyTaxId', label: 'Tax / VAT ID', group: 'company', input: 'text', optional: true },
  bank('accountHolder'),
  bank('bankName'),
  bank('accountNumber'),
  bank('routingNumber'),
  // For buyers outside the US: optional as a group, but an IBAN, a BIC and the bank's name and address
  // go together once any is given (international-form.ts). Amounts stay in US dollars.
  { name: 'iban', label: 'IBAN', group: 'international', input: 'text', optional: true },
  { name: 'bic', label: 'BIC / SWIFT', group: 'international', input: 'text', optional: true },
  { name: 'wireBankName', label: 'Bank Name (for international transfers)', group: 'international', input: 'text', optional: true },
  { name: 'wireBankAddress', label: 'Bank Address', group: 'international', input: 'text', optional: true },
  { name: 'intermediaryBank', label: 'Intermediary Bank', group: 'international', input: 'text', optional: true },
  // How short a transfer may arrive (banks' fees taken on the way) and still match its order's amount.
  { name: 'acceptShortBy', label: 'Accept wires short by up to ($)', group: 'international', input: 'price', optional: true },
  // The free download: every field optional, so the save works before an installer exists.
  { name: 'downloadVersion', label: 'Version', group: 'downloads', input: 'text', optional: true },
  { name: 'downloadReleaseDate', label: 'Release Date', group: 'downloads', input: 'date', optional: true },
  { name: 'windowsUrl', label: 'Windows Download URL', group: 'downloads', input: 'url', optional: true },
  { name: 'windowsSize', label: 'Windows File Size', group: 'downloads', input: 'text', optional: true },
  { name: 'windowsSha256', label: 'Windows SHA-256 Checksum', group: 'downloads', input: 'text', optional: true },
  { name: 'macosUrl', label: 'macOS Download URL', group: 'downloads', input: 'url', optional: true },
  { name: 'macosSize', label: 'macOS File Size', group: 'downloads', input: 'text', optional: true },
  { name: 'macosSha256', label: 'macOS SHA-256 Checksum', group: 'downloads', input: 'text', optional: true },
] as const satisfies readonly {
  name: string;
  label: string;
  group: SettingsGroup;
  input: 'text' | 'email' | 'url' | 'date' | 'price';
  optional?: true;
}[];

export type SettingsFieldSpec = (typeof SETTINGS_FIELD_LIST)[number];
export type SettingsField = SettingsFieldSpec['name'];
export type DownloadField = Extract<SettingsFieldSpec, { group: 'downloads' }>['name'];
export type CompanyField = Extract<SettingsFieldSpec, { group: 'company' }>['name'];
export type InternationalField = Extract<SettingsFieldSpec, { group: 'international' }>['name'];

/** The international details a buyer pays into: changing them, like the bank details, asks for the password and alerts the owner. */
export const INTERNATIONAL_BANK_FIELDS = [
  'iban',
  'bic',
  'wireBankName',
  'wireBankAddress',
  'intermediaryBank',
] as const satisfies readonly InternationalField[];

export const SETTINGS_FIELDS: readonly SettingsField[] = SETTINGS_FIELD_LIST.map((field) => field.name);

/** Each field's label, by name. */
export const SETTINGS_FIELD_LABELS = Object.fromEntries(SETTINGS_FIELD_LIST.map((field) => [field.name, field.label])) as Readonly<
  Record<SettingsField, string>
>;

/** The fields of one group, in form order. */
export function settingsFieldsOf<G extends SettingsGroup>(group: G): Extract<SettingsFieldSpec, { group: G }>[] {
  return SETTINGS_FIELD_LIST.filter((field): field is Extract<SettingsFieldSpec, { group: G }> => field.group === group);
}

export const DOWNLOAD_FIELDS: readonly DownloadField[] = settingsFieldsOf('downloads').map((field) => field.name);
