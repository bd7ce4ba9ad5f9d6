import { z } from 'zod';
import { fieldErrors } from '~/lib/forms/form-data';
import { isSingleLine } from '~/lib/text-safety';
import { SETTINGS_FIELD_LABELS, type CompanyField } from './fields';
import type { Company } from './model';

const MAX_LENGTH = 200;

function optional(field: CompanyField) {
  const label = SETTINGS_FIELD_LABELS[field];
  return z
    .string({ error: `${label} was sent more than once.` })
    .trim()
    .max(MAX_LENGTH, `${label} must be at most ${MAX_LENGTH} characters.`)
    .refine(isSingleLine, `${label} contains characters that are not allowed.`);
}

const companySchema = z.object({
  companyLegalName: optional('companyLegalName'),
  companyAddress: optional('companyAddress'),
  companyRegistration: optional('companyRegistration'),
  companyTaxId: optional('companyTaxId'),
});

const TOGETHER: readonly CompanyField[] = ['companyLegalName', 'companyAddress', 'companyRegistration'];

export type CompanyParse = { ok: true; company: Company } | { ok: false; errors: Partial<Record<CompanyField, string>> };

/** The Company group from the settings form: empty, or a legal name, an address and a registration number (the tax ID optional). */
export function parseCompanyFields(raw: Record<CompanyField, unknown>): CompanyParse {
  const parsed = companySchema.safeParse(raw);
  if (!parsed.success) return { ok: false, errors: fieldErrors<CompanyField>(parsed.error) };
  const v = parsed.data;
  const given = [...TOGETHER, 'companyTaxId' as const].some((field) => v[field] !== '');
  if (given) {
    const errors: Partial<Record<CompanyField, string>> = {};
    for (const field of TOGETHER) {
      if (v[field] === '') errors[field] = `${SETTINGS_FIELD_LABELS[field]} is required to name the company.`;
    }
    if (Object.keys(errors).length > 0) return { ok: false, errors };
  }
  return {
    ok: true,
    company: { legalName: v.companyLegalName, address: v.companyAddress, registrationNumber: v.companyRegistration, taxId: v.companyTaxId },
  };
}

/** The form's values for saved company details. */
export function companyToValues(company: Company): Record<CompanyField, string> {
  return {
    companyLegalName: company.legalName,
    companyAddress: company.address,
    companyRegistration: company.registrationNumber,
    companyTaxId: company.taxId,
  };
}
