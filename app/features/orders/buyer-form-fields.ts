// The order page's form fields, their labels and their limits: shared by the forms' rules
// (buyer-forms.ts, with Zod) and the inputs on the page, which need no Zod in the browser.

export const EMAIL_CORRECTION_FIELDS = ['email'] as const;
export const INVOICE_DETAIL_FIELDS = ['company', 'address', 'vatId'] as const;
export type InvoiceDetailField = (typeof INVOICE_DETAIL_FIELDS)[number];

export const INVOICE_DETAIL_LIMITS: Readonly<Record<InvoiceDetailField, number>> = { company: 200, address: 300, vatId: 40 };
export const INVOICE_DETAIL_LABELS: Readonly<Record<InvoiceDetailField, string>> = {
  company: 'Company name',
  address: 'Company address',
  vatId: 'VAT ID',
};
