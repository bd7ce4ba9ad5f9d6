import { beforeAll, describe, expect, it } from 'vitest';
import { placeTestOrder } from '../../../tests/helpers/orders';
import { confirmOrder } from '~/features/orders/lifecycle.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { newAccessToken } from '~/lib/codes/access-token.server';
import { newLicenseKey } from '~/lib/codes/references.server';
import { db } from '~/lib/db/db.server';
import { REDACTED, redactDueMessages, redactSecrets } from './redact.server';
import type { OutboxStatus } from './status';

const DAY = 24 * 60 * 60_000;
const now = new Date('2027-03-01T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
const by = { actor: 'owner@recoverly.test', clientAddress: '203.0.113.9' };

async function message(status: OutboxStatus, createdDaysAgo: number, sentDaysAgo: number | null, body = 'Key 3F9QK-8M2XA-T7W4C-0NB6H') {
  const row = await db
    .insertInto('outbox')
    .values({
      kind: 'order-confirmed',
      recipient: 'buyer@example.com',
      subject: 'Your license',
      text_body: body,
      html_body: `<p>${body}</p>`,
      status,
      created_at: daysAgo(createdDaysAgo),
      sent_at: sentDaysAgo === null ? null : daysAgo(sentDaysAgo),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const stored = (id: number) =>
  db.selectFrom('outbox').select(['text_body', 'html_body', 'redacted_at']).where('id', '=', id).executeTakeFirstOrThrow();

describe('secrets in an e-mail body', () => {
  it('replaces order-page tokens in links and license keys, in text and in HTML, and nothing else', () => {
    const token = newAccessToken();
    const key = newLicenseKey();
    const [a, b, c, d] = key.split('-');
    const text = `Order ORD-7K3M-9QA2\nOpen https://shop.example/orders/ORD-7K3M-9QA2?token=${token}\nLicense key:\n${key}\n`;
    const html =
      `<a href="https://shop.example/orders/ORD-7K3M-9QA2?token=${token}">open</a>` +
      `<a href="https://shop.example/orders/ORD-7K3M-9QA2/invoice.pdf?token=${token}&amp;x=1">pdf</a>` +
      `<p>${a}-<wbr>${b}-<wbr>${c}-<wbr>${d}</p><strong style="white-space:nowrap;">${key}</strong>`;
    expect(redactSecrets(text)).toBe(
      `Order ORD-7K3M-9QA2\nOpen https://shop.example/orders/ORD-7K3M-9QA2?token=${REDACTED}\nLicense key:\n${REDACTED}\n`,
    );
    expect(redactSecrets(html)).toBe(
      `<a href="https://shop.example/orders/ORD-7K3M-9QA2?token=${REDACTED}">open</a>` +
        `<a href="https://shop.example/orders/ORD-7K3M-9QA2/invoice.pdf?token=${REDACTED}&amp;x=1">pdf</a>` +
        `<p>${REDACTED}</p><strong style="white-space:nowrap;">${REDACTED}</strong>`,
    );
    expect(redactSecrets('Reference REQ-0B4F-ZX81, 4 groups: ABCDE-FGHJK-MNPQR, see PROMO-CODES-ARENOT-KEYS1')).toBe(
      'Reference REQ-0B4F-ZX81, 4 groups: ABCDE-FGHJK-MNPQR, see PROMO-CODES-ARENOT-KEYS1',
    );
    for (let i = 0; i < 50; i++)
      expect(redactSecrets(` ${newLicenseKey()} ?token=${newAccessToken()}`)).toBe(` ${REDACTED} ?token=${REDACTED}`);
  });

  it('replaces the signed key of a request page’s link, in text and in HTML, and leaves other t= words alone', () => {
    const link = 'https://shop.example/requests/REQ-0B4F-ZX81?t=mfz3k1.x9Y_zQ-abc';
    expect(redactSecrets(`View your request:\n${link}\n`)).toBe(
      `View your request:\nhttps://shop.example/requests/REQ-0B4F-ZX81?t=${REDACTED}\n`,
    );
    expect(redactSecrets(`<a href="${link}&amp;x=1">View</a>`)).toBe(
      `<a href="https://shop.example/requests/REQ-0B4F-ZX81?t=${REDACTED}&amp;x=1">View</a>`,
    );
    expect(redactSecrets('at=5 set=x 3t=1')).toBe('at=5 set=x 3t=1');
  });
});

describe('redacting sent e-mail after 30 days', () => {
  beforeAll(async () => {
    await seedDefaultSettings();
  });

  it('blanks the token and the license key of an order’s real e-mails once sent 30 days ago, and says when', async () => {
    const order = await placeTestOrder({ name: 'Ada Buyer', email: 'ada@example.com', plan: 'Yearly', price: '$79.99' });
    const confirmed = await confirmOrder(order.id, by);
    if (confirmed.kind !== 'confirmed') throw new Error(confirmed.kind);
    const key = confirmed.order.license_key!;
    await db
      .updateTable('outbox')
      .set({ status: 'sent', sent_at: daysAgo(31), created_at: daysAgo(31) })
      .where('order_id', '=', order.id)
      .execute();
    const before = await db.selectFrom('outbox').selectAll().where('order_id', '=', order.id).orderBy('id').execute();
    const tokens = before.flatMap((row) => [...row.text_body.matchAll(/token=([\w-]+)/g)].map((m) => m[1]!));
    expect(tokens.length).toBeGreaterThan(0);
    expect(before.some((row) => row.text_body.includes(key))).toBe(true);

    expect(await redactDueMessages(now)).toBeGreaterThanOrEqual(before.length);
    const after = await db.selectFrom('outbox').selectAll().where('order_id', '=', order.id).orderBy('id').execute();
    for (const row of after) {
      expect(row.redacted_at).toBe(now.toISOString());
      for (const secret of [key, ...tokens]) {
        expect(row.text_body).not.toContain(secret);
        expect(row.html_body).not.toContain(secret);
      }
      expect(row.text_body).toContain(order.reference);
    }
    expect(after.some((row) => row.text_body.includes(REDACTED) && row.html_body.includes(REDACTED))).toBe(true);
  });

  it('waits 30 days from sending, or from writing for failed and skipped messages, and never touches a queued one', async () => {
    const sentRecently = await message('sent', 60, 29);
    const sentLongAgo = await message('sent', 31, 31);
    const failed = await message('failed', 31, null);
    const failedRecently = await message('failed', 29, null);
    const skipped = await message('skipped', 31, null);
    const queued = await message('queued', 90, null);

    await redactDueMessages(now);
    for (const id of [sentLongAgo, failed, skipped]) {
      expect(await stored(id)).toEqual({
        text_body: `Key ${REDACTED}`,
        html_body: `<p>Key ${REDACTED}</p>`,
        redacted_at: now.toISOString(),
      });
    }
    for (const id of [sentRecently, failedRecently, queued]) {
      expect(await stored(id)).toEqual({
        text_body: 'Key 3F9QK-8M2XA-T7W4C-0NB6H',
        html_body: '<p>Key 3F9QK-8M2XA-T7W4C-0NB6H</p>',
        redacted_at: null,
      });
    }
  });

  it('is idempotent, and a message sent late is redacted 30 days after its sending', async () => {
    const known = new Set<number>();
    await redactDueMessages(now, db, known);
    expect(await redactDueMessages(now, db, known)).toBe(0);
    expect(await redactDueMessages(now, db, new Set())).toBe(0);

    // Written 90 days ago, waiting in the outbox (no SMTP yet), sent 10 days ago: not yet, then 21 days later.
    const late = await message('queued', 90, null);
    expect(await redactDueMessages(now, db, known)).toBe(0);
    await db
      .updateTable('outbox')
      .set({ status: 'sent', sent_at: daysAgo(10) })
      .where('id', '=', late)
      .execute();
    expect(await redactDueMessages(now, db, known)).toBe(0);
    const later = new Date(now.getTime() + 21 * DAY);
    // With it, the two messages of the test before that were not yet due.
    expect(await redactDueMessages(later, db, known)).toBe(3);
    expect((await stored(late)).redacted_at).toBe(later.toISOString());
    // A redacted body is not redacted again (its time stays).
    expect(await redactDueMessages(new Date(later.getTime() + DAY), db, new Set())).toBe(0);
    expect((await stored(late)).redacted_at).toBe(later.toISOString());
  });
});
