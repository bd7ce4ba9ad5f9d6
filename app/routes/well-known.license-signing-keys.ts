import { publishedKeys } from '~/features/licenses/api/signing-keys.server';

// The public keys that verify license files (a JWKS): every key the site has signed with, so a file
// signed before a rotation still verifies. Apps may cache it for a few minutes.
export function loader() {
  return new Response(JSON.stringify(publishedKeys()), {
    headers: { 'content-type': 'application/jwk-set+json', 'cache-control': 'public, max-age=300' },
  });
}
