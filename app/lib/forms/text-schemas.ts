import { z } from 'zod';
import { isCleanMultiLine, isSingleLine, looksLikeWebAddress, normalizeNewlines } from '../text-safety';
import { MAX_LENGTH } from './fields';

// The Zod rules every form's text follows: trimmed, capped, no control characters, a clear message
// per problem. The forms' own schemas are built from these.

const notAllowed = (label: string) => `${label} contains characters that are not allowed.`;

/** A required, trimmed, single text value with a length cap and no control characters (line breaks and tabs allowed: a message). */
export function requiredText(label: string, max: number, missing: string) {
  return z
    .string({ error: `${label} was sent more than once.` })
    .trim()
    .min(1, missing)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`)
    .refine(isCleanMultiLine, notAllowed(label));
}

/**
 * A required one-line value (a name, an address, a subject, a phone number): no control character at
 * all, CR, LF and tab included. Judged as sent, before trimming, so a line break is refused wherever it
 * is rather than trimmed away at the ends; a value of only whitespace is left to the 'missing' message.
 */
export function singleLineText(label: string, max: number, missing: string) {
  const blankOr = (check: (value: string) => boolean) => (value: string) => value.trim() === '' || check(value);
  return z
    .string({ error: `${label} was sent more than once.` })
    .refine(blankOr(isCleanMultiLine), notAllowed(label))
    .refine(blankOr(isSingleLine), `${label} must be on one line, without line breaks or tabs.`)
    .trim()
    .min(1, missing)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`);
}

/**
 * An optional, trimmed, single text value: empty becomes null; the same length and character rules.
 * Line breaks are stored as \n whichever way the browser sent them (a plain form post sends \r\n).
 */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} was sent more than once.` })
    .overwrite((value) => normalizeNewlines(value).trim())
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`)
    .refine(isCleanMultiLine, notAllowed(label))
    .transform((value) => value || null);
}

/** What a name holding a link is refused with. */
export const NAME_WITH_WEB_ADDRESS = 'Please enter your name without a web address.';

/** A person's name, as every visitor form asks for it: one line, and never a link (http, www., ://). */
export const personName = singleLineText('Name', MAX_LENGTH.name, 'Please enter your name.').refine(
  (value) => !looksLikeWebAddress(value),
  NAME_WITH_WEB_ADDRESS,
);
/** An e-mail address, as every visitor form asks for it. */
export const emailAddress = singleLineText('Email', MAX_LENGTH.email, 'Please enter your email address.').pipe(
  z.email({ error: 'Please enter a valid email address.' }),
);

/** A field the visitor left empty (or only spaces): the spec's 'Incomplete …' case rather than a failure. */
export function isBlank(value: unknown): boolean {
  return typeof value === 'string' && value.trim() === '';
}
