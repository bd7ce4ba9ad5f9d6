/**
 * The rules an administrator's e-mail and password follow, wherever they are set: the sign-up page,
 * Admin Account, `npm run admin` and ADMIN_EMAIL/ADMIN_PASSWORD at start.
 */

export const MIN_PASSWORD_LENGTH = 8;
// bcrypt reads only the first 72 bytes; a longer password would silently be cut short.
export const MAX_PASSWORD_BYTES = 72;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalizeEmail(email)) && email.length <= 254;
}

/** The problem with a new password, in words, or null when it is fine. */
export function validateNewPassword(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) return `The password must be at most ${MAX_PASSWORD_BYTES} characters long.`;
  return null;
}

export function validateNewCredentials(email: string, password: string): string | null {
  if (!isValidEmail(email)) return 'Please enter a valid e-mail address.';
  return validateNewPassword(password);
}
