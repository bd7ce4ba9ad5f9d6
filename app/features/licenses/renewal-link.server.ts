import { hmacSignature, signedWithAny } from '~/lib/codes/hmac.server';
import { normalizeReference } from '~/lib/codes/references.server';
import { renewalCheckoutPath } from '~/lib/paths';
import { sessionSecrets } from '~/lib/session-secret.server';

// The link that renews one order's license: checkout for its plan with `renew={reference}.{signature}`.
// Signed so a renewal can only name a license this site offered to renew; anyone holding the link may
// pay for it (as anyone may pay a friend's invoice), and what they pay for is that key's next period.
// It is in the order page's Renew button, the renewal reminder and the license API's renew_url.

const PURPOSE = 'recoverly/renewal/v1\n';

/** The renewal token of an order, signed with the current secret. */
export function renewalToken(reference: string, secrets: readonly string[] = sessionSecrets()): string {
  return `${reference}.${hmacSignature(PURPOSE, reference, secrets[0]!)}`;
}

/** The order reference a renewal token names, when its signature is ours (any secret of the rotation list); null otherwise. */
export function readRenewalToken(token: unknown, secrets: readonly string[] = sessionSecrets()): string | null {
  if (typeof token !== 'string' || token.length > 100) return null;
  const dot = token.lastIndexOf('.');
  const reference = normalizeReference(token.slice(0, dot), 'ORD');
  const signature = token.slice(dot + 1);
  if (dot < 0 || !reference || reference !== token.slice(0, dot)) return null;
  return signedWithAny(PURPOSE, reference, signature, secrets) ? reference : null;
}

/** Checkout renewing this order's license (a path: e-mails and the API make it absolute). */
export function renewalPath(order: { reference: string; plan: string }): string {
  return renewalCheckoutPath(order.plan, renewalToken(order.reference));
}
