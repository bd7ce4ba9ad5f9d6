import { createCookie } from 'react-router';
import { describe, expect, it } from 'vitest';
import { clearedCookieHeader, readSignedCookie, signedCookieHeader } from './signed-cookie.server';

const SECRETS = ['new secret', 'old secret'];
const VALUE = { id: '1', title: 'Message Sent!', description: 'Ünïcode — and symbols: +/=;,' };
const valueOf = (header: string) => header.split(';')[0]!;

describe('signed cookies', () => {
  it('read what React Router’s createCookie signed, and write what it reads', async () => {
    const reactRouter = createCookie('flash', { secrets: SECRETS, path: '/', httpOnly: true, sameSite: 'lax', maxAge: 60 });
    // Twenty values, so the signatures use every character of base64 (+ and / among them).
    for (let i = 0; i < 20; i++) {
      const value = { ...VALUE, id: String(i) };
      expect(readSignedCookie('flash', valueOf(await reactRouter.serialize(value)), SECRETS)).toEqual(value);
      const ours = signedCookieHeader('flash', value, { secrets: SECRETS, attributes: 'Max-Age=60; Path=/; HttpOnly; SameSite=Lax' });
      expect(await reactRouter.parse(valueOf(ours))).toEqual(value);
      expect(ours).toMatch(/^flash=[^;]+; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax$/);
    }
  });

  it('verify with any secret of the list, and with none other', () => {
    const byOld = signedCookieHeader('flash', VALUE, { secrets: ['old secret'], attributes: 'Path=/' });
    expect(readSignedCookie('flash', `theme=1; ${valueOf(byOld)}`, SECRETS)).toEqual(VALUE);
    expect(readSignedCookie('flash', valueOf(byOld), ['another'])).toBeNull();
  });

  it('read nothing from a forged, cut or missing cookie', () => {
    const signed = valueOf(signedCookieHeader('flash', VALUE, { secrets: SECRETS, attributes: 'Path=/' }));
    const unsigned = `flash=${Buffer.from(JSON.stringify(VALUE)).toString('base64')}`;
    for (const header of [unsigned, `${unsigned}.${'A'.repeat(43)}`, signed.slice(0, -3), 'flash=', 'flash=%E0%A4%A', 'other=1', null]) {
      expect(readSignedCookie('flash', header, SECRETS), String(header)).toBeNull();
    }
  });

  it('are removed by a header that ends them now', () => {
    expect(clearedCookieHeader('flash', 'Path=/; HttpOnly')).toBe('flash=; Max-Age=0; Path=/; HttpOnly');
  });
});
