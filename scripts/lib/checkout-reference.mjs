import { createHmac, randomBytes } from 'node:crypto';

// For load scripts (npm run bench, the load test): what the checkout page puts in its form, a fresh
// ORD reference and its signature, made with the SESSION_SECRET the script gave the server. The same
// construction as app/lib/codes (references.server.ts and reference-signature.server.ts); a change
// there shows up here as refused posts.
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PURPOSE = 'recoverly/checkout-reference/v1\n';

export function signedCheckoutFields(secret) {
  const symbols = Array.from(randomBytes(8), (byte) => CROCKFORD[byte & 0x1f]).join('');
  const reference = `ORD-${symbols.slice(0, 4)}-${symbols.slice(4)}`;
  const referenceSignature = createHmac('sha256', secret).update(PURPOSE).update(reference).digest('base64url');
  return { reference, referenceSignature };
}
