import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { sqlite } from '~/lib/db/db.server';
import { runBackupCli } from '~/server/backup-cli';
import { giveRefundAccount, INTERNATIONAL_REFUND_ACCOUNT, refundDueOrder, US_REFUND_ACCOUNT } from '../helpers/refund-account';

// The account a refund goes to is never at rest as typed: neither the database file (with its WAL)
// nor a backup taken with `recoverly backup` holds its number, in any of the ways it could be written.

beforeAll(async () => {
  await seedDefaultSettings();
});

/** Every way the numbers could sit in a file: as typed, compact, and as UTF-16. */
function needles(): string[] {
  const values = [
    US_REFUND_ACCOUNT.accountNumber,
    INTERNATIONAL_REFUND_ACCOUNT.iban.replaceAll(' ', ''),
    INTERNATIONAL_REFUND_ACCOUNT.iban,
  ];
  return values.flatMap((value) => [value, Buffer.from(value, 'utf16le').toString('latin1')]);
}

function holds(text: string): string[] {
  return needles().filter((needle) => text.includes(needle));
}

/** A file's bytes as text; a backup archive's uncompressed (its members, the database among them, as stored). */
function bytesOf(file: string): string {
  const bytes = fs.readFileSync(file);
  return (file.endsWith('.tar.gz') ? zlib.gunzipSync(bytes) : bytes).toString('latin1');
}

it('the database file and a backup of it hold no refund account number in plain text', async () => {
  const us = await refundDueOrder('Rest Us');
  const abroad = await refundDueOrder('Rest Abroad');
  expect((await giveRefundAccount(us.order, us.token, { accountKind: 'us', ...US_REFUND_ACCOUNT })).status).toBe(302);
  expect(
    (await giveRefundAccount(abroad.order, abroad.token, { accountKind: 'international', ...INTERNATIONAL_REFUND_ACCOUNT })).status,
  ).toBe(302);
  const live = sqlite();
  const databaseFile = live.name;
  live.pragma('wal_checkpoint(PASSIVE)');
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'refund-backup-'));
  try {
    const backup = path.join(folder, 'copy.tar.gz');
    expect(await runBackupCli([backup])).toBe(0);
    for (const file of [databaseFile, `${databaseFile}-wal`, backup].filter((f) => fs.existsSync(f))) {
      expect(holds(bytesOf(file)), file).toEqual([]);
    }
    // The search itself finds a number where there is one: the account is in the backup, sealed.
    const copy = bytesOf(backup);
    expect(copy).toContain('v1.');
    expect(holds(copy + US_REFUND_ACCOUNT.accountNumber)).toEqual([US_REFUND_ACCOUNT.accountNumber]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
