import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { SITE, standInAnswer, startStep } from '../../tests/helpers/edge-step';
import type { EdgeStep } from './edge-step';
import type { RouterAnswer } from './router-answer';

let step: Awaited<ReturnType<typeof startStep>> | undefined;
afterEach(async () => {
  await step?.close();
});

/** A step that answers with what React Router's answer gave, as JSON, for the test to read. */
function answering(answer: RouterAnswer, standIns?: Record<string, string>): EdgeStep {
  return async (visit) => {
    const rendered = await answer(visit, '/orders?ref=x', { standIns });
    const body = rendered.payload ? rendered.payload.toString() : await new Response(rendered.stream).text();
    visit.res.writeHead(200, { 'content-type': 'application/json' });
    visit.res.end(JSON.stringify({ ...rendered, payload: body, stream: rendered.stream !== null }));
  };
}

describe('React Router’s answer', () => {
  it('is asked on the site’s own origin whatever the Host, with the visit’s address, request id and stand-ins', async () => {
    const { answer, asked } = standInAnswer();
    step = await startStep(answering(answer, { reference: 'ORD-AAAA-BBBB' }));
    await fetch(`${step.url}/anything`, { headers: { host: 'attacker.example', 'x-forwarded-for': '203.0.113.9', origin: 'https://x' } });
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toBe(`${SITE}/orders?ref=x`);
    expect(asked[0]!.context).toMatchObject({ clientAddress: '203.0.113.9', standIns: { reference: 'ORD-AAAA-BBBB' } });
    expect(asked[0]!.context.requestId).toMatch(/^[0-9a-f]{16}$/);
  });

  it('allows a document’s scripts marked with its nonce by their hashes, and drops the mark', async () => {
    let script = '';
    const { answer } = standInAnswer((_request, context) => {
      script = `window.ok = ${JSON.stringify(context.cspNonce)}.length;`;
      const html = `<p>page</p><script nonce="${context.cspNonce}">${script}</script><script>evil()</script>`;
      return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    });
    step = await startStep(answering(answer));
    const rendered = await (await fetch(step.url)).json();
    const hash = `sha256-${crypto.createHash('sha256').update(script).digest('base64')}`;
    expect(rendered.scriptHashes).toEqual([hash]);
    expect(rendered.headers['content-security-policy']).toContain(`'${hash}'`);
    expect(rendered.payload).not.toContain('nonce=');
    expect(rendered.headers['content-security-policy']).not.toContain(crypto.createHash('sha256').update('evil()').digest('base64'));
  });

  it('passes a download on as a stream, never read whole', async () => {
    const { answer } = standInAnswer(() => new Response('a,b\r\n', { headers: { 'content-disposition': 'attachment; filename="x.csv"' } }));
    step = await startStep(answering(answer));
    const rendered = await (await fetch(step.url)).json();
    expect(rendered).toMatchObject({ stream: true, payload: 'a,b\r\n', scriptHashes: null });
  });
});
