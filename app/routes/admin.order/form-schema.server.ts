import { z } from 'zod';
import { ORDER_TOASTS } from '~/content/admin-orders';
import { MAX_ORDER_NOTE } from '~/features/orders/note-limits';
import { cleanMultiLine } from '~/lib/text-safety';

// The order page's Add Note form. The note is judged as it will be kept (line breaks as \n, control
// characters gone, trimmed), so a box the browser let through by its maxLength is never refused for
// the \r\n a plain post sends; the notes' service judges it again before it writes.

export const orderNoteSchema = z.object({
  note: z
    .string()
    .catch('')
    .transform(cleanMultiLine)
    .pipe(
      z.string().min(1, ORDER_TOASTS.noteMissing().description).max(MAX_ORDER_NOTE, ORDER_TOASTS.noteTooLong(MAX_ORDER_NOTE).description),
    ),
});
