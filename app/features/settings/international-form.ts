import { z } from 'zod';
import { fieldErrors } from '~/lib/forms/form-data';
import { isSingleLine } from '~/lib/text-safety';
import { amountCents } from '~/features/catalogue/prices';
import { bicProblem, compactBic, compactIban, formatIban, ibanProblem, type InternationalNumberProblem } from './bank-details';
import { SETTINGS_FIELD_LABELS, type InternationalField } from './fields';
import type { WireDetails } from './model';

// The International Transfers group of Site Settings: all empty (buyers abroad see nothing), or an
// IBAN whose check digits hold, a BIC of the right shape and the bank's name and address together
// (an intermediary bank optional). And the wire tolerance, in dollars: $0 (the default) matches only
// exact amounts.

const MAX_LENGTH = 200;
/** A tolerance is for the banks' fees on the way, not a discount: never more than this. */
export const MAX_SHORTFALL_CENTS = 100_00;

function optional(field: InternationalField) {
  const label = SETTINGS_FIELD_LABELS[field];
  return z
    .string({ error: `${label} was sent more than once.` })
    .trim()
    .max(MAX_LENGTH, `${label} must be at most ${MAX_LENGTH} characters.`)
    .refine(isSingleLine, `${label} must be on one line, without line breaks or tabs.`);
}

const schema = z.object({
  iban: optional('iban'),
  bic: optional('bic'),
  wireBankName: optional('wireBankName'),
  wireBankAddress: optional('wireBankAddress'),
  intermediaryBank: optional('intermediaryBank'),
  acceptShortBy: optional('acceptShortBy'),
});

const PROBLEMS: Record<InternationalNumberProblem, string> = {
  'iban-format': `${SETTINGS_FIELD_LABELS.iban} must be two letters of the country, two check digits and up to 30 letters and digits, like DE89 3704 0044 0532 0130 00.`,
  'iban-checksum': `${SETTINGS_FIELD_LABELS.iban} is not valid: its check digits do not match. Please check it against your bank’s documents.`,
  'bic-format': `${SETTINGS_FIELD_LABELS.bic} must be 8 or 11 letters and digits, like DEUTDEFF or DEUTDEFF500.`,
};

const TOGETHER: readonly InternationalField[] = ['iban', 'bic', 'wireBankName', 'wireBankAddress'];

export type InternationalParse = { ok: true; wire: WireDetails } | { ok: false; errors: Partial<Record<InternationalField, string>> };

/** The International Transfers group from the settings form. */
export function parseInternationalFields(raw: Record<InternationalField, unknown>): InternationalParse {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return { ok: false, errors: fieldErrors<InternationalField>(parsed.error) };
  const v = parsed.data;
  const errors: Partial<Record<InternationalField, string>> = {};
  const given = [...TOGETHER, 'intermediaryBank' as const].some((field) => v[field] !== '');
  if (given) {
    for (const field of TOGETHER) {
      if (v[field] === '') errors[field] = `${SETTINGS_FIELD_LABELS[field]} is required for international transfers.`;
    }
    const iban = v.iban && ibanProblem(v.iban);
    if (iban) errors.iban = PROBLEMS[iban];
    const bic = v.bic && bicProblem(v.bic);
    if (bic) errors.bic = PROBLEMS[bic];
  }
  const shortBy = v.acceptShortBy === '' ? 0 : amountCents(v.acceptShortBy);
  const zero = /^\$?\s*0+(\.0{1,2})?$/.test(v.acceptShortBy);
  if (!zero && (shortBy === null || shortBy < 0 || shortBy > MAX_SHORTFALL_CENTS)) {
    errors.acceptShortBy = `${SETTINGS_FIELD_LABELS.acceptShortBy} must be an amount in dollars from 0 to ${MAX_SHORTFALL_CENTS / 100}, like 20.`;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    wire: {
      iban: v.iban ? formatIban(compactIban(v.iban)) : '',
      bic: v.bic ? compactBic(v.bic) : '',
      bankName: v.wireBankName,
      bankAddress: v.wireBankAddress,
      intermediary: v.intermediaryBank,
      acceptShortByCents: zero ? 0 : (shortBy ?? 0),
    },
  };
}

/** The form's values for saved international details. */
export function internationalToValues(wire: WireDetails): Record<InternationalField, string> {
  return {
    iban: wire.iban,
    bic: wire.bic,
    wireBankName: wire.bankName,
    wireBankAddress: wire.bankAddress,
    intermediaryBank: wire.intermediary,
    acceptShortBy: wire.acceptShortByCents === 0 ? '0' : (wire.acceptShortByCents / 100).toFixed(2),
  };
}
