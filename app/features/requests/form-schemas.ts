import { z } from 'zod';
import { SUPPORT_PRODUCT_VALUES } from '~/features/catalogue/support-products';
import { MAX_LENGTH } from '~/lib/forms/fields';
import { emailAddress, optionalText, personName, requiredText, singleLineText } from '~/lib/forms/text-schemas';

// The contact, support and help-centre forms (their field lists: lib/forms/fields.ts, so the pages
// can use them without shipping Zod). One-line fields refuse line breaks and tabs; the message and the
// problem keep theirs.

const subject = singleLineText('Subject', MAX_LENGTH.subject, 'Please enter a subject.');
const message = requiredText('Message', MAX_LENGTH.message, 'Please enter your message.');
const phone = singleLineText('Phone', MAX_LENGTH.phone, 'Please enter your phone number.').refine(
  (value) => (value.match(/\d/g)?.length ?? 0) >= 5,
  'Please enter a valid phone number.',
);
const product = singleLineText('Product', MAX_LENGTH.product, 'Please choose a product.').refine(
  (value) => SUPPORT_PRODUCT_VALUES.includes(value),
  'Please choose a product from the list.',
);

export const contactFormSchema = z.object({ name: personName, email: emailAddress, message });

export const supportFormSchema = z.object({
  name: personName,
  email: emailAddress,
  phone,
  product,
  problem: optionalText('Problem description', MAX_LENGTH.problem),
});

export const helpFormSchema = z.object({ name: personName, email: emailAddress, subject, message });
