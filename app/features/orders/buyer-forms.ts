import { z } from 'zod';
import { isSingleLine } from '~/lib/text-safety';
import { emailAddress } from '~/lib/forms/text-schemas';
import {
  EMAIL_CORRECTION_FIELDS,
  INVOICE_DETAIL_FIELDS,
  INVOICE_DETAIL_LABELS,
  INVOICE_DETAIL_LIMITS,
  type InvoiceDetailField,
} from './buyer-form-fields';

// The two forms of the buyer's order page: the corrected e-mail address, and the optional details an
// invoice names (company, postal address, VAT ID). Both are one-line values; the rules live here.

export { EMAIL_CORRECTION_FIELDS, INVOICE_DETAIL_FIELDS, INVOICE_DETAIL_LABELS, INVOICE_DETAIL_LIMITS, type InvoiceDetailField };

/** An optional one-line value: trimmed, capped, no control character (tab and line breaks included); empty is null. */
function optionalLine(field: InvoiceDetailField) {
  const label = INVOICE_DETAIL_LABELS[field];
  const max = INVOICE_DETAIL_LIMITS[field];
  return z
    .string({ error: `${label} was sent more than once.` })
    .refine(isSingleLine, `${label} must be on one line, without line breaks or tabs.`)
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .transform((value) => value || null);
}

export const emailCorrectionSchema = z.object({ email: emailAddress });

export const invoiceDetailsSchema = z.object({
  company: optionalLine('company'),
  address: optionalLine('address'),
  vatId: optionalLine('vatId').refine(
    (value) => value === null || /^[A-Za-z0-9][A-Za-z0-9 .\-/]*$/.test(value),
    'VAT ID may hold only letters, digits, spaces, dots, hyphens and slashes.',
  ),
});

export type InvoiceDetails = z.infer<typeof invoiceDetailsSchema>;
