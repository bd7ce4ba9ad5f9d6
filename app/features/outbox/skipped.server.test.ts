import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { db } from '~/lib/db/db.server';
import { createContactMessage } from '~/features/requests/intake.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';

// A message over its cap is written as skipped, with its subject and the reason, and never sent.

beforeAll(async () => {
  await seedDefaultSettings();
});

describe('a skipped acknowledgement', () => {
  it('is kept with its subject and reason but without a body; the ones sent keep theirs', async () => {
    const address = `flooded-${Date.now()}@example.com`;
    for (let i = 0; i < 5; i++) await createContactMessage({ name: 'Cora', email: address, message: 'Hi' });
    const rows = await db
      .selectFrom('outbox')
      .select(['status', 'subject', 'last_error', 'text_body', 'html_body'])
      .where(sql`lower(recipient)`, '=', address)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.status)).toEqual(['queued', 'queued', 'queued', 'skipped', 'skipped']);
    for (const row of rows.slice(0, 3)) {
      expect(row.text_body).toContain('REQ-');
      expect(row.html_body).toContain('REQ-');
    }
    for (const row of rows.slice(3)) {
      expect(row).toMatchObject({ text_body: '', html_body: '' });
      expect(row.subject).toMatch(/^We received your message \(REQ-/);
      expect(row.last_error).toMatch(/^Not sent: /);
    }
  });
});
