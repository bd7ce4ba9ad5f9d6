#!/usr/bin/env node
// A reference client for the license API (docs/licensing.md): what a vendor's desktop app does,
// in one file with no dependencies. It keeps its state (the server, the key and the signed license
// file) in one JSON file, and checks the license offline with the public keys built into it: the
// vendor's build puts `npm run license-key -- --public`'s output beside it as license-signing-keys.json.
// Never with keys from its state, which whoever runs it can rewrite.
//
//   node scripts/license-client.mjs --server https://example.com --activate KEY [--name "My PC"]
//   node scripts/license-client.mjs --validate      online: is the key still good on this device?
//   node scripts/license-client.mjs --verify        offline: the saved license file, with the built-in public keys
//   node scripts/license-client.mjs --deactivate    frees this device
//
// Options: --state FILE (default ./license-state.json), --fingerprint ID (default: derived from this machine).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The public keys built into this client: the file its build placed beside it. */
export const BUILT_IN_KEYS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'license-signing-keys.json');

/** The built-in keys (a JWKS), or null when the build put none beside the program. */
function builtInKeys() {
  try {
    const jwks = JSON.parse(fs.readFileSync(BUILT_IN_KEYS_FILE, 'utf8'));
    return Array.isArray(jwks?.keys) ? jwks : null;
  } catch {
    return null;
  }
}

function parseArgs(argv) {
  const args = { state: 'license-state.json' };
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i].replace(/^--/, '');
    const takesValue = ['server', 'activate', 'name', 'state', 'fingerprint', 'platform'].includes(name);
    args[name] = takesValue ? argv[++i] : true;
  }
  return args;
}

/** This machine's device id: a hash of things that stay put (host name, platform, network cards' MAC addresses). */
function machineFingerprint() {
  const macs = Object.values(os.networkInterfaces())
    .flat()
    .filter((i) => i && !i.internal && i.mac !== '00:00:00:00:00:00')
    .map((i) => i.mac)
    .sort();
  return crypto
    .createHash('sha256')
    .update([os.hostname(), os.platform(), os.arch(), ...macs].join('|'))
    .digest('hex');
}

async function call(server, operation, body) {
  const response = await fetch(`${server}/api/v1/licenses/${operation}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** The payload of a license file, if its Ed25519 signature holds with one of the given keys (a JWKS); else null. */
export function verifyLicenseFile(file, jwks) {
  if (typeof file?.payload !== 'string' || typeof file.signature !== 'string') return null;
  const jwk = jwks.keys.find((k) => k.kid === file.kid && k.kty === 'OKP' && k.crv === 'Ed25519');
  if (!jwk) return null;
  try {
    const publicKey = crypto.createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: jwk.x }, format: 'jwk' });
    const ok = crypto.verify(null, Buffer.from(file.payload), publicKey, Buffer.from(file.signature, 'base64url'));
    return ok ? JSON.parse(Buffer.from(file.payload, 'base64url').toString('utf8')) : null;
  } catch {
    return null;
  }
}

function fail(message, code = 1) {
  console.error(message);
  process.exit(code);
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const saved = fs.existsSync(args.state) ? JSON.parse(fs.readFileSync(args.state, 'utf8')) : {};
  const server = (args.server ?? saved.server)?.replace(/\/$/, '');
  // This device is who runs the program, never what the state says (a state copied from another device).
  const fingerprint = args.fingerprint ?? machineFingerprint();

  if (args.activate) {
    if (!server) fail('--server is needed to activate');
    const { status, body } = await call(server, 'activate', {
      key: args.activate,
      fingerprint,
      name: args.name ?? os.hostname().slice(0, 80),
      platform: args.platform ?? os.platform(),
    });
    if (status !== 200 && status !== 201) {
      const devices = body.activeDevices ? ` In use on: ${body.activeDevices.map((d) => d.name).join(', ')}.` : '';
      fail(`Activation refused (${body.code}): ${body.title}${devices}`);
    }
    fs.writeFileSync(args.state, JSON.stringify({ server, key: args.activate, licenseFile: body.licenseFile }, null, 2), { mode: 0o600 });
    console.log(`Activated on "${body.activation.name}" (${body.license.activeDevices} of ${body.license.devices} devices in use).`);
    return;
  }
  if (!saved.key) fail('Not activated: run with --activate KEY first');

  if (args.validate) {
    const { body } = await call(server, 'validate', { key: saved.key, fingerprint });
    console.log(body.valid ? 'valid' : `not valid: ${body.code}`);
    process.exitCode = body.valid ? 0 : 1;
    return;
  }
  if (args.verify) {
    const jwks = builtInKeys();
    if (!jwks) fail(`offline check failed: no public keys are built into this client (${BUILT_IN_KEYS_FILE} is missing)`);
    const payload = saved.licenseFile ? verifyLicenseFile(saved.licenseFile, jwks) : null;
    if (!payload) fail('offline check failed: the license file is not signed by a key built into this client');
    const thisDevice = crypto.createHash('sha256').update(fingerprint).digest('hex');
    if (payload.fingerprint !== thisDevice) fail('offline check failed: the license file is for another device');
    if (payload.expiresAt !== null && Date.parse(payload.expiresAt) <= Date.now())
      fail(`offline check failed: expired on ${payload.expiresAt}`);
    console.log(`offline check passed: ${payload.plan}, ${payload.devices} devices, expires ${payload.expiresAt ?? 'never'}`);
    return;
  }
  if (args.deactivate) {
    const { status, body } = await call(server, 'deactivate', { key: saved.key, fingerprint });
    if (status !== 200) fail(`Deactivation refused (${body.code}): ${body.title}`);
    fs.rmSync(args.state);
    console.log(`Deactivated; ${body.license.activeDevices} of ${body.license.devices} devices in use.`);
    return;
  }
  fail('Choose one of --activate KEY, --validate, --verify, --deactivate', 2);
}

await main();
