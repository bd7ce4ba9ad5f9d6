// The license files' signing keys, for the server's start-up and `npm run license-key`.
export { newSigningKeyText, publishedKeys, rotateSigningKey, signingKeys } from '~/features/licenses/api/signing-keys.server';
