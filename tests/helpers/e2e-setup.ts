import path from 'node:path';
import Database from 'better-sqlite3';
import { saveBankDetails } from '../e2e/shop-bank-details';

/**
 * Runs once the shared server is up (Playwright starts the web server first) and before any test: the
 * shared site takes payments, as a shop whose administrator has saved bank details does. Tests of a
 * fresh site's checkout use a server of their own.
 */
export default function shopTakesPayments(): void {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'site.db'));
  try {
    db.pragma('busy_timeout = 5000');
    saveBankDetails(db);
  } finally {
    db.close();
  }
}
