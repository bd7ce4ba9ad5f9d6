import { z } from 'zod';
import { rowIdField } from '~/lib/forms/row-id';

// The E-mail screen's one form, Send again: a row's button, whose only field is the message's id (a
// hidden field). An id that is not a row id is a message that does not exist, answered as such.

export const sendAgainSchema = z.object({ id: rowIdField() });
