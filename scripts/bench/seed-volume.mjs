// Fills a migrated database with realistic volume: orders, support and help requests spread over a year.
import Database from 'better-sqlite3';

const FIRST = ['Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Elijah', 'Sophia', 'James', 'Mia', 'Lucas', 'Amelia', 'Mateo'];
const LAST = ['Smith', 'Garcia', 'Chen', 'Okafor', 'Novak', 'Tanaka', 'Müller', 'Silva', 'Khan', 'Rossi'];
const PLANS = [
  ['Monthly', '$29.99', 2999],
  ['Yearly', '$79.99', 7999],
  ['Lifetime', '$149.99', 14999],
];
const DAY_MS = 24 * 3600 * 1000;
const SELLER_BANK_DETAILS = {
  accountHolder: 'Recoverly Software Inc.',
  bankName: 'Harborline Savings Bank',
  accountNumber: '000123456789',
  routingNumber: '021000021',
};
const PRODUCTS = ['Recoverly Data Recovery Pro', 'Recoverly Photo Repair', 'Recoverly Video Enhancer', 'Recoverly Other'];
const MESSAGE = 'I scanned my SD card and found the files, but the previews are blank. What should I try next? ';

export function seedVolume(databasePath, perTable = 10_000) {
  const db = new Database(databasePath);
  db.pragma('journal_mode = WAL');
  const yearMs = 365 * 24 * 3600 * 1000;
  const start = Date.now() - yearMs;
  const at = (i) => new Date(start + Math.floor((i / perTable) * yearMs)).toISOString();
  const person = (i) => {
    const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`;
    return [name, `${name.toLowerCase().replace(/[^a-z]+/g, '.')}${i}@example.com`];
  };
  const order = db.prepare(
    'insert into ach_orders (name, email, plan, price, amount_cents, status, created_at, reference) values (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const support = db.prepare(
    "insert into requests (kind, name, email, phone, product, status, created_at, reference) values ('support', ?, ?, ?, ?, ?, ?, ?)",
  );
  const help = db.prepare(
    'insert into requests (kind, name, email, subject, message, status, created_at, reference) values (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  // As a running business looks: orders older than a week are confirmed (one in ten cancelled); newer
  // ones are a mix. Requests older than two weeks are closed.
  const orderStatus = (i, createdAt) => {
    if (Date.parse(createdAt) > Date.now() - 7 * DAY_MS) return i % 3 === 0 ? 'pending' : 'confirmed';
    return i % 10 === 0 ? 'cancelled' : 'confirmed';
  };
  const requestStatus = (createdAt) => (Date.parse(createdAt) > Date.now() - 14 * DAY_MS ? 'open' : 'closed');
  db.transaction(() => {
    for (let i = 0; i < perTable; i++) {
      const [name, email] = person(i);
      const [plan, price, cents] = PLANS[i % 3];
      const createdAt = at(i);
      // 'ORD-0000-0123'; requests 'REQ-1000-0123' (support) and 'REQ-2000-0123' (help).
      const reference = (prefix, first) =>
        `${prefix}-${first}${String(i)
          .padStart(7, '0')
          .replace(/(\d{4})$/, '-$1')}`;
      order.run(name, email, plan, price, cents, orderStatus(i, createdAt), createdAt, reference('ORD', '0'));
      support.run(
        name,
        email,
        `+1 555 01${String(i % 100).padStart(2, '0')}`,
        PRODUCTS[i % 4],
        requestStatus(createdAt),
        createdAt,
        reference('REQ', '1'),
      );
      const contact = i % 5 === 0;
      const subject = contact ? 'Contact Form Submission' : 'Previews are blank after a scan';
      const kind = contact ? 'contact' : 'help';
      help.run(kind, name, email, subject, MESSAGE.repeat(1 + (i % 3)), requestStatus(createdAt), createdAt, reference('REQ', '2'));
    }
    // The seller's own bank details, as its administrator saves them: until then checkout takes no
    // order, and the bench would measure the page that says so instead of the real one.
    db.prepare(
      "insert into site_settings (key, value) values ('ach_details', ?) on conflict (key) do update set value = excluded.value",
    ).run(JSON.stringify(SELLER_BANK_DETAILS));
  })();
  db.close();
}
