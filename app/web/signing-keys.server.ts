// The licence files' signing keys, for the server's start-up and `npm run license-key`.
export { newSigningKeyText, publishedKeys, rotateSigningKey, signingKeys } from '~/features/licences/api/signing-keys.server';
