import { describe, expect, it } from 'vitest';
import { cookiesFrom } from '../../tests/helpers/route-call';
import { hasFlashCookie, hasVerifiedFlash, readToast, redirectWithToast, toastCookieHeader } from './flash.server';

describe('flash messages', () => {
  it('carry a toast across a redirect and are read once', async () => {
    const response = await redirectWithToast('/contact', { type: 'success', title: 'Message Sent!', description: 'Thanks.' });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/contact');
    const cookie = cookiesFrom(response.headers);
    expect(hasFlashCookie(cookie)).toBe(true);

    const flash = await readToast(new Request('http://localhost/contact', { headers: { Cookie: cookie } }));
    expect(flash?.toast).toMatchObject({ type: 'success', title: 'Message Sent!', description: 'Thanks.' });
    expect(flash?.toast.id).toMatch(/[0-9a-f-]{36}/);
    expect(flash?.clearHeader).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });

  it('ignore a forged, unsigned flash cookie', async () => {
    const forged = `flash=${Buffer.from(JSON.stringify({ id: 'x', type: 'success', title: 'Hacked', description: '' })).toString('base64')}`;
    expect(await readToast(new Request('http://localhost/', { headers: { Cookie: forged } }))).toBeNull();
  });

  it('are absent from a request without the cookie', async () => {
    expect(await readToast(new Request('http://localhost/'))).toBeNull();
    expect(hasFlashCookie('other=1; flashy=2')).toBe(false);
  });

  it('count as a flash for the page cache only when we signed them', async () => {
    const signed = (await toastCookieHeader({ type: 'error', title: 'Failed', description: 'Try again.' })).split(';')[0]!;
    expect(await hasVerifiedFlash(`theme=dark; ${signed}`)).toBe(true);
    const forged = `flash=${Buffer.from(JSON.stringify({ id: 'x', type: 'success', title: 'Hacked', description: '' })).toString('base64')}`;
    for (const cookie of ['flash=x', 'flash=', forged, `${forged}.${'A'.repeat(43)}`, signed.slice(0, -4), null, 'other=1']) {
      expect(await hasVerifiedFlash(cookie), String(cookie)).toBe(false);
    }
  });
});
