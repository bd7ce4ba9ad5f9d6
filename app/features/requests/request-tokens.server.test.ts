import { describe, expect, it } from 'vitest';
import { issueRequestToken, requestTokenState } from './request-tokens.server';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const DAY = 24 * 60 * 60_000;

describe('the signed link to a request page', () => {
  it('opens its own request for 90 days, and no other', () => {
    const token = issueRequestToken('REQ-0B4F-ZX81', NOW, ['secret']);
    expect(requestTokenState('REQ-0B4F-ZX81', token, new Date(NOW.getTime() + 89 * DAY), ['secret'])).toBe('valid');
    expect(requestTokenState('REQ-0B4F-ZX81', token, new Date(NOW.getTime() + 90 * DAY), ['secret'])).toBe('expired');
    expect(requestTokenState('REQ-1111-2222', token, NOW, ['secret'])).toBe('unknown');
  });

  it('refuses a changed expiry, another secret, and anything not shaped like a token; verifies with a rotated-out secret', () => {
    const token = issueRequestToken('REQ-0B4F-ZX81', NOW, ['old']);
    const [expires, signature] = token.split('.');
    const later = (parseInt(expires!, 36) + 86_400 * 365).toString(36);
    expect(requestTokenState('REQ-0B4F-ZX81', `${later}.${signature}`, NOW, ['old'])).toBe('unknown');
    expect(requestTokenState('REQ-0B4F-ZX81', token, NOW, ['other'])).toBe('unknown');
    expect(requestTokenState('REQ-0B4F-ZX81', token, NOW, ['new', 'old'])).toBe('valid');
    for (const bad of [null, '', 'x', `${token}x`, 42]) expect(requestTokenState('REQ-0B4F-ZX81', bad, NOW, ['old'])).toBe('unknown');
  });
});
