import { z } from 'zod';
import { rowIdField } from '~/lib/forms/row-id';

// The Saved Replies screen's two forms. The name and the text are judged by the saved replies'
// service (its rules and words, errors by field name); the schema reads the fields and the id: empty
// for a new saved reply, a row id for one being edited, anything else a saved reply that no longer
// exists (never a new one).

const text = z.string().catch('');
const rowId = rowIdField();

export const saveSavedReplySchema = z.object({
  id: z.union([z.literal('').transform(() => null), rowId]).catch(-1),
  name: text,
  body: text,
});

export const deleteSavedReplySchema = z.object({ id: rowId });
