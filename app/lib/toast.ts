/** A message for the visitor, carried across a redirect and shown as a toast (or a status banner without JS). */
export interface ToastMessage {
  id: string;
  /** 'info' is the neutral kind: nothing went wrong and nothing changed ('No Changes'). */
  type: 'success' | 'error' | 'info';
  title: string;
  description: string;
  /**
   * The form whose post this message answers, when that form is on the page the visitor lands on:
   * without JavaScript the message then shows directly above that form instead of at the top of the page.
   */
  form?: string;
}

export const FALLBACK_ERROR = 'Something went wrong';

/** The failure text the spec asks for: the server's message, or a generic one when there is none. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === 'string' && error.trim()) return error;
  return FALLBACK_ERROR;
}
