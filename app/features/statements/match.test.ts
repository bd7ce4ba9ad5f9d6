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
const order = (id: number, reference: string, status: OrderFacts['status'] = 'pending', name = `Buyer ${id}`): OrderFacts => ({
  id,
  reference,
  name,
  status,
  amountCents: 7999,
});

function lookup(orders: OrderFacts[]) {
  const pending = orders.filter((o) => o.status === 'pending');
  return { byReference: new Map(orders.map((o) => [o.reference, o])), pendingByAmount: new Map([[7999, pending]]) };
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
      { group: 'already-confirmed', reference: 'ORD-0000-0001', orderId: 1, suggestions: [] },
      { group: 'unknown-reference', reference: 'ORD-0000-0002', orderId: 2, suggestions: [] },
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
    expect(match).toEqual({ group: 'no-reference', reference: null, orderId: null, suggestions: [1, 4, 3] });
    expect(matchLines([line('TRANSFER', 5000, 'Maria Garcia')], lookup(orders))[0]!.suggestions).toEqual([]);
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
