import { z } from 'zod';
import { SUPPORT_PRODUCT_VALUES } from '~/content/support-products';
import { MAX_LENGTH } from '~/lib/forms/fields';

// Field lists and limits live in form-fields.ts so the pages can use them without shipping Zod.
export {
  CHECKOUT_FIELDS,
  CHECKOUT_OPTIONAL_FIELDS,
  CONTACT_FIELDS,
  HELP_FIELDS,
  MAX_LENGTH,
  SUPPORT_FIELDS,
  SUPPORT_OPTIONAL_FIELDS,
} from '~/lib/forms/fields';

// Newline, carriage return and tab are ordinary in a message; other control characters only come from
// tampering, and U+FFFD is what the decoder leaves where the bytes were not valid UTF-8.
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFD]/;

/** A required, trimmed, single text value with a length cap and no control characters. */
export function requiredText(label: string, max: number, missing: string) {
  return z
    .string({ error: `${label} was sent more than once.` })
    .trim()
    .min(1, missing)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), `${label} contains characters that are not allowed.`);
}

/**
 * An optional, trimmed, single text value: empty becomes null; the same length and character rules.
 * Line breaks are stored as \n whichever way the browser sent them (a plain form post sends \r\n).
 */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} was sent more than once.` })
    .overwrite((value) => value.replace(/\r\n?/g, '\n').trim())
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), `${label} contains characters that are not allowed.`)
    .transform((value) => value || null);
}

const name = requiredText('Name', MAX_LENGTH.name, 'Please enter your name.');
const email = requiredText('Email', MAX_LENGTH.email, 'Please enter your email address.').pipe(
  z.email({ error: 'Please enter a valid email address.' }),
);
const subject = requiredText('Subject', MAX_LENGTH.subject, 'Please enter a subject.');
const message = requiredText('Message', MAX_LENGTH.message, 'Please enter your message.');
const phone = requiredText('Phone', MAX_LENGTH.phone, 'Please enter your phone number.').refine(
  (value) => (value.match(/\d/g)?.length ?? 0) >= 5,
  'Please enter a valid phone number.',
);
const product = requiredText('Product', MAX_LENGTH.product, 'Please choose a product.').refine(
  (value) => SUPPORT_PRODUCT_VALUES.includes(value),
  'Please choose a product from the list.',
);

export const contactFormSchema = z.object({ name, email, message });

export const supportFormSchema = z.object({
  name,
  email,
  phone,
  product,
  problem: optionalText('Problem description', MAX_LENGTH.problem),
});

export const helpFormSchema = z.object({ name, email, subject, message });

export const checkoutFormSchema = z.object({ name, email });

/** A field the visitor left empty (or only spaces): the spec's 'Incomplete …' case rather than a failure. */
export function isBlank(value: unknown): boolean {
  return typeof value === 'string' && value.trim() === '';
}
