import { z } from 'zod';
import { REQUEST_PAGE } from '~/content/request-page';
import { MAX_PAGE_MESSAGE_LENGTH } from '~/features/requests/page-limits';
import { cleanMultiLine } from '~/lib/text-safety';

// The request page's message, judged as it will be kept (line breaks as \n, control characters gone,
// trimmed), so a box the browser let through by its maxLength is never refused for the \r\n a plain
// post sends. postPageMessage judges it again before it writes.

const MAX = MAX_PAGE_MESSAGE_LENGTH;

export const requestMessageSchema = z.object({
  message: z
    .string()
    .catch('')
    .transform(cleanMultiLine)
    .pipe(z.string().min(1, REQUEST_PAGE.toasts.empty.description).max(MAX, REQUEST_PAGE.toasts.tooLong(MAX).description)),
});
