import { DEFAULT_SETTINGS, type AchDetails, type Company, type ContactInfo } from './model';

// A new site starts with sample settings (DEFAULT_SETTINGS) so every page has something to show. Which
// of them are still the sample is decided here, once: the checkout takes no order on sample bank
// details, and the setup checklist lists every sample left.

const sample = DEFAULT_SETTINGS;

/**
 * Whether the bank details are the administrator's own: none empty, and neither the account nor the
 * routing number the seeded sample's (a buyer would send real money to an invented account).
 */
export function hasRealBankDetails(bank: AchDetails): boolean {
  const filled = Object.values(bank).every((value) => value.trim() !== '');
  return filled && bank.accountNumber !== sample.ach_details.accountNumber && bank.routingNumber !== sample.ach_details.routingNumber;
}

export function isSampleEmail(contact: ContactInfo): boolean {
  return contact.email.trim().toLowerCase() === sample.contact_us.email;
}

export function isSampleAddress(contact: ContactInfo): boolean {
  return contact.address.trim() === sample.contact_us.address;
}

export function isSamplePhone(contact: ContactInfo): boolean {
  return contact.phone.trim() === sample.contact_us.phone;
}

/** A company whose postal address is the sample one names no real seller, whatever its name. */
export function isSampleCompany(company: Company): boolean {
  return company.address.trim() === sample.contact_us.address;
}

/** A sender buyers can't reply to or trust: an address at localhost, or at an example domain (example.com, mail.example.org). */
export function isPlaceholderSender(address: string): boolean {
  const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  return domain === 'localhost' || /(^|\.)localhost$/.test(domain) || /(^|\.)example(\.[a-z]+)?$/.test(domain);
}
