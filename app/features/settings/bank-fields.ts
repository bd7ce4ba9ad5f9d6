import type { AchDetails, WireDetails } from './model';

// The details a buyer pays into, as checkout, e-mails and invoices name them (fields.ts re-exports
// them beside every other settings field).

/** The four bank details, in the order a bank's transfer form asks for them (checkout, e-mails). */
export const BANK_FIELDS = [
  { name: 'bankName', label: 'Bank Name' },
  { name: 'accountHolder', label: 'Account Holder', settingsLabel: 'Account Holder Name' },
  { name: 'accountNumber', label: 'Account Number' },
  { name: 'routingNumber', label: 'Routing Number' },
] as const satisfies readonly { name: keyof AchDetails; label: string; settingsLabel?: string }[];

/** The international details as checkout, e-mails and invoices name them, in the order a wire form asks for them. */
export const WIRE_FIELDS = [
  { name: 'iban', label: 'IBAN' },
  { name: 'bic', label: 'BIC / SWIFT' },
  { name: 'bankName', label: 'Bank Name' },
  { name: 'bankAddress', label: 'Bank Address' },
  { name: 'intermediary', label: 'Intermediary Bank' },
] as const satisfies readonly { name: keyof Omit<WireDetails, 'acceptShortByCents'>; label: string }[];
