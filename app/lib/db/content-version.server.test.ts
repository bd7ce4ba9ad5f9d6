import { describe, expect, it } from 'vitest';
import { createTableContentVersion } from './content-version.server';
import { db } from './db.server';

/** A read the test answers by hand, to see exactly which reads start and when. */
function controlledReads() {
  const pending: ((version: number) => void)[] = [];
  let started = 0;
  return {
    read: () =>
      new Promise<number>((resolve) => {
        started++;
        pending.push(resolve);
      }),
    answer(version: number) {
      pending.shift()!(version);
    },
    get started() {
      return started;
    },
  };
}

describe('the content version in the database', () => {
  it('shares one read among requests arriving together, yet never answers a request with a read older than it', async () => {
    const reads = controlledReads();
    const version = createTableContentVersion(reads.read);
    const first = version.refresh()!;
    // These arrive while the first read is in flight: they wait for one new read, not one each.
    const later = [version.refresh()!, version.refresh()!, version.refresh()!];
    expect(reads.started).toBe(1);
    reads.answer(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(reads.started).toBe(2);
    reads.answer(2);
    expect(await Promise.all(later)).toEqual([2, 2, 2]);
    expect(version.current()).toBe(2);
  });

  it('a save by another process is seen by the next refresh of this one', async () => {
    const here = createTableContentVersion();
    const elsewhere = createTableContentVersion();
    const before = await here.refresh()!;
    await db.transaction().execute((trx) => elsewhere.bump(trx));
    elsewhere.saved();
    expect(elsewhere.current()).toBe(before + 1);
    expect(here.current()).toBe(before);
    expect(await here.refresh()).toBe(before + 1);
  });
});
