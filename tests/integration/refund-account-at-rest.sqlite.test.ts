import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

function holds(file: string): string[] {
  const text = fs.readFileSync(file).toString('latin1');
  return needles().filter((needle) => text.includes(needle));
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
    const backup = path.join(folder, 'copy.db');
    expect(await runBackupCli([backup])).toBe(0);
    for (const file of [databaseFile, `${databaseFile}-wal`, backup].filter((f) => fs.existsSync(f))) {
      expect(holds(file), file).toEqual([]);
    }
    // The search itself finds a number where there is one: the account is in the backup, sealed.
    const copy = fs.readFileSync(backup).toString('latin1');
    expect(copy).toContain('v1.');
    fs.appendFileSync(backup, US_REFUND_ACCOUNT.accountNumber);
    expect(holds(backup)).toEqual([US_REFUND_ACCOUNT.accountNumber]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
