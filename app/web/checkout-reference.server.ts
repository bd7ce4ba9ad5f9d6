import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { issueCheckoutReference, signedReference, type SignedReference } from '~/features/orders/checkout.server';
import { findPlan, type PlanName } from '~/features/catalogue/plans';
import { newOrderReference } from '~/lib/codes/references.server';
import { secureCookies } from '~/lib/env.server';
import { sessionSecrets } from '~/lib/session-secret.server';

/**
 * The payment reference a browser keeps for each plan, so a reload, Back, a new tab or a restarted
 * phone browser shows the reference already typed into the bank's memo. One signed, HttpOnly,
 * SameSite=Lax cookie holds the references of several plans, each for 7 days from when it was
 * issued. It is only a convenience for keeping the reference: the form still carries the reference
 * and its own signature, and the server verifies those, never the cookie alone.
 */
export const CHECKOUT_REFERENCE_COOKIE = 'checkout_ref';
export const REFERENCE_KEPT_DAYS = 7;
const KEPT_SECONDS = REFERENCE_KEPT_DAYS * 24 * 60 * 60;

// A fixed purpose label: a signature made here is valid nowhere else (the secret also signs sessions and references).
const PURPOSE = 'recoverly/checkout-reference-cookie/v1\n';
const REFERENCE = /^ORD-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
// The value is cookie-safe as it stands: `Plan:ORD-XXXX-XXXX:issued` entries joined by '~', then '|' and the HMAC.
const ENTRY_SEPARATOR = '~';

export interface KeptReference {
  plan: PlanName;
  reference: string;
  /** Seconds since the epoch. */
  issuedAt: number;
}

export interface CookieSettings {
  secrets: readonly string[];
  secure: boolean;
  /** Seconds since the epoch. */
  now: number;
}

function currentSettings(): CookieSettings {
  return { secrets: sessionSecrets(), secure: secureCookies(), now: Math.floor(Date.now() / 1000) };
}

function mac(entries: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(PURPOSE).update(entries).digest();
}

/** This cookie's raw value in a Cookie header, or null (a cheap scan: most requests have none). */
function rawValue(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  const prefix = `${CHECKOUT_REFERENCE_COOKIE}=`;
  for (const part of cookieHeader.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return trimmed.slice(prefix.length);
  }
  return null;
}

/**
 * The references a Cookie header keeps, when the cookie's signature is ours (any secret of the
 * rotation list): entries older than 7 days, unknown plans and malformed ones are left out.
 */
export function readKeptReferences(cookieHeader: string | null | undefined, settings: CookieSettings = currentSettings()): KeptReference[] {
  const value = rawValue(cookieHeader);
  if (!value) return [];
  const split = value.lastIndexOf('|');
  const entries = value.slice(0, split);
  const signature = value.slice(split + 1);
  if (split < 0 || !SIGNATURE.test(signature)) return [];
  const given = Buffer.from(signature, 'base64url');
  let verified = false;
  for (const secret of settings.secrets) {
    if (secret && timingSafeEqual(mac(entries, secret), given)) verified = true;
  }
  if (!verified) return [];
  const kept: KeptReference[] = [];
  for (const entry of entries.split(ENTRY_SEPARATOR)) {
    const [planName, reference = '', issued = ''] = entry.split(':');
    const plan = findPlan(planName);
    const issuedAt = Number.parseInt(issued, 36);
    if (!plan || !REFERENCE.test(reference) || !Number.isSafeInteger(issuedAt)) continue;
    if (issuedAt > settings.now || settings.now - issuedAt >= KEPT_SECONDS) continue;
    if (kept.some((k) => k.plan === plan.name)) continue;
    kept.push({ plan: plan.name, reference, issuedAt });
  }
  return kept;
}

/** The Set-Cookie header that keeps exactly `kept` (or removes the cookie when nothing is left). */
export function keptReferencesCookie(kept: readonly KeptReference[], settings: CookieSettings = currentSettings()): string {
  const attributes = `Path=/; HttpOnly; SameSite=Lax${settings.secure ? '; Secure' : ''}`;
  if (kept.length === 0) return `${CHECKOUT_REFERENCE_COOKIE}=; Max-Age=0; ${attributes}`;
  const entries = kept.map((k) => `${k.plan}:${k.reference}:${k.issuedAt.toString(36)}`).join(ENTRY_SEPARATOR);
  const signature = mac(entries, settings.secrets[0]!).toString('base64url');
  // The cookie lasts as long as its newest reference; older ones are dropped on reading.
  const maxAge = Math.max(...kept.map((k) => k.issuedAt + KEPT_SECONDS - settings.now));
  return `${CHECKOUT_REFERENCE_COOKIE}=${entries}|${signature}; Max-Age=${maxAge}; ${attributes}`;
}

/**
 * The reference this browser keeps for `plan`, signed for the form; or a new one, with the
 * Set-Cookie header that keeps it beside the browser's references for other plans.
 */
export function referenceForVisit(
  cookieHeader: string | null | undefined,
  plan: PlanName,
  settings: CookieSettings = currentSettings(),
): { reference: SignedReference; setCookie: string | null } {
  const kept = readKeptReferences(cookieHeader, settings);
  const mine = kept.find((k) => k.plan === plan);
  if (mine) return { reference: signedReference(mine.reference, settings.secrets), setCookie: null };
  const reference = issueCheckoutReference(settings.secrets);
  const setCookie = keptReferencesCookie([...kept, { plan, reference: reference.reference, issuedAt: settings.now }], settings);
  return { reference, setCookie };
}

/**
 * Once an order is placed with `reference`, the Set-Cookie header that forgets it, so the next
 * checkout of that plan gets a new one; null when this browser doesn't keep it (nothing to change).
 */
export function forgetReference(
  cookieHeader: string | null | undefined,
  plan: PlanName,
  reference: string,
  settings: CookieSettings = currentSettings(),
): string | null {
  const kept = readKeptReferences(cookieHeader, settings);
  if (!kept.some((k) => k.plan === plan && k.reference === reference)) return null;
  return keptReferencesCookie(
    kept.filter((k) => k.plan !== plan),
    settings,
  );
}

/**
 * A stand-in for the edge's shared render of checkout, replaced by each visitor's own reference:
 * shaped like a real one, but its signature is random, so it could never be posted.
 */
export function standInReference(): SignedReference {
  return { reference: newOrderReference(), signature: randomBytes(32).toString('base64url') };
}
