// Bank statements: a 10,000-line statement uploaded, parsed, matched against the seeded
// orders and its preview shown (p50 of a few runs, each a new file), then Confirm 1,000 Matched
// Orders. Run from scripts/bench.mjs on its seeded database and running server.
import Database from 'better-sqlite3';

const LINES = 10_000;
const MATCHED = 1_000;
const RUNS = 5;
const NAMES = ['Olivia Smith', 'Liam Garcia', 'Emma Chen', 'Noah Okafor', 'Ava Novak', 'Unknown Payer'];

/** 'ORD-S000-0001'…: the references of the pending orders each statement pays (Crockford symbols, unlike the seeded ones). */
const referenceOf = (i) =>
  `ORD-S${String(i)
    .padStart(7, '0')
    .replace(/(\d{4})$/, '-$1')}`;

/** Adds the pending orders the statement's matched lines pay, to the seeded SQLite file (before it is moved or served). */
export function seedStatementOrders(databasePath) {
  const db = new Database(databasePath);
  const insert = db.prepare(
    "insert into ach_orders (name, email, plan, price, amount_cents, status, reference) values (?, ?, 'Yearly', '$79.99', 7999, 'pending', ?)",
  );
  db.transaction(() => {
    for (let i = 1; i <= MATCHED; i++) insert.run(`Statement Buyer ${i}`, `statement${i}@example.com`, referenceOf(i));
  })();
  db.close();
}

/** A bank CSV of LINES credits: MATCHED pay the pending orders, the rest name seeded (mostly confirmed) orders, unknown references, or none. */
function statementCsv(run) {
  const rows = ['Date,Description,Amount'];
  for (let i = 0; i < LINES; i++) {
    const day = `2026-11-${String((i % 28) + 1).padStart(2, '0')}`;
    let memo;
    if (i < MATCHED) memo = `Payment ${referenceOf(i + 1)} run ${run}`;
    else if (i % 3 === 0)
      memo = `ACH ORD-0${String(i)
        .padStart(7, '0')
        .replace(/(\d{4})$/, '-$1')} run ${run}`;
    else if (i % 3 === 1) memo = `Order ORD-ZZZZ-${String(i % 10000).padStart(4, '0')} run ${run}`;
    else memo = `Transfer from ${NAMES[i % NAMES.length]} ${i} run ${run}`;
    rows.push(`${day},"${memo}",79.99`);
  }
  return rows.join('\n');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function measureStatements(url, cookie) {
  const headers = { cookie, 'x-forwarded-for': '127.255.255.253' };
  const timings = [];
  let preview = null;
  for (let run = 1; run <= RUNS; run++) {
    const form = new FormData();
    form.set('statement', new File([statementCsv(run)], `bench-${run}.csv`, { type: 'text/csv' }));
    const started = performance.now();
    const uploaded = await fetch(`${url}/admin/statements`, { method: 'POST', body: form, redirect: 'manual', headers });
    const location = uploaded.headers.get('location');
    if (uploaded.status !== 302 || !location) throw new Error(`statement upload answered ${uploaded.status}`);
    const imported = performance.now();
    const page = await fetch(`${url}${location}`, { headers });
    const html = await page.text();
    timings.push(performance.now() - started);
    if (process.env.BENCH_STATEMENT_PHASES)
      console.log(
        `  import ${Math.round(imported - started)} ms, preview ${Math.round(performance.now() - imported)} ms, ${html.length} bytes`,
      );
    if (!html.includes('Matched')) throw new Error('the preview does not show its groups');
    if (run === 1) preview = location;
  }
  // The first run's preview holds the 1,000 matched lines (later runs matched the same orders again).
  const started = performance.now();
  const confirmed = await fetch(`${url}${preview}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'confirm-matched' }),
  });
  const confirmSeconds = (performance.now() - started) / 1000;
  if (confirmed.status !== 302) throw new Error(`Confirm Matched Orders answered ${confirmed.status}`);
  const after = await (await fetch(`${url}${preview}`, { headers })).text();
  return {
    lines: LINES,
    runs: RUNS,
    importAndPreviewP50Ms: Math.round(median(timings)),
    importAndPreviewMs: timings.map((t) => Math.round(t)),
    matchedConfirmed: MATCHED,
    confirmSeconds: Number(confirmSeconds.toFixed(1)),
    allConfirmed: !/Confirm \d+ Matched Order/.test(after),
  };
}
