import { z } from 'zod';
import { emailAddress } from '~/lib/forms/text-schemas';

/** "E-mail me the download link": the address only (what is sent is decided on the server). */
export const downloadLinkFormSchema = z.object({ email: emailAddress });
