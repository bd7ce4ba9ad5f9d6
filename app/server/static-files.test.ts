import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HANDED_ON, startStep } from '../../tests/helpers/edge-step';
import { createErrorResponses } from './error-responses';
import { staticFiles } from './static-files';

let step: Awaited<ReturnType<typeof startStep>> | undefined;
let folder: string | undefined;
afterEach(async () => {
  await step?.close();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

const SECURITY = { 'x-content-type-options': 'nosniff' };

async function startWithFiles(files: Record<string, string>) {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'static-step-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    fs.writeFileSync(path.join(folder, name), text);
  }
  step = await startStep(staticFiles(folder, SECURITY, createErrorResponses(SECURITY)));
  return step;
}

describe('the static files step', () => {
  it('answers a file of the client build from memory, compressed, with its ETag, and 304 when the browser has it', async () => {
    const { url, handedOn } = await startWithFiles({ 'assets/app-1a2b.js': `console.log(${JSON.stringify('x'.repeat(4000))});` });
    const answer = await fetch(`${url}/assets/app-1a2b.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await answer.text()).toContain('xxxx');
    const again = await fetch(`${url}/assets/app-1a2b.js`, { headers: { 'if-none-match': answer.headers.get('etag')! } });
    expect(again.status).toBe(304);
    const head = await fetch(`${url}/assets/app-1a2b.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(handedOn).toEqual([]);
  });

  it('sends /favicon.ico to the SVG icon', async () => {
    const { url } = await startWithFiles({ 'favicon.svg': '<svg/>' });
    const answer = await fetch(`${url}/favicon.ico`, { redirect: 'manual' });
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/favicon.svg');
  });

  it('hands on every other path, and anything but a read of a file', async () => {
    const { url, handedOn } = await startWithFiles({ 'robots-extra.txt': 'hello' });
    for (const [target, method] of [
      ['/pricing', 'GET'],
      ['/assets/missing.js', 'GET'],
      ['/../package.json', 'GET'],
      ['/robots-extra.txt', 'POST'],
    ] as const) {
      const answer = await fetch(url + target, { method });
      expect(answer.headers.get(HANDED_ON), `${method} ${target}`).toBe('yes');
    }
    expect(handedOn).toHaveLength(4);
  });
});
