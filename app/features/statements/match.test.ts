import { describe, expect, it } from 'vitest';
import { matchLines, type OrderFacts } from './match';
import type { ParsedLine } from './parsed';

const line = (memo: string, amountCents = 7999, name = '', more: Partial<ParsedLine> = {}): ParsedLine => ({
  identity: memo,
  bookedOn: '2026-11-20',
  amountCents,
  currency: null,
  booked: true,
  name,
  memo,
  details: '',
  fileLine: 2,
  ...more,
});
const order = (
  id: number,
  reference: string,
  status: OrderFacts['status'] = 'pending',
  name = `Buyer ${id}`,
  more: Partial<OrderFacts> = {},
): OrderFacts => ({
  id,
  reference,
  name,
  status,
  amountCents: 7999,
  // Placed a few days before the lines' transfers (booked 2026-11-20).
  createdAt: '2026-11-17T09:00:00.000Z',
  ...more,
});

function lookup(orders: OrderFacts[], acceptShortByCents = 0) {
  const known = orders.filter((o) => !o.reference.startsWith('ORD-UNSEEN'));
  return {
    byReference: new Map(known.map((o) => [o.reference, o])),
    pending: orders.filter((o) => o.status === 'pending'),
    acceptShortByCents,
  };
}

describe('matching lines to orders', () => {
  it('a second payment for the same order in one file is flagged, never matched twice', () => {
    const orders = [order(1, 'ORD-7K3M-9QA2')];
    expect(matchLines([line('ORD-7K3M-9QA2'), line('again ORD-7K3M-9QA2')], lookup(orders)).map((m) => m.group)).toEqual([
      'matched',
      'already-confirmed',
    ]);
  });

  it('a refunded order counts as confirmed; a cancelled one is linked under Unknown reference', () => {
    const orders = [order(1, 'ORD-0000-0001', 'refunded'), order(2, 'ORD-0000-0002', 'cancelled')];
    expect(matchLines([line('ORD-0000-0001'), line('ORD-0000-0002')], lookup(orders))).toEqual([
      { group: 'already-confirmed', reference: 'ORD-0000-0001', orderId: 1, suggestions: [], probableOrderId: null },
      { group: 'unknown-reference', reference: 'ORD-0000-0002', orderId: 2, suggestions: [], probableOrderId: null },
    ]);
  });

  it('of several references, the one that names an order wins', () => {
    const orders = [order(7, 'ORD-0000-0007')];
    expect(matchLines([line('ORD-ZZZZ-ZZZZ or ORD-0000-0007')], lookup(orders))[0]).toMatchObject({ group: 'matched', orderId: 7 });
  });

  it('suggests at most three pending orders of the same amount, the best named first, and never a confirmed one', () => {
    const orders = [
      order(1, 'ORD-0000-0001', 'pending', 'Maria Garcia Lopez'),
      order(2, 'ORD-0000-0002', 'pending', 'Maria Chen'),
      order(3, 'ORD-0000-0003', 'pending', 'Jose Garcia'),
      order(4, 'ORD-0000-0004', 'pending', 'Maria Novak'),
      order(5, 'ORD-0000-0005', 'confirmed', 'Maria Garcia Lopez'),
      order(6, 'ORD-0000-0006', 'pending', 'Someone Else'),
    ];
    const [match] = matchLines([line('TRANSFER', 7999, 'MARÍA GARCÍA LÓPEZ')], lookup(orders));
    expect(match).toEqual({ group: 'no-reference', reference: null, orderId: null, suggestions: [1, 4, 3], probableOrderId: null });
    expect(matchLines([line('TRANSFER', 5000, 'Maria Garcia')], lookup(orders))[0]!.suggestions).toEqual([]);
  });
});

describe('suggestions, for Unknown reference and No reference alike', () => {
  const maria = order(1, 'ORD-0000-0001', 'pending', 'Maria Garcia');

  it('an unknown reference in the memo suggests the pending order of that amount and name, ranked by amount, then name, then date', () => {
    const orders = [
      order(2, 'ORD-0000-0002', 'pending', 'Maria Lopez', { createdAt: '2026-11-19T09:00:00.000Z' }),
      maria,
      order(3, 'ORD-0000-0003', 'pending', 'Maria Garcia', { amountCents: 8999 }),
      order(4, 'ORD-0000-0004', 'pending', 'Maria Garcia', { amountCents: 8500 }),
      order(5, 'ORD-0000-0005', 'pending', 'Maria Garcia', { createdAt: '2026-10-20T09:00:00.000Z' }),
      order(6, 'ORD-0000-0006', 'pending', 'Maria Garcia', { createdAt: '2026-11-25T09:00:00.000Z' }),
    ];
    const [match] = matchLines([line('Payment ORD-TTTT-TTTT', 7999, 'MARIA GARCIA')], lookup(orders, 1500));
    // Exact amount before short by fees; more words shared first; 8999 is short by more than $15; one
    // placed over 14 days before, and one placed days after, are no candidates.
    expect(match).toMatchObject({ group: 'unknown-reference', reference: 'ORD-TTTT-TTTT', suggestions: [1, 2, 4] });
    expect(matchLines([line('TRANSFER', 7999, 'Maria Garcia')], lookup(orders))[0]!.suggestions).toEqual([1, 2]);
  });

  it('a reference one character off, or with two neighbours swapped, is probably that pending order, never matched', () => {
    const target = order(7, 'ORD-FYHT-CDF2', 'pending', 'Jo Lee');
    const other = order(8, 'ORD-AAAA-BBBB', 'pending', 'Kim Park');
    for (const typed of ['ORD-FYHT-CDF3', 'ORD-FYTH-CDF2', 'ORD-FYHT-DCF2', 'ORD-GYHT-CDF2']) {
      expect(matchLines([line(typed)], lookup([target, other]))[0], typed).toMatchObject({
        group: 'unknown-reference',
        orderId: null,
        probableOrderId: 7,
      });
    }
    for (const far of ['ORD-FYHT-CD33', 'ORD-YFHT-CDF3', 'ORD-ZZZZ-ZZZZ']) {
      expect(matchLines([line(far)], lookup([target, other]))[0]!.probableOrderId, far).toBeNull();
    }
  });

  it('of two orders one character off, the one of this amount; none when both fit', () => {
    const a = order(1, 'ORD-AAAA-AAA1', 'pending', 'A', { amountCents: 2999 });
    const b = order(2, 'ORD-AAAA-AAA2', 'pending', 'B');
    expect(matchLines([line('ORD-AAAA-AAA3')], lookup([a, b]))[0]!.probableOrderId).toBe(2);
    expect(matchLines([line('ORD-AAAA-AAA3')], lookup([{ ...a, amountCents: 7999 }, b]))[0]!.probableOrderId).toBeNull();
  });
});

describe('wires short by the banks’ fees', () => {
  it('short by at most the tolerance is Matched, short; by more, or with no tolerance, Amount differs; over is never short', () => {
    const orders = [order(1, 'ORD-7K3M-9QA2')];
    const of = (cents: number, tolerance: number) => matchLines([line('ORD-7K3M-9QA2', cents)], lookup(orders, tolerance))[0]!.group;
    expect(of(7999 - 1500, 2000)).toBe('matched-short');
    expect(of(7999 - 2000, 2000)).toBe('matched-short');
    expect(of(7999 - 2001, 2000)).toBe('amount-differs');
    expect(of(7999 - 1500, 0)).toBe('amount-differs');
    expect(of(7999 + 100, 2000)).toBe('amount-differs');
    expect(of(7999, 2000)).toBe('matched');
    expect(matchLines([line('ORD-7K3M-9QA2', 6499, '', { currency: 'EUR' })], lookup(orders, 2000))[0]!.group).toBe('amount-differs');
  });
});

describe('a reference is matched wherever it stands', () => {
  const LETTERS = 'PARKLIAMTRANSFERWXYZ';

  it('after a word of any length, with or without separators, the order is Matched (or Amount differs) as before', () => {
    const orders = [order(1, 'ORD-JK5B-WE78'), order(2, 'ORD-ZZZZ-ZZZ9')];
    for (const reference of ['ORD-JK5B-WE78', 'ORD-ZZZZ-ZZZ9']) {
      for (let length = 1; length <= 12; length++) {
        for (const written of [reference, reference.replaceAll('-', ' '), reference.replaceAll('-', '')]) {
          const memo = `ACH CREDIT ${LETTERS.slice(0, length)} ${written}`;
          expect(matchLines([line(memo)], lookup(orders))[0], memo).toMatchObject({ group: 'matched', reference });
          expect(matchLines([line(memo, 100)], lookup(orders))[0], memo).toMatchObject({ group: 'amount-differs', reference });
        }
      }
    }
  });

  it('in the name, the memo, or any other text field of the line', () => {
    const orders = [order(1, 'ORD-JK5B-WE78')];
    const found = (more: Partial<ParsedLine>) => matchLines([line('', 7999, '', more)], lookup(orders))[0];
    expect(found({ name: 'PARK LIAM ORD-JK5B-WE78' })).toMatchObject({ group: 'matched', orderId: 1 });
    expect(found({ memo: 'Transfer ORD JK5B WE78' })).toMatchObject({ group: 'matched', orderId: 1 });
    expect(found({ details: 'ORDJK5BWE78' })).toMatchObject({ group: 'matched', orderId: 1 });
  });
});

describe('money in another currency', () => {
  it('never matches a dollar order, however equal the figure: it lands in Amount differs', () => {
    const orders = [order(1, 'ORD-7K3M-9QA2')];
    expect(matchLines([line('ORD-7K3M-9QA2', 7999, '', { currency: 'EUR' })], lookup(orders))[0]).toMatchObject({
      group: 'amount-differs',
      orderId: 1,
    });
    expect(matchLines([line('ORD-7K3M-9QA2', 7999, '', { currency: 'USD' })], lookup(orders))[0]!.group).toBe('matched');
  });
});
