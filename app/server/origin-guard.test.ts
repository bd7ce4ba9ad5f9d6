import { afterEach, describe, expect, it } from 'vitest';
import { rawRequest } from '../../tests/helpers/edge';
import { HANDED_ON, startStep } from '../../tests/helpers/edge-step';
import { createErrorResponses } from './error-responses';
import { originGuard } from './origin-guard';

let step: Awaited<ReturnType<typeof startStep>> | undefined;
afterEach(async () => {
  await step?.close();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

async function start(siteOrigin: string | null = null) {
  step = await startStep(originGuard({ siteOrigin, trustProxy: false, https: false }, createErrorResponses({})));
  return step;
}

describe('the origin guard step', () => {
  it('refuses a post from another site with the 403 page, before anything reads its body', async () => {
    const { url, handedOn } = await start();
    const foreign: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }];
    for (const headers of foreign) {
      const answer = await fetch(`${url}/contact`, { method: 'POST', headers: { ...FORM, ...headers }, body: 'name=Ann' });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(await answer.text()).toContain('This form can only be sent from this site.');
    }
    expect(handedOn).toEqual([]);
  });

  it('refuses a body that is not a form (415), and one declared larger than any may be (413)', async () => {
    const { port, url } = await start();
    const json = await fetch(`${url}/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(415);
    expect(await json.text()).toContain('Forms must be sent as URL-encoded form data.');
    const multipart = await fetch(`${url}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x--',
    });
    expect(multipart.status).toBe(415);
    // Declared, not sent: the refusal comes from the headers alone.
    const huge = await rawRequest(
      port,
      `POST /admin/statements HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${11 * 1024 * 1024}\r\nConnection: close\r\n\r\n`,
    );
    expect(huge.status).toBe(413);
    expect(huge.body).toContain('The file was larger than 10 MB');
  });

  it('hands on a form post from this site or from a program, and every read, wherever it comes from', async () => {
    const { url, handedOn } = await start('https://shop.example');
    const posts: Record<string, string>[] = [{ origin: url }, { origin: 'https://shop.example' }, {}, { 'sec-fetch-site': 'same-origin' }];
    for (const headers of posts) {
      const answer = await fetch(`${url}/contact`, { method: 'POST', headers: { ...FORM, ...headers }, body: 'name=Ann' });
      expect(answer.headers.get(HANDED_ON), JSON.stringify(headers)).toBe('yes');
    }
    const read = await fetch(`${url}/pricing`, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(read.headers.get(HANDED_ON)).toBe('yes');
    expect(handedOn).toHaveLength(5);
  });
});
