import { z } from 'zod';
import { CODE_STEP_ERRORS } from '~/content/admin-security';
import { isValidEmail, validateNewPassword } from '~/features/admin-auth/credentials';

// The sign-in page's three forms. Only what is wrong with a field comes back beside it: whether the
// password or the code was right is the services' to say, after the attempt is counted. A password
// or a code is never shown again (the actions keep only the e-mail).

/** A text field as sent (a repeated field counts as missing), without the spaces around it. */
const trimmed = z
  .string()
  .catch('')
  .transform((value) => value.trim());

/** E-mail and password: both there, or the attempt is refused before it is counted. */
export const signInFormSchema = z.object({
  email: z
    .string()
    .catch('')
    .refine((email) => email.trim() !== '', 'Please enter your email.'),
  password: z.string().catch('').pipe(z.string().min(1, 'Please enter your password.')),
});

/** The second step: an app's code or a recovery code, checked by verifySecondFactor. */
export const signInCodeFormSchema = z.object({
  code: trimmed.pipe(z.string().min(1, CODE_STEP_ERRORS.missing)),
});

/** First-run sign-up: the rules every administrator's e-mail and password follow (features/admin-auth/credentials). */
export const signUpFormSchema = z
  .object({
    email: trimmed.refine(isValidEmail, 'Please enter a valid e-mail address.'),
    password: z
      .string()
      .catch('')
      .superRefine((password, ctx) => {
        const problem = validateNewPassword(password);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    confirmPassword: z.string().catch(''),
  })
  .refine((form) => form.password === form.confirmPassword, { message: 'The passwords do not match.', path: ['confirmPassword'] });
