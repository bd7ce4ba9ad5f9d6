import { z } from 'zod';
import { TWO_FACTOR_PAGE } from '~/content/admin-security';

// The Two-Factor page's confirming form (the first code, and the password when the sign-in is not
// fresh) and Turn Off (the password and a current code). The schema reads each field once, as sent;
// whether the code and the password are right, the two-factor service judges (its words, errors by
// field name). A field sent twice is no form of ours, refused beside that field.

const once = (label: string) => z.string({ error: `${label} was sent more than once.` });

export const twoFactorFormSchema = z.object({
  code: once(TWO_FACTOR_PAGE.codeLabel),
  password: once(TWO_FACTOR_PAGE.passwordLabel),
});
