// The license API in the bench: licenses on some of the seeded confirmed orders, each activated on
// one device, then `validate` called for them in turn (what every start of the desktop app does).
// Keys and client addresses rotate, so the API's limits (60 a minute per key, 600 per address) stay on.
import crypto from 'node:crypto';
import Database from 'better-sqlite3';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function licenseKey() {
  const symbols = Array.from(crypto.randomBytes(20), (b) => CROCKFORD[b & 31]).join('');
  return symbols.match(/.{5}/g).join('-');
}

/** Gives `count` confirmed orders a Lifetime-like license (2 devices, no expiry); returns their keys. */
export function seedLicenses(databasePath, count) {
  const db = new Database(databasePath);
  try {
    const ids = db.prepare(`select id from ach_orders where status = 'confirmed' order by id limit ?`).all(count);
    const update = db.prepare('update ach_orders set license_key = ?, license_devices = 2, license_expires_at = null where id = ?');
    const keys = [];
    db.transaction(() => {
      for (const { id } of ids) {
        const key = licenseKey();
        update.run(key, id);
        keys.push(key);
      }
    })();
    return keys;
  } finally {
    db.close();
  }
}

export const fingerprintOf = (key) => `bench-device-${key}`;

/** Activates every key on its one device, 50 at a time, each call from its own address. */
export async function activateAll(url, keys, nextAddress) {
  for (let i = 0; i < keys.length; i += 50) {
    await Promise.all(
      keys.slice(i, i + 50).map(async (key) => {
        const response = await fetch(`${url}/api/v1/licenses/activate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
          body: JSON.stringify({ key, fingerprint: fingerprintOf(key), name: 'Bench PC', platform: 'windows' }),
        });
        if (response.status !== 201) throw new Error(`activate answered ${response.status}: ${await response.text()}`);
      }),
    );
  }
}

/** Throws unless `validate` answers valid for a seeded key on its device: a bench of wrong answers measures nothing. */
export async function expectValid(url, key) {
  const response = await fetch(`${url}/api/v1/licenses/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key, fingerprint: fingerprintOf(key) }),
  });
  const body = await response.json();
  if (response.status !== 200 || body.valid !== true) throw new Error(`validate answered ${response.status}: ${JSON.stringify(body)}`);
}

/** An autocannon request validating the keys in turn, each call from its own address. */
export function validateRequest(keys, nextAddress) {
  let next = 0;
  return {
    method: 'POST',
    path: '/api/v1/licenses/validate',
    headers: { 'content-type': 'application/json' },
    setupRequest: (request) => {
      const key = keys[next++ % keys.length];
      return {
        ...request,
        headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
        body: JSON.stringify({ key, fingerprint: fingerprintOf(key) }),
      };
    },
  };
}
