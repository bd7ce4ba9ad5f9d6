import { z } from 'zod';

// The E-mail screen's one form, Send again: a row's button, whose only field is the message's id (a
// hidden field). An id that is not a row id is a message that does not exist, answered as such.

export const sendAgainSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^\d{1,15}$/)
    .transform(Number)
    .refine((id) => id >= 1),
});
