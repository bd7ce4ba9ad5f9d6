import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAN_CARDS } from '~/content/plans';
import { devicesText, licenseRevokedBy, licenseDateText, licenseDevices, licenseExpiry, licenseExpiryText } from './licenses';
import { PLANS } from '~/features/catalogue/plans';

describe('devices per license', () => {
  it('are Monthly 1, Yearly 2, Lifetime 5', () => {
    expect(PLANS.map((plan) => licenseDevices(plan.name))).toEqual([1, 2, 5]);
  });

  it("agree with the spec's plan list, and the pricing cards say so", () => {
    // The spec names the device count of the plans that allow more than one ('2 devices per license').
    const spec = fs.readFileSync(path.join(import.meta.dirname, '../../../docs/spec/site-spec.md'), 'utf8');
    for (const plan of PLANS) {
      const line = new RegExp(`^- ${plan.name}\\b.*$`, 'm').exec(spec)?.[0] ?? '';
      const promised = /(\d+) devices? per license/.exec(line)?.[1];
      expect(licenseDevices(plan.name), plan.name).toBe(promised === undefined ? 1 : Number(promised));
      const card = PLAN_CARDS.find((c) => c.name === plan.name)!;
      expect(card.features, plan.name).toContain(`${devicesText(licenseDevices(plan.name))} per license`);
    }
  });

  it('read as 1 device, 2 devices', () => {
    expect(devicesText(1)).toBe('1 device');
    expect(devicesText(5)).toBe('5 devices');
  });
});

describe('license expiry', () => {
  it('is one calendar month later for Monthly, at the same time of day', () => {
    expect(licenseExpiry('Monthly', '2026-11-21T14:03:09.120Z')).toBe('2026-12-21T14:03:09.120Z');
    expect(licenseExpiry('Monthly', '2026-12-15T00:00:00.000Z')).toBe('2027-01-15T00:00:00.000Z');
  });

  it('ends on the last day of a shorter month', () => {
    expect(licenseExpiry('Monthly', '2027-01-31T10:00:00.000Z')).toBe('2027-02-28T10:00:00.000Z');
    expect(licenseExpiry('Monthly', '2028-01-31T10:00:00.000Z')).toBe('2028-02-29T10:00:00.000Z');
    expect(licenseExpiry('Monthly', '2026-03-31T23:59:59.999Z')).toBe('2026-04-30T23:59:59.999Z');
    expect(licenseExpiry('Monthly', '2026-05-30T08:00:00.000Z')).toBe('2026-06-30T08:00:00.000Z');
  });

  it('is one year later for Yearly, Feb 29 becoming Feb 28', () => {
    expect(licenseExpiry('Yearly', '2026-11-21T14:03:09.120Z')).toBe('2027-11-21T14:03:09.120Z');
    expect(licenseExpiry('Yearly', '2028-02-29T09:30:00.000Z')).toBe('2029-02-28T09:30:00.000Z');
  });

  it('never comes for Lifetime', () => {
    expect(licenseExpiry('Lifetime', '2026-11-21T14:03:09.120Z')).toBeNull();
  });

  it("reads SQLite's zone-less timestamps as UTC", () => {
    expect(licenseExpiry('Monthly', '2026-01-31 22:15:00')).toBe('2026-02-28T22:15:00.000Z');
    expect(licenseExpiry('Monthly', '2026-01-31T22:15:00')).toBe('2026-02-28T22:15:00.000Z');
    expect(licenseExpiry('Yearly', '2026-01-31T22:15:00+02:00')).toBe('2027-01-31T20:15:00.000Z');
  });

  it('refuses a timestamp that is not one', () => {
    expect(() => licenseExpiry('Yearly', 'yesterday')).toThrow(RangeError);
    expect(() => licenseExpiry('Yearly', '')).toThrow(RangeError);
    expect(() => licenseExpiry('Monthly', '2026-13-45T00:00:00Z')).toThrow(RangeError);
  });
});

describe('license dates for people', () => {
  it('show the day in UTC with the zone named, whatever the server zone', () => {
    expect(licenseExpiryText('2026-12-21T23:30:00.000Z')).toBe('Dec 21, 2026 (UTC)');
    expect(licenseDateText('2027-01-01T00:00:00.000Z')).toBe('Jan 1, 2027 (UTC)');
  });

  it('say Never expires for Lifetime', () => {
    expect(licenseExpiryText(licenseExpiry('Lifetime', '2026-11-21T14:03:09.120Z'))).toBe('Never expires');
  });
});

describe('how a license stopped working', () => {
  it('is null while it works, the refund once refunded, the administrator otherwise', () => {
    const at = '2026-11-27T10:00:00.000Z';
    expect(licenseRevokedBy({ license_revoked_at: null, refunded_at: null, refund_due_at: null })).toBeNull();
    expect(licenseRevokedBy({ license_revoked_at: at, refunded_at: null, refund_due_at: null })).toBe('administrator');
    // A refund revokes the license when it is recorded, before the money is sent.
    expect(licenseRevokedBy({ license_revoked_at: at, refunded_at: null, refund_due_at: at })).toBe('refund');
    expect(licenseRevokedBy({ license_revoked_at: at, refunded_at: at, refund_due_at: at })).toBe('refund');
  });
});
