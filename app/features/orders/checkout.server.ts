import { newIssuedOrderReference, normalizeReference } from '~/lib/codes/references.server';
import { referenceTagHolds, signReference, verifyReferenceSignature } from '~/lib/codes/reference-signature.server';
import { sessionSecrets } from '~/lib/session-secret.server';
import { findPlan, type PlanName } from '~/features/catalogue/plans';
import { formatPrice } from '~/features/catalogue/prices';
import { getPrices } from '~/features/settings/settings.server';

/** The plan being bought: its own name ('Yearly' for ?plan=yearly) and its current price as shown and recorded ('$79.99'); or none we sell. */
export type CheckoutPlan = { known: true; name: PlanName; price: string } | { known: false };

/**
 * The plan being bought and its price. The price always comes from the settings, never from the
 * request: a URL or form that says '$1' for the Lifetime plan still pays the Lifetime price.
 */
export async function checkoutPlan(requested: string | null | undefined): Promise<CheckoutPlan> {
  const plan = findPlan(requested);
  if (!plan) return { known: false };
  const prices = await getPrices();
  return { name: plan.name, price: formatPrice(prices[plan.priceKey]), known: true };
}

export interface SignedReference {
  reference: string;
  signature: string;
}

/**
 * A new payment reference, signed so the form can only carry one we issued (with the current secret:
 * the list's first); the reference also carries its own short tag, for when a buyer types it by hand.
 */
export function issueCheckoutReference(secrets: readonly string[] = sessionSecrets()): SignedReference {
  return signedReference(newIssuedOrderReference(secrets[0]!), secrets);
}

/** A reference we issued earlier (kept for this browser), with the signature its form carries. */
export function signedReference(reference: string, secrets: readonly string[] = sessionSecrets()): SignedReference {
  return { reference, signature: signReference(reference, secrets[0]!) };
}

/** The reference the form carries, when its signature is ours (any secret of the rotation list); null otherwise. */
export function readSignedReference(formData: FormData): string | null {
  const reference = formData.get('reference');
  const signature = formData.get('referenceSignature');
  return verifyReferenceSignature(reference, signature, sessionSecrets()) ? (reference as string) : null;
}

/**
 * A reference the buyer typed ("Paid already, with another reference?"), as the transfer's memo has
 * it: none typed; one this site issued (its own tag verifies: the reference another device showed);
 * or not a reference at all, or one this site never issued (made up, or mistyped). Whether an order
 * already holds it is the order's business (placeOrder).
 */
export type TypedReference =
  { kind: 'none' } | { kind: 'issued'; reference: string } | { kind: 'not-a-reference' } | { kind: 'not-issued' };

export function readTypedReference(typed: string, secrets: readonly string[] = sessionSecrets()): TypedReference {
  if (typed.trim() === '') return { kind: 'none' };
  const reference = normalizeReference(typed, 'ORD');
  if (!reference) return { kind: 'not-a-reference' };
  return referenceTagHolds(reference, secrets) ? { kind: 'issued', reference } : { kind: 'not-issued' };
}

/**
 * The reference a link carries with its signature (the payment details e-mail's "Back to checkout"),
 * when the signature is ours; null otherwise.
 */
export function readLinkedReference(params: URLSearchParams, secrets: readonly string[] = sessionSecrets()): SignedReference | null {
  const reference = normalizeReference(params.get('reference'), 'ORD');
  const signature = params.get('signature');
  return reference && verifyReferenceSignature(reference, signature, secrets) ? { reference, signature: signature! } : null;
}
