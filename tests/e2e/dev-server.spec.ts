import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, waitForHealthy } from '../../scripts/lib/server-process.mjs';
import { tempFolder } from '../helpers/temp-folder';
import { expect, test } from './fixtures';
import { cleanEnv, projectRoot, watch } from './server-runs';

/** A policy with its hashes and nonces left out: what differs per page and per request. */
function policyShape(policy: string | null): string {
  return (policy ?? '').replace(/'(sha256|sha384|sha512|nonce)-[^']+'( '\1-[^']+')*/g, "'$1-…'");
}

test('npm run dev on a fresh data folder serves / with the production edge: same CSP, guards, migrated database', async ({ request }) => {
  test.setTimeout(120_000);
  const folder = tempFolder('dev-server');
  const port = await freePort();
  const dev = watch(
    spawn('npm', ['run', 'dev'], {
      cwd: projectRoot,
      env: cleanEnv({ PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: path.join(folder, 'data', 'site.db'), TRUST_PROXY: '1' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  try {
    const url = `http://127.0.0.1:${port}`;
    await Promise.race([
      waitForHealthy(url, 90_000),
      dev.exited.then((end) => Promise.reject(new Error(`npm run dev exited early:\n${end.stdout}\n${end.stderr}`))),
    ]);
    expect(dev.stdout()).toContain('Migrations applied: 2026-11-21-001-init');

    const home = await fetch(`${url}/`);
    expect(home.status).toBe(200);
    const production = await request.get('/');
    expect(policyShape(home.headers.get('content-security-policy'))).toBe(policyShape(production.headers()['content-security-policy']!));
    expect(home.headers.get('x-frame-options')).toBe(production.headers()['x-frame-options']);
    // The home page ships no script, in development as in production; a page with a form does, each allowed by its hash.
    const contact = await fetch(`${url}/contact`);
    expect(contact.headers.get('content-security-policy')).toMatch(/script-src 'self' '(sha256|nonce)-/);

    // The default settings were written: the prices show.
    expect(await (await fetch(`${url}/pricing`)).text()).toContain('$79.99');
    // The edge's guards: a form posted from another site is refused before it is read.
    const crossSite = await fetch(`${url}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
      body: 'name=A&email=a%40example.com&message=Hi',
    });
    expect(crossSite.status).toBe(403);
  } finally {
    dev.child.kill('SIGTERM');
    await dev.exited;
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
