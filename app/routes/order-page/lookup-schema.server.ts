import { z } from 'zod';
import { normalizeReference } from '~/lib/codes/references.server';
import { emailAddress, singleLineText } from '~/lib/forms/text-schemas';

// Find My Order: a reference as the e-mails write it (any case, dashes or not) and an address. A blank
// or malformed field is answered beside it: what a reference looks like is no secret. A well-formed
// pair that matches no order gets the lookup's one "not found" answer, whichever half was wrong.

export const orderLookupSchema = z.object({
  reference: singleLineText('Order reference', 64, 'Please enter your order reference.').refine(
    (value) => normalizeReference(value, 'ORD') !== null,
    'Please enter the reference as your e-mail writes it: ORD-XXXX-XXXX.',
  ),
  email: emailAddress,
});
