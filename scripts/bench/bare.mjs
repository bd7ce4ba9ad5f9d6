// A bare server for the pages of a running site: each target's answer captured once (as a browser
// gets it, compressed) and served back from memory by bare-pages.mjs, in a process of its own.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../lib/server-process.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
// Headers that belong to one response or connection, never replayed.
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** A GET whose body is kept exactly as it travelled (fetch would decode it). */
export function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (c) => chunks.push(c));
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/**
 * Captures `targets` from the site at `siteUrl` with `headers` and starts a bare server answering
 * each with the same bytes and headers. Resolves to { url, pages (bytes per target), stop() }.
 */
export async function startBarePages(siteUrl, targets, headers, workDir) {
  const manifest = {};
  for (const target of targets) {
    const answer = await rawGet(siteUrl + target, headers);
    if (answer.status !== 200) throw new Error(`${target} answered ${answer.status}`);
    const kept = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !PER_RESPONSE.has(name)));
    manifest[target] = { headers: kept, body: answer.body.toString('base64') };
  }
  const manifestFile = path.join(workDir, `bare-${Date.now()}-${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(here, 'bare-pages.mjs'), manifestFile, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`The bare server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    pages: Object.fromEntries(Object.entries(manifest).map(([target, page]) => [target, Buffer.from(page.body, 'base64').length])),
    async stop() {
      child.kill();
      await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()));
    },
  };
}
