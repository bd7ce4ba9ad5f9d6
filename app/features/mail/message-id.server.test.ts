import { describe, expect, it } from 'vitest';
import { outboxMessageId } from './message-id.server';

const ROW = { id: 42, createdAt: '2026-11-21T14:03:09.120Z' };

describe('outbox Message-IDs', () => {
  it('name the row and the site host', () => {
    expect(outboxMessageId(ROW, 'https://www.recoverly.example')).toMatch(/^<outbox-42\.[0-9a-f]{16}@www\.recoverly\.example>$/);
  });

  it('are the same on every retry of one row', () => {
    expect(outboxMessageId({ ...ROW }, 'https://recoverly.example')).toBe(outboxMessageId(ROW, 'https://recoverly.example'));
  });

  it('differ between rows, and between databases whose ids start again at 1', () => {
    const site = 'https://recoverly.example';
    expect(outboxMessageId({ ...ROW, id: 43 }, site)).not.toBe(outboxMessageId(ROW, site));
    expect(outboxMessageId({ ...ROW, createdAt: '2026-11-21T14:03:09.121Z' }, site)).not.toBe(outboxMessageId(ROW, site));
  });

  it('use localhost when the site is an IP v6 literal, and keep ports out', () => {
    expect(outboxMessageId(ROW, 'http://[::1]:3000')).toMatch(/@localhost>$/);
    expect(outboxMessageId(ROW, 'http://localhost:3000')).toMatch(/@localhost>$/);
    expect(outboxMessageId(ROW, 'http://127.0.0.1:3000')).toMatch(/@127\.0\.0\.1>$/);
  });

  it('refuse an id that is not a row id', () => {
    expect(() => outboxMessageId({ ...ROW, id: 0 }, 'https://recoverly.example')).toThrow(RangeError);
    expect(() => outboxMessageId({ ...ROW, id: 1.5 }, 'https://recoverly.example')).toThrow(RangeError);
  });
});
