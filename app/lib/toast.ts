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
  /** What a checkout recorded, shown as a lasting panel on the page the buyer lands on (with or without JavaScript). */
  receipt?: OrderReceipt;
  /** What a support, help or contact form recorded, shown the same way (the request's reference). */
  request?: RequestReceipt;
}

/** A support, help or contact request just recorded, as the visitor needs it: its reference, and where we will answer. */
export interface RequestReceipt {
  reference: string;
  /** The address we will answer, as the visitor typed it (a typo shows here). */
  email: string;
  /** The visitor's request page, with a token of its own: the conversation and its replies. */
  pagePath: string;
}

/** The order a checkout just recorded, as the buyer needs it next: where the license will go, what to put in the memo, and where to follow it. */
export interface OrderReceipt {
  reference: string;
  plan: string;
  amount: string;
  /** The address the order's e-mails and the license go to, as the buyer typed it (a typo shows here). */
  email?: string;
  /** The buyer's order page, with a token of its own. */
  orderPath: string;
}

export const FALLBACK_ERROR = 'Something went wrong';

/** An error whose message we wrote for people (a rule of ours, not a database's words): safe to show anyone. */
export class UserFacingError extends Error {}

/**
 * The failure text for a visitor: our own message when the error carries one, else the spec's
 * 'Something went wrong'. A database's message (table names, file paths) never reaches a visitor;
 * the caller logs it.
 */
export function visitorErrorMessage(error: unknown): string {
  return error instanceof UserFacingError && error.message.trim() ? error.message : FALLBACK_ERROR;
}

/**
 * The failure text for the signed-in administrator, as the spec asks: the server's message, or a
 * generic one when there is none. The administrator runs the database, and its words help them act.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === 'string' && error.trim()) return error;
  return FALLBACK_ERROR;
}
