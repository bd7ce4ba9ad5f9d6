import { randomBytes } from 'node:crypto';
import { hmacSignature, signedWithAny } from '~/lib/codes/hmac.server';
import { issueCheckoutReference, signedReference, type SignedReference } from '~/features/orders/checkout.server';
import { findPlan, type PlanName } from '~/features/catalogue/plans';
import { newOrderReference, normalizeReference } from '~/lib/codes/references.server';
import { createLru, type Lru } from '~/lib/lru';
import { secureCookies } from '~/lib/env.server';
import { sessionSecrets } from '~/lib/session-secret.server';
import type { PageVariant, VisitorPart, VisitorValues } from './visitor-part.server';

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

// Cookies already verified and signatures already made, so a browser coming back costs no HMAC.
const REMEMBERED = 5_000;
// Per list of secrets (the process has one; tests pass their own), so nothing verified under one list counts under another.
const caches = new WeakMap<readonly string[], { cookies: Lru<KeptReference[]>; signatures: Lru<string> }>();
function cacheFor(secrets: readonly string[]) {
  let cache = caches.get(secrets);
  if (!cache) caches.set(secrets, (cache = { cookies: createLru(REMEMBERED), signatures: createLru(REMEMBERED) }));
  return cache;
}

/** The entries of a cookie value whose signature is ours (any secret of the rotation list), expired ones included; null otherwise. */
function verifiedEntries(value: string, secrets: readonly string[]): KeptReference[] | null {
  const cache = cacheFor(secrets);
  const known = cache.cookies.get(value);
  if (known) return known;
  const split = value.lastIndexOf('|');
  const entries = value.slice(0, split);
  const signature = value.slice(split + 1);
  if (split < 0 || !signedWithAny(PURPOSE, entries, signature, secrets)) return null;
  const kept: KeptReference[] = [];
  for (const entry of entries.split(ENTRY_SEPARATOR)) {
    const [planName, reference = '', issued = ''] = entry.split(':');
    const plan = findPlan(planName);
    const issuedAt = Number.parseInt(issued, 36);
    // Only a reference in its canonical form, as we wrote it.
    if (!plan || normalizeReference(reference, 'ORD') !== reference || !Number.isSafeInteger(issuedAt)) continue;
    if (kept.some((k) => k.plan === plan.name)) continue;
    kept.push({ plan: plan.name, reference, issuedAt });
  }
  cache.cookies.set(value, kept);
  return kept;
}

/**
 * The references a Cookie header keeps, when the cookie's signature is ours (any secret of the
 * rotation list): entries older than 7 days, unknown plans and malformed ones are left out.
 */
export function readKeptReferences(cookieHeader: string | null | undefined, settings: CookieSettings = currentSettings()): KeptReference[] {
  const value = rawValue(cookieHeader);
  if (!value) return [];
  const entries = verifiedEntries(value, settings.secrets) ?? [];
  return entries.filter((k) => k.issuedAt <= settings.now && settings.now - k.issuedAt < KEPT_SECONDS);
}

/** The form's signature for a reference we issued (made once per reference while it is remembered). */
function formSignature(reference: string, secrets: readonly string[]): SignedReference {
  const cache = cacheFor(secrets).signatures;
  let signature = cache.get(reference);
  if (signature === undefined) {
    signature = signedReference(reference, secrets).signature;
    cache.set(reference, signature);
  }
  return { reference, signature };
}

/** The Set-Cookie header that keeps exactly `kept` (or removes the cookie when nothing is left). */
export function keptReferencesCookie(kept: readonly KeptReference[], settings: CookieSettings = currentSettings()): string {
  const attributes = `Path=/; HttpOnly; SameSite=Lax${settings.secure ? '; Secure' : ''}`;
  if (kept.length === 0) return `${CHECKOUT_REFERENCE_COOKIE}=; Max-Age=0; ${attributes}`;
  let entries = '';
  let newest = 0;
  for (const k of kept) {
    entries += `${entries ? ENTRY_SEPARATOR : ''}${k.plan}:${k.reference}:${k.issuedAt.toString(36)}`;
    newest = Math.max(newest, k.issuedAt);
  }
  const value = `${entries}|${hmacSignature(PURPOSE, entries, settings.secrets[0]!)}`;
  // The cookie lasts as long as its newest reference; older ones are dropped on reading.
  const maxAge = newest + KEPT_SECONDS - settings.now;
  return `${CHECKOUT_REFERENCE_COOKIE}=${value}; Max-Age=${maxAge}; ${attributes}`;
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
  if (mine) return { reference: formSignature(mine.reference, settings.secrets), setCookie: null };
  if (kept.length === 0) return firstVisit(plan, settings);
  // Nothing of a new reference is remembered: most first visits never come back.
  const reference = issueCheckoutReference(settings.secrets);
  const setCookie = keptReferencesCookie([...kept, { plan, reference: reference.reference, issuedAt: settings.now }], settings);
  return { reference, setCookie };
}

// A browser's first checkout (no cookie yet) is the usual visit. Its new reference, the form's
// signature and the cookie that keeps them are made a few dozen at a time: measured in the server,
// that work costs about 7 µs a visit in a row and about 35 µs done alone among a request's other
// work (cold caches). Each is handed out once; a batch unused for a minute is dropped, so a
// cookie's issue time stays true to the minute.
const FIRST_VISIT_BATCH = 32;
const FIRST_VISIT_FRESH_SECONDS = 60;
interface FirstVisits {
  madeAt: number;
  ready: { reference: SignedReference; setCookie: string }[];
}
const firstVisits = new WeakMap<readonly string[], Map<string, FirstVisits>>();

function firstVisit(plan: PlanName, settings: CookieSettings): { reference: SignedReference; setCookie: string } {
  let byPlan = firstVisits.get(settings.secrets);
  if (!byPlan) firstVisits.set(settings.secrets, (byPlan = new Map()));
  const key = `${plan}:${settings.secure}`;
  let batch = byPlan.get(key);
  const fresh = batch && batch.madeAt <= settings.now && settings.now - batch.madeAt < FIRST_VISIT_FRESH_SECONDS;
  if (!batch || !fresh || batch.ready.length === 0) {
    const ready: FirstVisits['ready'] = [];
    for (let i = 0; i < FIRST_VISIT_BATCH; i++) {
      const reference = issueCheckoutReference(settings.secrets);
      ready.push({
        reference,
        setCookie: keptReferencesCookie([{ plan, reference: reference.reference, issuedAt: settings.now }], settings),
      });
    }
    byPlan.set(key, (batch = { madeAt: settings.now, ready }));
  }
  return batch.ready.pop()!;
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

/** The stand-in the edge rendered checkout with (the values its VisitorPart gave), as the loader uses it. */
export function standInFrom(values: VisitorValues): SignedReference {
  return { reference: values.reference ?? '', signature: values.signature ?? '' };
}

// One part per plan, made once: the edge keeps it with the plan's cached page.
const visitorParts = new Map<PlanName, VisitorPart>();

function checkoutVisitorPart(plan: PlanName): VisitorPart {
  let part = visitorParts.get(plan);
  if (!part) {
    part = {
      standIns: () => ({ ...standInReference() }),
      forVisit(cookieHeader) {
        const { reference, setCookie } = referenceForVisit(cookieHeader, plan);
        return { values: { reference: reference.reference, signature: reference.signature }, setCookie };
      },
    };
    visitorParts.set(plan, part);
  }
  return part;
}

/**
 * The Set-Cookie header that keeps `reference` as this browser's reference for `plan` (replacing the
 * one it kept), for a link that brought it (the payment details e-mail's): a reload shows it again.
 * Null when the browser keeps it already.
 */
export function keepLinkedReference(
  cookieHeader: string | null | undefined,
  plan: PlanName,
  reference: string,
  settings: CookieSettings = currentSettings(),
): string | null {
  const kept = readKeptReferences(cookieHeader, settings);
  if (kept.some((k) => k.plan === plan && k.reference === reference)) return null;
  return keptReferencesCookie([...kept.filter((k) => k.plan !== plan), { plan, reference, issuedAt: settings.now }], settings);
}

/**
 * Checkout as the edge caches it: one page per plan we sell (`?plan=` by the plan's own name, every
 * other parameter dropped), each visitor's payment reference put in; a plan we don't sell is one
 * page for everyone, with no reference. A link carrying a reference of its own (the payment details
 * e-mail's) or a license to renew is one visitor's page: null, rendered for them and never cached.
 */
export function checkoutVariant(params: URLSearchParams): PageVariant | null {
  if (params.has('renew') || (params.has('reference') && params.has('signature'))) return null;
  const plan = findPlan(params.get('plan'));
  return plan ? { query: `?plan=${plan.name}`, visitorPart: checkoutVisitorPart(plan.name) } : { query: '', visitorPart: null };
}
