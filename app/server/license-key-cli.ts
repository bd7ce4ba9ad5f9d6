import { newSigningKeyText, publishedKeys, rotateSigningKey, signingKeys } from '~/web/signing-keys.server';
import { isStartupError } from '~/lib/startup-error.server';

export const LICENSE_KEY_USAGE = `Usage: npm run license-key [-- --rotate | --new | --public]

The Ed25519 keys that sign license files (docs/licensing.md).
  (no option)  Prints the signing key's id and every published key's id.
  --public     Prints every published public key as a JWKS: the file a desktop app's build embeds
               (license-signing-keys.json beside the reference client) to verify license files offline.
  --rotate     Makes a new signing key; the old ones stay published, so files signed with them still
               verify. With the key file in the data folder it is written there (restart the site to
               sign with it); with LICENSE_SIGNING_KEY the new value to set is printed instead.
  --new        Prints a new key for LICENSE_SIGNING_KEY (a PostgreSQL site's first key).`;

/** `npm run license-key`: shows, rotates or creates the license signing key, or prints the public keys. Returns the exit code. */
export async function runLicenseKeyCli(argv: string[]): Promise<number> {
  const [option, ...rest] = argv;
  if (option === '--help' || option === '-h') {
    console.log(LICENSE_KEY_USAGE);
    return 0;
  }
  if (rest.length > 0 || (option !== undefined && !['--rotate', '--new', '--public'].includes(option))) {
    console.error(`Unknown argument '${rest[0] ?? option}'\n\n${LICENSE_KEY_USAGE}`);
    return 2;
  }
  try {
    if (option === '--new') {
      console.log(newSigningKeyText());
      return 0;
    }
    if (option === '--public') {
      console.log(JSON.stringify(publishedKeys(), null, 2));
      return 0;
    }
    if (option === '--rotate') {
      const outcome = rotateSigningKey();
      if (outcome.kind === 'rotated') {
        console.log(
          `New signing key ${outcome.kid} written to ${outcome.file}; ${outcome.published} keys published. Restart the site to sign with it.`,
        );
      } else {
        console.log(
          `New signing key ${outcome.kid}. Set LICENSE_SIGNING_KEY on every process to (the new key first, the old ones kept):\n${outcome.value}`,
        );
      }
      return 0;
    }
    const keys = signingKeys();
    console.log(`Signing key: ${keys[0]!.kid}`);
    for (const key of keys.slice(1)) console.log(`Also published: ${key.kid}`);
    return 0;
  } catch (error) {
    if (isStartupError(error)) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}
