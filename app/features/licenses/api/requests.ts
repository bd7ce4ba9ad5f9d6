import { z } from 'zod';

// What the license API accepts, parsed with Zod: a field missing or malformed is `invalid_request`
// (422) with the field named, before anything reads the database.

/** The app's opaque device id: printable ASCII without spaces, 16–128 characters. Stored hashed. */
export const FINGERPRINT = z
  .string()
  .min(16)
  .max(128)
  .regex(/^[\x21-\x7e]+$/, 'printable characters without spaces');

const KEY = z.string().trim().min(1).max(64);
const NO_CONTROLS = /^[^\p{Cc}\p{Cf}]*$/u;

/** How the device is shown to people: the order page, the admin page, a device-limit answer. */
export const MAX_DEVICE_NAME = 80;
export const MAX_PLATFORM = 40;

export const activateRequest = z.object({
  key: KEY,
  fingerprint: FINGERPRINT,
  name: z.string().trim().min(1).max(MAX_DEVICE_NAME).regex(NO_CONTROLS, 'no control characters'),
  platform: z.string().trim().max(MAX_PLATFORM).regex(NO_CONTROLS, 'no control characters').optional(),
});

export const validateRequest = z.object({ key: KEY, fingerprint: FINGERPRINT });

export const deactivateRequest = z.union([
  z.object({ key: KEY, fingerprint: FINGERPRINT }),
  z.object({ key: KEY, activationId: z.number().int().positive() }),
]);

export type ActivateRequest = z.infer<typeof activateRequest>;
export type ValidateRequest = z.infer<typeof validateRequest>;
export type DeactivateRequest = z.infer<typeof deactivateRequest>;
