import crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HANDED_ON, SITE, standInAnswer, startStep } from '../../tests/helpers/edge-step';
import type { RequestContext } from './http-server';
import { publicPage } from './cache-key';
import type { EdgeStep } from './edge-step';
import { createPageCache } from './page-cache';
import { personalPages } from './personal-pages';

let step: Awaited<ReturnType<typeof startStep>> | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await step?.close();
});

/** A checkout-like page: the reference in the text, in the form and in an inline script. */
function checkoutPage(request: Request, context: RequestContext): Response {
  const chosen = context.standIns ?? { reference: 'ORD-ONE0-VSIT', signature: 'per-visit-render' };
  const html =
    `<!doctype html><p id="url">${request.url}</p><p>Put ${chosen.reference} in the memo.</p>` +
    `<input name="referenceSignature" value="${chosen.signature}"/>${'<p>filler</p>'.repeat(100)}` +
    `<script nonce="${context.cspNonce}">window.data = ["${chosen.reference}"];</script>`;
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}

const referenceIn = (body: string) => /<p>Put (ORD-[0-9A-Z]{4}-[0-9A-Z]{4}) in the memo/.exec(body)?.[1];

/** The step as the edge runs it: after pageCache has found the page and its visitor part. */
async function start(render: Parameters<typeof standInAnswer>[0], version = () => 1) {
  const { answer, asked } = standInAnswer(render);
  const personal = personalPages(createPageCache(version), answer);
  const found: EdgeStep = (visit, next) => {
    const page = publicPage(visit.pathname, visit.search);
    if (page) {
      visit.target = page.target;
      visit.visitorPart = page.visitorPart;
    }
    return personal(visit, next);
  };
  step = await startStep(found);
  return { ...step, asked };
}

describe('the personal pages step', () => {
  it('renders a checkout twice, then gives each visitor the one page with their own reference, kept by a cookie', async () => {
    const { url, asked, handedOn } = await start(checkoutPage);
    const visits = await Promise.all(
      Array.from({ length: 6 }, () => fetch(`${url}/checkout?plan=yearly`, { headers: { 'accept-encoding': 'gzip' } })),
    );
    const references = [];
    for (const visit of visits) {
      references.push(referenceIn(await visit.text()));
      expect(visit.headers.get('set-cookie')).toMatch(/^checkout_ref=Yearly:ORD-/);
      expect(visit.headers.get('cache-control')).toBe('private, no-cache');
    }
    expect(new Set(references).size).toBe(6);
    expect(asked.map((a) => a.url)).toEqual([`${SITE}/checkout?plan=Yearly`, `${SITE}/checkout?plan=Yearly`]);
    const cookie = visits[0]!.headers.get('set-cookie')!.split(';')[0]!;
    const again = await fetch(`${url}/checkout?plan=Yearly`, { headers: { cookie } });
    const body = await again.text();
    expect(referenceIn(body)).toBe(references[0]);
    const script = /<script>([^<]*)<\/script>/.exec(body)![1]!;
    expect(again.headers.get('content-security-policy')).toContain(
      `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`,
    );
    expect(handedOn).toEqual([]);
  });

  it('keeps a checkout that takes no payment yet whole, one page for everyone', async () => {
    const closed = () => new Response('<p>We’re not taking payments yet.</p>', { headers: { 'content-type': 'text/html' } });
    const { url, asked } = await start(closed);
    for (let i = 0; i < 3; i++) {
      const answer = await fetch(`${url}/checkout?plan=Yearly`);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
    expect(asked).toHaveLength(2);
  });

  it('hands on a page whose two renders differ beyond the reference (said once as a debug note), and a page without a visitor part', async () => {
    const noted = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const random = async (request: Request, context: RequestContext) =>
      new Response((await checkoutPage(request, context).text()) + `<p>${crypto.randomUUID()}</p>`, {
        headers: { 'content-type': 'text/html' },
      });
    const { url, asked, handedOn } = await start(random);
    for (let i = 0; i < 2; i++) expect((await fetch(`${url}/checkout?plan=Yearly`)).headers.get(HANDED_ON)).toBe('yes');
    expect((await fetch(`${url}/pricing`)).headers.get(HANDED_ON)).toBe('yes');
    expect(asked).toHaveLength(2);
    expect(noted).toHaveBeenCalledOnce();
    expect(handedOn.map((h) => h.target)).toEqual(['/checkout?plan=Yearly', '/checkout?plan=Yearly', '/pricing']);
  });
});
