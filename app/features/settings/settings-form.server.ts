import { z } from 'zod';
import { downloadsToValues, parseDownloadFields } from './downloads-form.server';
import { parseCompanyFields, companyToValues } from './company-form';
import { internationalToValues, parseInternationalFields } from './international-form';
import {
  SETTINGS_FIELD_LABELS,
  SETTINGS_FIELDS,
  type CompanyField,
  type DownloadField,
  type InternationalField,
  type SettingsField,
} from './fields';
import { fieldErrors, keptValues, rawFields } from '~/lib/forms/form-data';
import { singleLineText } from '~/lib/forms/text-schemas';
import { normalizePrice } from '~/features/catalogue/prices';
import type { SiteSettings } from './model';
import { isTimeZone } from '~/features/catalogue/promises';
import {
  ACCOUNT_NUMBER_DIGITS,
  accountNumberProblem,
  routingNumberProblem,
  withoutSeparators,
  type BankNumberProblem,
} from './bank-details';

const MAX_LENGTH = 200;

type RequiredField = Exclude<SettingsField, DownloadField | CompanyField | InternationalField>;

// The same rule as the visitor forms' one-line fields: required, trimmed, capped, no line break, tab or
// other control character (a bank number or an address is shown and copied on one line).
function text(field: RequiredField) {
  return singleLineText(SETTINGS_FIELD_LABELS[field], MAX_LENGTH, `${SETTINGS_FIELD_LABELS[field]} is required.`);
}

// Prices are free text in the spec, but checkout charges what is written here: 'abc' would break it.
// Saved in one form ('$1,299.5' → '1299.50'), so every page shows and records the same amount.
function price(field: RequiredField) {
  return text(field)
    .refine((value) => normalizePrice(value) !== null, `${SETTINGS_FIELD_LABELS[field]} must be a positive amount in dollars, like 29.99.`)
    .transform((value) => normalizePrice(value)!);
}

// The numbers buyers copy into their bank's transfer form: checked, and saved as digits only.
const BANK_NUMBER_MESSAGES: Record<BankNumberProblem, string> = {
  'routing-length': `${SETTINGS_FIELD_LABELS.routingNumber} must be 9 digits.`,
  'routing-checksum': `${SETTINGS_FIELD_LABELS.routingNumber} is not a valid ABA routing number: its check digit does not match. Please check it against your bank’s documents.`,
  'account-digits': `${SETTINGS_FIELD_LABELS.accountNumber} must be ${ACCOUNT_NUMBER_DIGITS.min} to ${ACCOUNT_NUMBER_DIGITS.max} digits (spaces and dashes are left out).`,
};

function bankNumber(field: 'routingNumber' | 'accountNumber', problemOf: (written: string) => BankNumberProblem | null) {
  return text(field)
    .superRefine((value, context) => {
      const problem = problemOf(value);
      if (problem) context.addIssue({ code: 'custom', message: BANK_NUMBER_MESSAGES[problem] });
    })
    .transform(withoutSeparators);
}

const settingsFormSchema = z.object({
  monthly: price('monthly'),
  yearly: price('yearly'),
  lifetime: price('lifetime'),
  phone: text('phone'),
  // It becomes a mailto: link on the contact page: a plain address only, so '?bcc=…' can't ride along.
  email: text('email').pipe(z.email({ error: 'Email must be a valid e-mail address.' })),
  address: text('address'),
  timeZone: text('timeZone').refine(
    isTimeZone,
    `${SETTINGS_FIELD_LABELS.timeZone} must be a time zone name like America/New_York, Europe/London or UTC.`,
  ),
  accountHolder: text('accountHolder'),
  bankName: text('bankName'),
  accountNumber: bankNumber('accountNumber', accountNumberProblem),
  routingNumber: bankNumber('routingNumber', routingNumberProblem),
});

export type SettingsValues = Record<SettingsField, string>;

export type SettingsParse =
  { ok: true; settings: SiteSettings } | { ok: false; errors: Partial<SettingsValues>; values: Partial<SettingsValues> };

/** The four settings rows from the dashboard form, or every field's problem (and nothing to save). */
export function parseSettingsForm(formData: FormData | null): SettingsParse {
  const raw = rawFields(formData, SETTINGS_FIELDS);
  const parsed = settingsFormSchema.safeParse(raw);
  // The Downloads group is judged on its own (all optional, rules across fields), its errors beside the others'.
  const downloads = parseDownloadFields(raw);
  const company = parseCompanyFields(raw);
  const international = parseInternationalFields(raw);
  if (!parsed.success || !downloads.ok || !company.ok || !international.ok) {
    const errors = {
      ...(parsed.success ? {} : fieldErrors<SettingsField>(parsed.error)),
      ...(company.ok ? {} : company.errors),
      ...(international.ok ? {} : international.errors),
      ...(downloads.ok ? {} : downloads.errors),
    };
    return { ok: false, errors, values: keptValues(raw) };
  }
  const v = parsed.data;
  return {
    ok: true,
    settings: {
      prices_usd: { monthly: v.monthly, yearly: v.yearly, lifetime: v.lifetime },
      contact_us: { phone: v.phone, email: v.email, address: v.address },
      ach_details: {
        accountHolder: v.accountHolder,
        bankName: v.bankName,
        accountNumber: v.accountNumber,
        routingNumber: v.routingNumber,
      },
      downloads: downloads.downloads,
      company: company.company,
      business_hours: { timeZone: v.timeZone },
      wire_details: international.wire,
    },
  };
}

/** The form's values for saved settings. */
export function settingsToValues(settings: SiteSettings): SettingsValues {
  return {
    ...settings.prices_usd,
    ...settings.contact_us,
    timeZone: settings.business_hours.timeZone,
    ...companyToValues(settings.company),
    ...settings.ach_details,
    ...internationalToValues(settings.wire_details),
    ...downloadsToValues(settings.downloads),
  };
}
