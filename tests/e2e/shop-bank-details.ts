import type Database from 'better-sqlite3';

/**
 * Bank details of the seller's own, as an administrator saves them: a fresh site's sample details take
 * no order (the checkout says it isn't taking payments), so a site that tests buying needs these.
 */
export const E2E_BANK_DETAILS = {
  accountHolder: 'Recoverly Software Inc.',
  bankName: 'Harborline Savings Bank',
  accountNumber: '000123456789',
  routingNumber: '021000021',
};

/** Writes the bank details into a site's database (before any page of it is cached). */
export function saveBankDetails(db: Database.Database): void {
  db.prepare("insert into site_settings (key, value) values ('ach_details', ?) on conflict (key) do update set value = excluded.value").run(
    JSON.stringify(E2E_BANK_DETAILS),
  );
}
