import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/lib/db/db.server';
import { keysetPage, keysetRequest, parseCursor, type KeysetRequest } from '~/lib/keyset';
import { pageQuery } from './keyset-query.server';

// 23 rows, five of them sharing one created_at (ties are broken by id).
beforeAll(async () => {
  for (let i = 0; i < 23; i++) {
    const minute = String(Math.min(i, 18)).padStart(2, '0');
    await db
      .insertInto('audit_log')
      .values({ kind: 'sign-in', actor: `a${i}@example.com`, client_address: '10.0.0.1', created_at: `2026-11-01T10:${minute}:00.000Z` })
      .execute();
  }
});

async function read(request: KeysetRequest) {
  const rows = await pageQuery(db.selectFrom('audit_log').select(['id', 'created_at', 'actor']), request, 10).execute();
  return keysetPage(rows, request, 10);
}

const request = (query: string) => keysetRequest(new URLSearchParams(query));

describe('keyset pages, newest first', () => {
  it('walk older to the end and newer back to the start, each row once, in order', async () => {
    const first = await read({});
    expect(first.newer).toBeNull();
    const second = await read(request(`before=${first.older}`));
    const third = await read(request(`before=${second.older}`));
    expect(third.items).toHaveLength(3);
    expect(third.older).toBeNull();
    const actors = [...first.items, ...second.items, ...third.items].map((row) => row.actor);
    expect(actors).toEqual(Array.from({ length: 23 }, (_, i) => `a${22 - i}@example.com`));

    const back = await read(request(`after=${third.newer}`));
    expect(back.items.map((row) => row.actor)).toEqual(second.items.map((row) => row.actor));
    const start = await read(request(`after=${back.newer}`));
    expect(start.items.map((row) => row.actor)).toEqual(first.items.map((row) => row.actor));
    expect(start.newer).toBeNull();
  });

  it('treats a malformed cursor as the first page', () => {
    expect(request('before=2026-11-01~1')).toEqual({});
    expect(request("after=x' or 1=1")).toEqual({});
    expect(parseCursor('2026-11-01T10:00:00.000Z~12')).toEqual({ createdAt: '2026-11-01T10:00:00.000Z', id: 12 });
  });
});
