import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEdge } from '../../tests/helpers/edge';
import { HANDED_ON, SITE, standInAnswer, startStep } from '../../tests/helpers/edge-step';
import { apiEdge } from './api-edge';

// The JSON API's way through the edge (api-edge.ts): no browser-form checks, a 4 KB body cap, never
// cached, never a cookie, no page budget; every other path keeps the form rules.

let edge: Awaited<ReturnType<typeof startEdge>>;
afterEach(async () => {
  await edge?.close();
});

const json = (body: unknown, extra: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: 'https://app.example', 'sec-fetch-site': 'cross-site', ...extra },
  body: JSON.stringify(body),
});

describe('the license API at the edge', () => {
  it('passes a cross-site JSON post to the route, answers no-store and drops any cookie', async () => {
    edge = await startEdge({
      render: () =>
        new Response('{"ok":true}', {
          headers: { 'content-type': 'application/json', 'set-cookie': 'a=b', 'cache-control': 'public, max-age=60' },
        }),
    });
    const answer = await fetch(`${edge.url}/api/v1/something-else`, json({ key: 'K' }));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(edge.rendered.map((r) => r.method)).toEqual(['POST']);
  });

  it('aborts the route’s request when the client leaves before the answer, never after a complete one', async () => {
    const signals: AbortSignal[] = [];
    let finish: () => void = () => {};
    const held = new Promise<void>((resolve) => (finish = resolve));
    edge = await startEdge({
      render: async (request) => {
        signals.push(request.signal);
        if (signals.length === 2) await held;
        return new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } });
      },
    });
    const answered = await fetch(`${edge.url}/api/v1/something-else`, json({ key: 'K' }));
    expect(await answered.json()).toEqual({ ok: true });
    const leaving = new AbortController();
    const abandoned = fetch(`${edge.url}/api/v1/something-else`, { ...json({ key: 'K' }), signal: leaving.signal }).catch(() => 'gone');
    await vi.waitFor(() => expect(signals).toHaveLength(2));
    leaving.abort();
    expect(await abandoned).toBe('gone');
    await vi.waitFor(() => expect(signals[1]!.aborted).toBe(true));
    finish();
    expect(signals[0]!.aborted).toBe(false);
  });

  it('refuses a body over 4 KB with problem+json before the route sees it, declared or streamed', async () => {
    edge = await startEdge();
    const declared = await fetch(`${edge.url}/api/v1/licenses/activate`, json({ pad: 'x'.repeat(5 * 1024) }));
    expect(declared.status).toBe(413);
    expect(declared.headers.get('content-type')).toBe('application/problem+json');
    expect(await declared.json()).toMatchObject({ status: 413, code: 'body_too_large' });
    const chunks = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('x'.repeat(5 * 1024)));
        controller.close();
      },
    });
    const streamed = await fetch(`${edge.url}/api/v1/licenses/activate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(edge.rendered).toEqual([]);
  });

  it('answers the license calls itself, without React Router, with security headers and no-store', async () => {
    edge = await startEdge();
    const answer = await fetch(
      `${edge.url}/api/v1/licenses/validate`,
      json({ key: 'AAAAA-BBBBB-CCCCC-DDDDD', fingerprint: 'some-device-fingerprint' }),
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ valid: false, code: 'invalid_key' });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(edge.rendered).toEqual([]);
    // A GET, or a path that is no operation, is React Router's to answer (the route's 405 and 404).
    await fetch(`${edge.url}/api/v1/licenses/validate`);
    await fetch(`${edge.url}/api/v1/licenses/other`, json({}));
    expect(edge.rendered.map((r) => r.method)).toEqual(['GET', 'POST']);
  });

  it('still refuses the same cross-site post to a page', async () => {
    edge = await startEdge();
    const answer = await fetch(`${edge.url}/contact`, json({}));
    expect(answer.status).toBe(403);
    expect(edge.rendered).toEqual([]);
  });

  it('does not count API calls against the page-render budget', async () => {
    let counted = 0;
    edge = await startEdge({
      render: () => Response.json({}),
      renderBudget: async () => {
        counted++;
        return { allowed: false, retryAfter: 60 };
      },
    });
    expect((await fetch(`${edge.url}/api/v1/openapi.json`)).status).toBe(200);
    expect(counted).toBe(0);
  });
});

describe('the API step', () => {
  let step: Awaited<ReturnType<typeof startStep>> | undefined;
  afterEach(async () => {
    await step?.close();
  });

  it('answers every /api/ address itself, the body capped, and hands on every other', async () => {
    const { answer, asked } = standInAnswer(() => Response.json({ ok: true }, { headers: { 'set-cookie': 'x=1' } }));
    step = await startStep(apiEdge(answer, { 'x-content-type-options': 'nosniff' }));
    const openApi = await fetch(`${step.url}/api/v1/openapi.json?x=1`);
    expect(await openApi.json()).toEqual({ ok: true });
    expect(openApi.headers.get('cache-control')).toBe('no-store');
    expect(openApi.headers.get('set-cookie')).toBeNull();
    expect(openApi.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${step.url}/api/v1/other`, json({ pad: 'x'.repeat(5000) }))).status).toBe(413);
    for (const target of ['/apis', '/pricing', '/admin/api'])
      expect((await fetch(step.url + target)).headers.get(HANDED_ON), target).toBe('yes');
    expect(asked.map((a) => a.url)).toEqual([`${SITE}/api/v1/openapi.json?x=1`]);
    expect(step.handedOn).toHaveLength(3);
  });
});
