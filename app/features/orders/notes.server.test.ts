import { beforeAll, describe, expect, it } from 'vitest';
import { placeTestOrder } from '../../../tests/helpers/orders';
import { TEST_ACTOR } from '../../../tests/helpers/admin';
import { db } from '~/lib/db/db.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { addOrderNote, listOrderNotes } from './notes.server';

beforeAll(async () => {
  await seedDefaultSettings();
});

describe("an order's internal notes", () => {
  it('are added with their author, line breaks kept, newest first, and audited', async () => {
    const order = await placeTestOrder({ name: 'Nina Note', email: 'nina@example.com', plan: 'Yearly', price: '$79.99' });
    expect(await addOrderNote(order.id, 'First call.\r\nShe paid on Monday.\u0007', TEST_ACTOR)).toMatchObject({
      kind: 'added',
      reference: order.reference,
    });
    await addOrderNote(order.id, 'Second note', TEST_ACTOR);
    const notes = await listOrderNotes(db, order.id);
    expect(notes.map((note) => [note.body, note.author])).toEqual([
      ['Second note', TEST_ACTOR.actor],
      ['First call.\nShe paid on Monday.', TEST_ACTOR.actor],
    ]);
    const audit = await db
      .selectFrom('audit_log')
      .select('details')
      .where('kind', '=', 'order-noted')
      .where('subject', '=', order.reference)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => JSON.parse(row.details))).toEqual([{ note: 'First call.\nShe paid on Monday.' }, { note: 'Second note' }]);
  });

  it('refuse an empty or too long note and an unknown order, adding nothing', async () => {
    const order = await placeTestOrder({ name: 'Nina Note', email: 'nina@example.com', plan: 'Yearly', price: '$79.99' });
    expect(await addOrderNote(order.id, ' \n ', TEST_ACTOR)).toEqual({ kind: 'note-missing' });
    expect(await addOrderNote(order.id, 'x'.repeat(2001), TEST_ACTOR)).toEqual({ kind: 'too-long', max: 2000 });
    expect(await addOrderNote(99_999_999, 'Hello', TEST_ACTOR)).toEqual({ kind: 'not-found' });
    expect(await listOrderNotes(db, order.id)).toEqual([]);
  });
});
