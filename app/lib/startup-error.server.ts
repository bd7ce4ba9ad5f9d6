/**
 * A problem the operator must fix before the site can start: a setting, a path, a busy port.
 * Its message is one line that names the setting or path and says what to do; the server prints
 * it instead of a stack trace and exits non-zero.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** True for a StartupError, also one from another copy of this module (the dev server reloads modules). */
export function isStartupError(error: unknown): error is StartupError {
  return error instanceof Error && error.name === 'StartupError';
}

/** A short reason for a file-system error: its code and what it means here. */
export function fileErrorReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException)?.code;
  const meaning: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    EROFS: 'read-only file system',
    ENOTDIR: 'a part of the path is a file, not a folder',
    EEXIST: 'a file of that name is in the way',
    ENOSPC: 'no space left on the device',
    EISDIR: 'it is a folder',
  };
  if (code && meaning[code]) return `${code}: ${meaning[code]}`;
  return code ?? (error instanceof Error ? error.message : String(error));
}
