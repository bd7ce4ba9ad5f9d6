import { beforeAll, describe, expect, it } from 'vitest';
import { auditPageQuery } from '~/features/audit/list.server';
import { parseListFilters } from '~/features/dashboard/list-filters';
import { filteredRows, resolveSearch } from '~/features/dashboard/list-query.server';
import { daysBetween } from '~/features/dashboard/overview-days';
import { daysQuery, waitingQuery } from '~/features/dashboard/overview.server';
import { ORDER_STATUSES } from '~/features/orders/status';
import { REQUEST_STATUSES } from '~/features/requests/status';
import { inboxSegmentQuery, waitingForReplyQuery } from '~/features/requests/store.server';
import { acknowledgementsSince } from '~/features/outbox/caps.server';
import { candidatesQuery } from '~/features/outbox/redact.server';
import { db } from '~/lib/db/db.server';
import { pageQuery } from '~/lib/db/keyset-query.server';
import { insertOrder } from '../helpers/list-rows';
import { sqliteQueryPlan } from '../helpers/query-plan';

// On SQLite every list, figure and background job reads through an index, never a whole table or a
// sort afterwards: EXPLAIN QUERY PLAN of the very queries the code runs. (PostgreSQL chooses its
// plans by the table's size, so a small test table proves nothing there.)

const noScanOrSort = (details: string, table: string) => {
  expect(details).not.toMatch(new RegExp(`SCAN ${table}(?! USING)`));
  expect(details).not.toMatch(/TEMP B-TREE/);
};

beforeAll(async () => {
  // A reference and an e-mail the order list's search finds by their indexes.
  await insertOrder({ created_at: '2026-11-10T00:00:00.000Z', email: 'zoe.quinn@example.org', reference: 'ORD-7K3M-9QA2' });
  await insertOrder({ created_at: '2026-11-12T23:59:59.999Z', email: 'ann@shop.test', status: 'confirmed' });
});

describe('the order list', () => {
  const plan = async (query: string) => {
    const filters = parseListFilters(new URLSearchParams(query), ORDER_STATUSES);
    const search = await resolveSearch('ach_orders', filters.q);
    return sqliteQueryPlan(pageQuery(filteredRows('ach_orders', filters, search), {}, 50));
  };

  it('reads the unfiltered list from the created_at index', async () => {
    const details = await plan('');
    expect(details).toMatch(/ach_orders_created_at/);
    expect(details).not.toMatch(/TEMP B-TREE/);
  });

  it('reads a status tab from the status index', async () => {
    const details = await plan('status=pending');
    expect(details).toMatch(/SEARCH ach_orders USING INDEX ach_orders_status_created_at \(status=\?\)/);
    noScanOrSort(details, 'ach_orders');
  });

  it('looks up a reference and a full e-mail by their indexes', async () => {
    const reference = await plan('q=ord7k3m9qa2');
    expect(reference).toMatch(/SEARCH ach_orders USING INDEX sqlite_autoindex_ach_orders_\d+ \(reference=\?\)|USING INDEX .*reference/);
    noScanOrSort(reference, 'ach_orders');
    const email = await plan('q=ann%40shop.test');
    expect(email).toMatch(/SEARCH ach_orders USING INDEX ach_orders_email/);
    expect(email).not.toMatch(/SCAN ach_orders(?! USING)/);
  });

  it('counts statuses from the status index', async () => {
    const query = db
      .selectFrom('ach_orders')
      .select(['status', (eb) => eb.fn.countAll().as('n')])
      .groupBy('status');
    expect(await sqliteQueryPlan(query)).toMatch(/ach_orders_status_created_at/);
  });
});

describe('pages of the other lists', () => {
  it('seeks the newest-first index instead of sorting', async () => {
    const cursor = { createdAt: '2026-11-01T10:05:00.000Z', id: 6 };
    const details = await sqliteQueryPlan(pageQuery(db.selectFrom('audit_log').selectAll(), { before: cursor }, 50));
    expect(details).toMatch(/USING INDEX audit_log_created_at/);
    expect(details).not.toMatch(/TEMP B-TREE/);
  });

  it('reads an e-mail status from its newest-first index', async () => {
    const query = db.selectFrom('outbox').select(['id', 'created_at']).where('status', '=', 'failed');
    const details = await sqliteQueryPlan(pageQuery(query, { before: { createdAt: '2026-11-20T08:30:00.000Z', id: 30 } }, 50));
    expect(details).toMatch(/SEARCH outbox USING (COVERING )?INDEX outbox_status_created_at \(status=\?/);
    expect(details).not.toMatch(/TEMP B-TREE/);
  });

  it('seeks the audit kind index when filtering, without sorting', async () => {
    const details = await sqliteQueryPlan(
      auditPageQuery('order-cancelled', { before: { createdAt: '2026-11-20T09:00:00.000Z', id: 40 } }, 50),
    );
    expect(details).toMatch(/SEARCH audit_log USING INDEX audit_log_kind_created_at \(kind=\?/);
    expect(details).not.toMatch(/TEMP B-TREE|SCAN audit_log/);
  });
});

describe('the overview', () => {
  it('reads every figure from an index, never scanning a whole table', async () => {
    const plans = [await sqliteQueryPlan(waitingQuery()), await sqliteQueryPlan(daysQuery(daysBetween('2026-10-23', '2026-11-21')))];
    for (const details of plans) {
      expect(details).not.toMatch(/SCAN (ach_orders|outbox)\b/);
      expect(details).not.toMatch(/TEMP B-TREE/);
    }
    expect(plans[0]).toMatch(/SEARCH ach_orders USING COVERING INDEX \w+ \(status=\?\)/);
    expect(plans[0]).toMatch(/SEARCH outbox USING COVERING INDEX \w+ \(status=\? AND created_at>\?\)/);
    expect(plans[1]).toMatch(/SEARCH ach_orders USING COVERING INDEX ach_orders_created_at \(created_at>\? AND created_at<\?\)/);
    expect(plans[1]).toMatch(
      /SEARCH ach_orders USING COVERING INDEX ach_orders_revenue \(status=\? AND plan=\? AND created_at>\? AND created_at<\?\)/,
    );
  });
});

describe('the requests', () => {
  const list = async (name: 'support' | 'help', query: string) => {
    const filters = parseListFilters(new URLSearchParams(query), REQUEST_STATUSES);
    const search = await resolveSearch(name, filters.q);
    return sqliteQueryPlan(
      pageQuery(filteredRows(name, filters, search), { before: { createdAt: '2026-11-20T09:00:00.000Z', id: 40 } }, 50),
    );
  };

  it('reads a page of the inbox by keyset from its index, in either direction, without sorting', async () => {
    const cursor = { status: 'open' as const, since: '2026-11-20T09:00:00.000Z', reference: 'REQ-AAAA-0001' };
    for (const order of ['asc', 'desc'] as const) {
      const details = await sqliteQueryPlan(inboxSegmentQuery(db, 'open', cursor, order, 26, { kind: 'none' }));
      expect(details).toMatch(/SEARCH requests USING INDEX requests_inbox \(status=\? AND \(status_since,reference\)[<>]\(\?,\?\)\)/);
      noScanOrSort(details, 'requests');
    }
  });

  it('counts the requests waiting for a reply, and the longest wait, from index entries alone', async () => {
    const details = await sqliteQueryPlan(waitingForReplyQuery(db));
    expect(details).toMatch(/SEARCH requests USING COVERING INDEX requests_inbox \(status=\?\)/);
  });

  it('reads each CSV list newest first from an index, without sorting', async () => {
    const support = await list('support', '');
    expect(support).toMatch(/SEARCH requests USING INDEX requests_kind_created_at \(kind=\?/);
    noScanOrSort(support, 'requests');
    const help = await list('help', '');
    expect(help).toMatch(/SEARCH requests USING INDEX requests_created_at \(created_at<\?/);
    noScanOrSort(help, 'requests');
    const closed = await list('help', 'status=closed');
    expect(closed).toMatch(/requests_status_created_at/);
    noScanOrSort(closed, 'requests');
  });
});

describe('the outbox', () => {
  it('counts acknowledgements from index entries alone, never reading a message: per address and per hour', async () => {
    expect(await sqliteQueryPlan(acknowledgementsSince(db, new Date(), 'Someone@Example.com'))).toContain(
      'USING COVERING INDEX outbox_unskipped_by_recipient',
    );
    expect(await sqliteQueryPlan(acknowledgementsSince(db, new Date()))).toContain('USING COVERING INDEX outbox_unskipped_by_kind');
  });

  it('finds messages to redact in an index, without reading a body', async () => {
    const details = await sqliteQueryPlan(candidatesQuery(db, '2027-03-01T12:00:00.000Z'));
    expect(details).toMatch(/USING COVERING INDEX outbox_status_created_at/);
    expect(details).not.toMatch(/SCAN outbox\b(?! USING)/);
  });
});
