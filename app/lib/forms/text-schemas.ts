import { z } from 'zod';
import { isCleanMultiLine, normalizeNewlines } from '../text-safety';
import { MAX_LENGTH } from './fields';

// The Zod rules every form's text follows: trimmed, capped, no control characters, a clear message
// per problem. The forms' own schemas are built from these.

/** A required, trimmed, single text value with a length cap and no control characters. */
export function requiredText(label: string, max: number, missing: string) {
  return z
    .string({ error: `${label} was sent more than once.` })
    .trim()
    .min(1, missing)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`)
    .refine(isCleanMultiLine, `${label} contains characters that are not allowed.`);
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
    .refine(isCleanMultiLine, `${label} contains characters that are not allowed.`)
    .transform((value) => value || null);
}

/** A person's name, as every visitor form asks for it. */
export const personName = requiredText('Name', MAX_LENGTH.name, 'Please enter your name.');
/** An e-mail address, as every visitor form asks for it. */
export const emailAddress = requiredText('Email', MAX_LENGTH.email, 'Please enter your email address.').pipe(
  z.email({ error: 'Please enter a valid email address.' }),
);

/** A field the visitor left empty (or only spaces): the spec's 'Incomplete …' case rather than a failure. */
export function isBlank(value: unknown): boolean {
  return typeof value === 'string' && value.trim() === '';
}
