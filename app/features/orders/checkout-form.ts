import { z } from 'zod';
import { emailAddress, personName } from '~/lib/forms/text-schemas';

/** The checkout form: who paid (the plan, price and reference are decided on the server, never read from it). */
export const checkoutFormSchema = z.object({ name: personName, email: emailAddress });

/** "E-mail me these payment details": the address only (the plan and reference are checked apart, and what is sent is decided on the server). */
export const paymentDetailsFormSchema = z.object({ email: emailAddress });
