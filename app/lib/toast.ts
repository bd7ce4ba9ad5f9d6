/** A message for the visitor, carried across a redirect and shown as a toast (or a status banner without JS). */
export interface ToastMessage {
  id: string;
  type: 'success' | 'error';
  title: string;
  description: string;
}

export const FALLBACK_ERROR = 'Something went wrong';

/** The failure text the spec asks for: the server's message, or a generic one when there is none. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === 'string' && error.trim()) return error;
  return FALLBACK_ERROR;
}
