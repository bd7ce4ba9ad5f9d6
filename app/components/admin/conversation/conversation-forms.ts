import type { ToastMessage } from '~/lib/toast';

/** The conversation page's forms, by intent: one table in the route maps each to its service. */
export const CONVERSATION_INTENTS = { reply: 'reply', insert: 'insert', note: 'note', status: 'status' } as const;
export type ConversationIntent = keyof typeof CONVERSATION_INTENTS;

/** A form the server sent back instead of a redirect: what to say, and what was typed (kept). */
export interface ConversationFormState {
  intent: ConversationIntent;
  /** What to say (null: a saved reply inserted, nothing to say). */
  toast: ToastMessage | null;
  /** The text as typed: it stays in its box. */
  draft: string;
  /** A reply refused over a newer message: the id of the last message the writer had seen (newer ones are marked). */
  newerThan: number | null;
  /** The message beside each field it is about (the text box, the status). */
  errors: Partial<Record<'body' | 'status', string>>;
}
