import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { outboxMessageId, requestMessageId } from './message-id.server';

const ROW = { id: 42, createdAt: '2026-11-21T14:03:09.120Z' };
const SECRET = 'the site’s secret';

describe('outbox Message-IDs', () => {
  it('name the row and the site host, with a 128-bit tag', () => {
    expect(outboxMessageId(ROW, 'https://www.recoverly.example', SECRET)).toMatch(/^<outbox-42\.[0-9a-f]{32}@www\.recoverly\.example>$/);
  });

  it('are the same on every retry of one row', () => {
    expect(outboxMessageId({ ...ROW }, 'https://recoverly.example', SECRET)).toBe(
      outboxMessageId(ROW, 'https://recoverly.example', SECRET),
    );
  });

  it('differ between rows, and between databases whose ids start again at 1', () => {
    const site = 'https://recoverly.example';
    expect(outboxMessageId({ ...ROW, id: 43 }, site, SECRET)).not.toBe(outboxMessageId(ROW, site, SECRET));
    expect(outboxMessageId({ ...ROW, createdAt: '2026-11-21T14:03:09.121Z' }, site, SECRET)).not.toBe(outboxMessageId(ROW, site, SECRET));
  });

  it('can’t be worked out from the row’s id and time without the site’s secret', () => {
    const site = 'https://recoverly.example';
    const mine = outboxMessageId(ROW, site, SECRET);
    expect(outboxMessageId(ROW, site, 'another secret')).not.toBe(mine);
    // What they were before: a hash of nothing but the id and the time, which anyone could compute.
    const unkeyed = createHash('sha256').update(`${ROW.id}\n${ROW.createdAt}`).digest('hex');
    expect(mine).not.toContain(unkeyed.slice(0, 16));
  });

  it('use localhost when the site is an IP v6 literal, and keep ports out', () => {
    expect(outboxMessageId(ROW, 'http://[::1]:3000', SECRET)).toMatch(/@localhost>$/);
    expect(outboxMessageId(ROW, 'http://localhost:3000', SECRET)).toMatch(/@localhost>$/);
    expect(outboxMessageId(ROW, 'http://127.0.0.1:3000', SECRET)).toMatch(/@127\.0\.0\.1>$/);
  });

  it('refuse an id that is not a row id', () => {
    expect(() => outboxMessageId({ ...ROW, id: 0 }, 'https://recoverly.example', SECRET)).toThrow(RangeError);
    expect(() => outboxMessageId({ ...ROW, id: 1.5 }, 'https://recoverly.example', SECRET)).toThrow(RangeError);
  });
});

describe('request Message-IDs', () => {
  it('carry 128 random bits after the reference', () => {
    const ids = new Set(Array.from({ length: 100 }, () => requestMessageId('REQ-0B4F-ZX81', 'https://recoverly.example')));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^<REQ-0B4F-ZX81\.[0-9a-f]{32}@recoverly\.example>$/);
  });
});
