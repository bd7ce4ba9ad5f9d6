import { ORDER_STATUSES } from '~/features/orders/status';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertOrder } from '../../../tests/helpers/list-rows';
import { LIST_PAGE_SIZE, readFilteredList } from './filtered-list.server';
import { countLabel, parseListFilters } from './list-filters';
import { resolveSearch, statusCounts } from './list-query.server';

const list = (query: string) =>
  readFilteredList<{ id: number; created_at: string; name: string; status: string }, string>(
    'ach_orders',
    new URLSearchParams(query),
    ORDER_STATUSES,
  );
const names = async (query: string) => (await list(query)).items.map((o) => o.name);

beforeAll(async () => {
  // 60 older pending orders, for pages.
  for (let i = 0; i < 60; i++) await insertOrder({ created_at: new Date(Date.UTC(2026, 9, 1, 0, i)).toISOString(), name: `Filler ${i}` });
  await insertOrder({ created_at: '2026-11-09T23:59:59.999Z', name: 'Just Before', status: 'confirmed' });
  await insertOrder({
    created_at: '2026-11-10T00:00:00.000Z',
    name: 'Zoë Quinn',
    email: 'zoe.quinn@example.org',
    reference: 'ORD-7K3M-9QA2',
  });
  await insertOrder({ created_at: '2026-11-12T23:59:59.999Z', name: 'Ann 100%_off\\', email: 'ann@shop.test', status: 'confirmed' });
  await insertOrder({ created_at: '2026-11-13T00:00:00.000Z', name: 'Just After', status: 'cancelled' });
});

describe('searching orders', () => {
  it.each(['ORD-7K3M-9QA2', 'ord-7k3m-9qa2', 'ord7k3m9qa2', '7K3M9QA2', ' ORD 7K3M 9QA2 '])(
    'finds the order by its reference pasted as %j',
    async (q) => {
      expect(await names(`q=${encodeURIComponent(q)}`)).toEqual(['Zoë Quinn']);
      expect(await resolveSearch('ach_orders', q.trim())).toEqual({ kind: 'reference', reference: 'ORD-7K3M-9QA2' });
    },
  );

  it('finds orders by part of an e-mail or a name, whatever the case', async () => {
    expect(await names('q=QUINN%40EXAMPLE')).toEqual(['Zoë Quinn']);
    expect(await names('q=quinn')).toEqual(['Zoë Quinn']);
    // Each word anywhere: 'filler 5' is every filler with a 5 in its name, address or reference.
    const fillers = await names('q=filler%205');
    expect(fillers).toEqual(expect.arrayContaining(['Filler 59', 'Filler 50', 'Filler 45', 'Filler 5']));
    expect(fillers.every((name) => name.startsWith('Filler '))).toBe(true);
  });

  it('looks a full e-mail address up by its index, case-insensitively', async () => {
    expect(await resolveSearch('ach_orders', 'ANN@Shop.test')).toEqual({ kind: 'email', email: 'ann@shop.test' });
    expect(await names('q=ANN%40Shop.test')).toEqual(['Ann 100%_off\\']);
  });

  it('takes %, _ and \\ in the search literally', async () => {
    expect(await names('q=%25')).toEqual(['Ann 100%_off\\']);
    expect(await names('q=_')).toEqual(['Ann 100%_off\\']);
    expect(await names('q=%5C')).toEqual(['Ann 100%_off\\']);
    expect(await names('q=nobody-like-this')).toEqual([]);
  });
});

describe('filtering orders', () => {
  it('shows each status with its count, under the search', async () => {
    const all = await list('');
    expect(all.counts).toEqual({ all: 64, pending: 61, confirmed: 2, cancelled: 1, 'refund-due': 0, refunded: 0 });
    expect(await names('status=cancelled')).toEqual(['Just After']);
    expect(await names('status=confirmed')).toEqual(['Ann 100%_off\\', 'Just Before']);
    expect((await list('status=pending')).items.every((o) => o.status === 'pending')).toBe(true);
    expect((await list('q=ord7k3m9qa2')).counts).toEqual({ all: 1, pending: 1, confirmed: 0, cancelled: 0, 'refund-due': 0, refunded: 0 });
    expect((await list('q=ANN%40shop.test&status=pending')).counts).toEqual({
      all: 1,
      pending: 0,
      confirmed: 1,
      cancelled: 0,
      'refund-due': 0,
      refunded: 0,
    });
    // A partial search is not counted (it would read every row); its page still lists the matches.
    const partial = await list('q=just');
    expect([partial.counts, partial.items.map((o) => o.name)]).toEqual([null, ['Just After', 'Just Before']]);
    expect([countLabel(10_000), countLabel(10_001), countLabel(1234)]).toEqual(['10,000', '10,000+', '1,234']);
  });

  it('includes whole UTC days from "From" to "To", and not a millisecond more', async () => {
    expect(await names('from=2026-11-10&to=2026-11-12')).toEqual(['Ann 100%_off\\', 'Zoë Quinn']);
    expect(await names('from=2026-11-13')).toEqual(['Just After']);
    expect(await names('to=2026-11-09&q=just')).toEqual(['Just Before']);
    expect((await list('from=2026-11-10&to=2026-11-12')).counts).toEqual({
      all: 2,
      pending: 1,
      confirmed: 1,
      cancelled: 0,
      'refund-due': 0,
      refunded: 0,
    });
  });

  it('pages older and newer with the filters kept', async () => {
    // 61 pending orders: two full pages and one of 11.
    const first = await list('status=pending');
    expect(first.items).toHaveLength(LIST_PAGE_SIZE);
    expect(first.newer).toBeNull();
    const second = await list(`status=pending&before=${first.older}`);
    expect(second.items).toHaveLength(LIST_PAGE_SIZE);
    const third = await list(`status=pending&before=${second.older}`);
    expect(third.items).toHaveLength(61 - 2 * LIST_PAGE_SIZE);
    expect(third.older).toBeNull();
    const all = [...first.items, ...second.items, ...third.items];
    expect(all.every((o) => o.status === 'pending')).toBe(true);
    expect(new Set(all.map((o) => o.id)).size).toBe(61);
    const back = await list(`status=pending&after=${second.newer}`);
    expect(back.items.map((o) => o.id)).toEqual(first.items.map((o) => o.id));
  });

  it('ignores filter values that are not valid, and says so', async () => {
    for (const query of ['status=bogus', 'from=2026-13-45', 'to=2026-02-30', 'from=2026-11-12&to=2026-11-10']) {
      const outcome = await list(query);
      expect(outcome.items).toHaveLength(LIST_PAGE_SIZE);
      expect(outcome.counts?.all).toBe(64);
      expect(outcome.filters.ignored).toHaveLength(1);
    }
    expect(parseListFilters(new URLSearchParams('from=2026-11-12&to=2026-11-10'), ORDER_STATUSES).ignored[0]).toMatch(/after/);
  });
});

describe('counting orders', () => {
  it('counts each status', async () => {
    const filters = parseListFilters(new URLSearchParams(''), ORDER_STATUSES);
    expect(await statusCounts('ach_orders', ORDER_STATUSES, filters, { kind: 'none' })).toEqual({
      all: 64,
      pending: 61,
      confirmed: 2,
      cancelled: 1,
      'refund-due': 0,
      refunded: 0,
    });
  });
});

// Last in the file: the rows it adds would change the counts above.
describe('searching people in any word order', () => {
  it('finds a person by the words of their name and address in any order and by any part, and pages through many', async () => {
    await insertOrder({ created_at: '2026-11-20T10:00:00.000Z', name: 'Maria Okafor', email: 'm.okafor@work.test', status: 'confirmed' });
    await insertOrder({ created_at: '2026-11-20T11:00:00.000Z', name: 'Maria Smith', email: 'maria@shop.test', status: 'confirmed' });
    expect(await names('q=Okafor%20Maria')).toEqual(['Maria Okafor']);
    expect(await names('q=%20okafor%20%20MARIA%20')).toEqual(['Maria Okafor']);
    expect(await names('q=oka%20mar')).toEqual(['Maria Okafor']);
    expect(await names('q=maria%20work.test')).toEqual(['Maria Okafor']);
    expect(await names('q=maria')).toEqual(['Maria Smith', 'Maria Okafor']);
    expect(await names('q=Okafor%20Smith')).toEqual([]);
    expect(await resolveSearch('ach_orders', 'Okafor Maria')).toEqual({ kind: 'text', patterns: ['%okafor%', '%maria%'] });

    // Keyset pages under a two-word search: every match once, and back again.
    const first = await list('q=example.com%20Filler&status=pending');
    expect(first.items).toHaveLength(LIST_PAGE_SIZE);
    const second = await list(`q=example.com%20Filler&status=pending&before=${first.older}`);
    const third = await list(`q=example.com%20Filler&status=pending&before=${second.older}`);
    const all = [...first.items, ...second.items, ...third.items];
    expect(third.older).toBeNull();
    expect(new Set(all.map((o) => o.id)).size).toBe(60);
    expect(all.every((o) => o.name.startsWith('Filler '))).toBe(true);
    const back = await list(`q=example.com%20Filler&status=pending&after=${second.newer}`);
    expect(back.items.map((o) => o.id)).toEqual(first.items.map((o) => o.id));
  });
});
