import crypto from 'node:crypto';
import { redirect } from 'react-router';
import { z } from 'zod';
import { secureCookies } from '~/lib/env.server';
import { sessionSecrets } from '~/lib/session-secret.server';
import type { ToastMessage } from '~/lib/toast';
import { clearedCookieHeader, readSignedCookie, signedCookieHeader } from './signed-cookie.server';

export const FLASH_COOKIE_NAME = 'flash';

// HttpOnly, SameSite=Lax, for the whole site, Secure in production; read within a minute or gone.
const ATTRIBUTES = `Path=/; HttpOnly${secureCookies() ? '; Secure' : ''}; SameSite=Lax`;
const SECRETS = sessionSecrets();
const flashCookie = {
  serialize: (value: unknown) =>
    signedCookieHeader(FLASH_COOKIE_NAME, value, { secrets: SECRETS, attributes: `Max-Age=60; ${ATTRIBUTES}` }),
  clear: () => clearedCookieHeader(FLASH_COOKIE_NAME, ATTRIBUTES),
  parse: (cookieHeader: string | null | undefined) => readSignedCookie(FLASH_COOKIE_NAME, cookieHeader, SECRETS),
};

const toastSchema = z.object({
  id: z.string(),
  type: z.enum(['success', 'error', 'info']),
  title: z.string(),
  description: z.string(),
  form: z.string().optional(),
  receipt: z
    .object({ reference: z.string(), plan: z.string(), amount: z.string(), email: z.string().optional(), orderPath: z.string() })
    .optional(),
  request: z.object({ reference: z.string(), email: z.string(), pagePath: z.string() }).optional(),
});

export type ToastInput = Omit<ToastMessage, 'id'>;

export async function toastCookieHeader(toast: ToastInput): Promise<string> {
  return flashCookie.serialize({ ...toast, id: crypto.randomUUID() });
}

/** Post/Redirect/Get with a message for the next page. */
export async function redirectWithToast(url: string, toast: ToastInput, init: ResponseInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append('Set-Cookie', await toastCookieHeader(toast));
  return redirect(url, { ...init, headers });
}

/** Reads the flash once: returns it with the header that clears it, or nothing when there is none. */
export async function readToast(request: Request): Promise<{ toast: ToastMessage; clearHeader: string } | null> {
  const cookieHeader = request.headers.get('Cookie');
  if (!hasFlashCookie(cookieHeader)) return null;
  const parsed = toastSchema.safeParse(flashCookie.parse(cookieHeader));
  const clearHeader = flashCookie.clear();
  if (!parsed.success) return null;
  return { toast: parsed.data, clearHeader };
}

/** Whether a Cookie header names a flash cookie at all: a cheap test, true for forged ones too. */
export function hasFlashCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((part) => part.trim().startsWith(`${FLASH_COOKIE_NAME}=`));
}

/**
 * Whether a request carries a flash we signed: such a response is for one visitor and is never
 * cached. A forged or stale-secret one is ignored by the root loader too, so it gets the cached
 * page like everyone else; a request with no flash cookie costs no signature check.
 */
export async function hasVerifiedFlash(cookieHeader: string | null | undefined): Promise<boolean> {
  if (!hasFlashCookie(cookieHeader)) return false;
  const value = flashCookie.parse(cookieHeader);
  return typeof value === 'object' && value !== null;
}
