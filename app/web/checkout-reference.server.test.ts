import { describe, expect, it } from 'vitest';
import { verifyReferenceSignature } from '~/lib/codes/reference-signature.server';
import {
  CHECKOUT_REFERENCE_COOKIE,
  forgetReference,
  keptReferencesCookie,
  readKeptReferences,
  referenceForVisit,
  standInReference,
  type CookieSettings,
} from './checkout-reference.server';

const DAY = 24 * 60 * 60;
const settings = (over: Partial<CookieSettings> = {}): CookieSettings => ({
  secrets: ['current-secret'],
  secure: false,
  now: 1_800_000_000,
  ...over,
});
/** What a browser sends back: the Set-Cookie's name=value pair, beside other cookies. */
const sentBack = (setCookie: string | null) => `theme=dark; ${setCookie!.split(';')[0]}; other=1`;

describe('the checkout reference cookie', () => {
  it('gives a first visit a new signed reference and a signed, HttpOnly, SameSite=Lax cookie for 7 days', () => {
    const visit = referenceForVisit(null, 'Yearly', settings());
    expect(visit.reference.reference).toMatch(/^ORD-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(verifyReferenceSignature(visit.reference.reference, visit.reference.signature, ['current-secret'])).toBe(true);
    expect(visit.setCookie).toMatch(
      new RegExp(`^${CHECKOUT_REFERENCE_COOKIE}=Yearly:ORD-[^;]+\\|[A-Za-z0-9_-]{43}; Max-Age=${7 * DAY}; Path=/; HttpOnly; SameSite=Lax$`),
    );
  });

  it('is Secure when cookies are', () => {
    expect(referenceForVisit(null, 'Yearly', settings({ secure: true })).setCookie).toMatch(/; Secure$/);
  });

  it('gives the same reference (and signature) back on every later visit, without setting the cookie again', () => {
    const first = referenceForVisit(null, 'Yearly', settings());
    for (const later of [1, 3 * DAY, 7 * DAY - 1]) {
      const again = referenceForVisit(sentBack(first.setCookie), 'Yearly', settings({ now: 1_800_000_000 + later }));
      expect(again).toEqual({ reference: first.reference, setCookie: null });
    }
  });

  it('keeps each plan its own reference in the one cookie', () => {
    const yearly = referenceForVisit(null, 'Yearly', settings());
    const monthly = referenceForVisit(sentBack(yearly.setCookie), 'Monthly', settings({ now: 1_800_000_100 }));
    expect(monthly.reference.reference).not.toBe(yearly.reference.reference);
    const both = sentBack(monthly.setCookie);
    expect(readKeptReferences(both, settings({ now: 1_800_000_200 })).map((k) => [k.plan, k.reference])).toEqual([
      ['Yearly', yearly.reference.reference],
      ['Monthly', monthly.reference.reference],
    ]);
    expect(referenceForVisit(both, 'Yearly', settings()).reference).toEqual(yearly.reference);
    expect(referenceForVisit(both, 'Monthly', settings({ now: 1_800_000_100 })).reference).toEqual(monthly.reference);
  });

  it('gives a new reference once 7 days have passed since the reference was issued', () => {
    const first = referenceForVisit(null, 'Yearly', settings());
    const week = referenceForVisit(sentBack(first.setCookie), 'Yearly', settings({ now: 1_800_000_000 + 7 * DAY }));
    expect(week.reference.reference).not.toBe(first.reference.reference);
    expect(week.setCookie).toContain(week.reference.reference);
  });

  it('is read with any secret of the rotation list, and signs with the first', () => {
    const old = referenceForVisit(null, 'Lifetime', settings({ secrets: ['old-secret'] }));
    const rotated = settings({ secrets: ['new-secret', 'old-secret'] });
    expect(readKeptReferences(sentBack(old.setCookie), rotated).map((k) => k.reference)).toEqual([old.reference.reference]);
    // The form's signature is made with the current secret, and verifies.
    const again = referenceForVisit(sentBack(old.setCookie), 'Lifetime', rotated);
    expect(verifyReferenceSignature(again.reference.reference, again.reference.signature, ['new-secret'])).toBe(true);
  });

  it('is ignored when forged, altered or signed with a secret we don’t hold: the visitor gets a new reference', () => {
    const real = referenceForVisit(null, 'Yearly', settings()).setCookie!.split(';')[0]!;
    const [entries, signature] = real.slice(`${CHECKOUT_REFERENCE_COOKIE}=`.length).split('|');
    const forged = [
      `${CHECKOUT_REFERENCE_COOKIE}=Yearly:ORD-AAAA-BBBB:${(1_800_000_000).toString(36)}`,
      `${CHECKOUT_REFERENCE_COOKIE}=${entries!.replace(/ORD-..../, 'ORD-ZZZZ')}|${signature}`,
      `${CHECKOUT_REFERENCE_COOKIE}=${entries}|${'A'.repeat(43)}`,
      keptReferencesCookie(
        [{ plan: 'Yearly', reference: 'ORD-AAAA-BBBB', issuedAt: 1_800_000_000 }],
        settings({ secrets: ['someone-else'] }),
      ).split(';')[0]!,
      `${CHECKOUT_REFERENCE_COOKIE}=`,
      `${CHECKOUT_REFERENCE_COOKIE}=|||`,
    ];
    for (const cookie of forged) {
      expect(readKeptReferences(cookie, settings()), cookie).toEqual([]);
      const visit = referenceForVisit(cookie, 'Yearly', settings());
      expect(visit.reference.reference).not.toBe('ORD-AAAA-BBBB');
      expect(visit.setCookie).toBeTruthy();
    }
  });

  it('forgets a plan’s reference once an order is placed with it, and keeps the other plans’', () => {
    const yearly = referenceForVisit(null, 'Yearly', settings());
    const monthly = referenceForVisit(sentBack(yearly.setCookie), 'Monthly', settings());
    const both = sentBack(monthly.setCookie);
    expect(forgetReference(both, 'Yearly', 'ORD-0000-0000', settings())).toBeNull();
    const forgotten = forgetReference(both, 'Yearly', yearly.reference.reference, settings())!;
    expect(readKeptReferences(sentBack(forgotten), settings()).map((k) => k.plan)).toEqual(['Monthly']);
    const next = referenceForVisit(sentBack(forgotten), 'Yearly', settings());
    expect(next.reference.reference).not.toBe(yearly.reference.reference);
    // The last one forgotten removes the cookie.
    const alone = referenceForVisit(null, 'Lifetime', settings());
    expect(forgetReference(sentBack(alone.setCookie), 'Lifetime', alone.reference.reference, settings())).toMatch(
      new RegExp(`^${CHECKOUT_REFERENCE_COOKIE}=; Max-Age=0;`),
    );
  });

  it('has a stand-in for shared renders that looks like a reference but could never be posted', () => {
    const standIn = standInReference();
    expect(standIn.reference).toMatch(/^ORD-/);
    expect(verifyReferenceSignature(standIn.reference, standIn.signature, ['current-secret'])).toBe(false);
  });

  it('gives every first visit its own reference, however many come in a row', () => {
    const same = settings();
    const visits = Array.from({ length: 100 }, () => referenceForVisit(null, 'Yearly', same));
    expect(new Set(visits.map((v) => v.reference.reference)).size).toBe(100);
    for (const visit of visits) {
      expect(verifyReferenceSignature(visit.reference.reference, visit.reference.signature, ['current-secret'])).toBe(true);
      expect(readKeptReferences(sentBack(visit.setCookie), same).map((k) => k.reference)).toEqual([visit.reference.reference]);
    }
  });

  it('never dates a first visit’s cookie more than a minute before the visit', () => {
    const secrets = ['current-secret'];
    referenceForVisit(null, 'Monthly', { secrets, secure: false, now: 1_800_000_000 });
    const later = { secrets, secure: false, now: 1_800_000_000 + 61 };
    const [kept] = readKeptReferences(sentBack(referenceForVisit(null, 'Monthly', later).setCookie), later);
    expect(later.now - kept!.issuedAt).toBeLessThan(60);
  });
});
