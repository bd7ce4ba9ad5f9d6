import { z } from 'zod';
import { emailAddress, personName } from '~/lib/forms/text-schemas';

/** The checkout form: who paid (the plan, price and reference are decided on the server, never read from it). */
export const checkoutFormSchema = z.object({ name: personName, email: emailAddress });
