import { newOrderReference } from '~/lib/codes/references.server';
import { signReference, verifyReferenceSignature } from '~/lib/codes/reference-signature.server';
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

/** A new payment reference, signed so the form can only carry one we issued (with the current secret: the list's first). */
export function issueCheckoutReference(secrets: readonly string[] = sessionSecrets()): SignedReference {
  return signedReference(newOrderReference(), secrets);
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
