import { z } from 'zod';

// The Admin Account form: the new e-mail and password, and the current password (and code) they need.
// The schema reads each field once, as sent: which changes are asked for, and whether the password is
// right, the account's service judges (its rules and words, errors by field name). A field sent twice
// is no form of ours, refused beside that field rather than read as its first value.

const once = (label: string) => z.string({ error: `${label} was sent more than once.` });

export const accountFormSchema = z.object({
  email: once('Email'),
  newPassword: once('New Password'),
  currentPassword: once('Current Password'),
  currentCode: once('Authentication Code'),
});
