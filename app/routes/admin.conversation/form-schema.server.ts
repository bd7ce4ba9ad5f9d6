import { z } from 'zod';
import { CONVERSATION_TOASTS } from '~/content/help-desk';
import { MAX_REPLY, MAX_REQUEST_NOTE, REQUEST_STATUSES } from '~/features/requests/status';
import { cleanMultiLine } from '~/lib/text-safety';

// The conversation page's four forms. A reply's or a note's text is judged as it will be kept (line
// breaks as \n, control characters gone, trimmed), so a box the browser let through by its maxLength
// is never refused for the \r\n a plain post sends; the services judge it again before they write.
// The hidden fields (the last message seen, the saved reply's id) only a forged post gets wrong.

const unknownForm = CONVERSATION_TOASTS.unknownForm.description;

function keptText(empty: string, tooLong: string, max: number) {
  return z.string().catch('').transform(cleanMultiLine).pipe(z.string().min(1, empty).max(max, tooLong));
}

export const replyFormSchema = z.object({
  body: keptText(CONVERSATION_TOASTS.empty.description, CONVERSATION_TOASTS.tooLong(MAX_REPLY).description, MAX_REPLY),
  lastSeen: z
    .string()
    .regex(/^\d{1,15}$/, unknownForm)
    .transform(Number),
  close: z
    .enum(['', '1'])
    .catch('')
    .transform((close) => close === '1'),
});

export const noteFormSchema = z.object({
  body: keptText(
    CONVERSATION_TOASTS.noteEmpty.description,
    CONVERSATION_TOASTS.noteTooLong(MAX_REQUEST_NOTE).description,
    MAX_REQUEST_NOTE,
  ),
});

/** Insert without JavaScript: the draft as typed (any length: it comes back whole) and the saved reply chosen. */
export const insertFormSchema = z.object({
  body: z.string().catch(''),
  insert: z
    .string()
    .regex(/^\d{1,15}$/, CONVERSATION_TOASTS.savedReplyGone.description)
    .transform(Number),
});

export const statusFormSchema = z.object({ status: z.enum(REQUEST_STATUSES, unknownForm) });
