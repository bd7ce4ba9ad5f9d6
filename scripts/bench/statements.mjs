// The bank statement's figures: a 10,000-line CSV uploaded, parsed, matched against the seeded orders
// and its preview shown (p50 of a few runs, each a new file), then Confirm 1,000 Matched Orders; and a
// 10,000-line OFX import timed while a probe asks for a static file every few milliseconds: the
// longest answer it waited for is the longest the import held the event loop (the static file never
// waits for the database, which the import's transaction holds). Run from scripts/bench.mjs on its
// seeded database and running server.
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

/** An OFX 1.x statement of LINES credits, half of them naming the pending orders (a new FITID each run). */
function statementOfx(run) {
  const transactions = [];
  for (let i = 0; i < LINES; i++) {
    const memo = i < MATCHED ? `ACH CREDIT ${referenceOf(i + 1)}` : `TRANSFER FROM ${NAMES[i % NAMES.length].toUpperCase()} ${i}`;
    transactions.push(
      `<STMTTRN>\n<TRNTYPE>CREDIT\n<DTPOSTED>202611${String((i % 28) + 1).padStart(2, '0')}\n<TRNAMT>79.99\n<FITID>BENCH-${run}-${i}\n<NAME>PAYER ${i}\n<MEMO>${memo}\n</STMTTRN>`,
    );
  }
  return [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    '',
    '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><ACCTID>BENCH</BANKACCTFROM><BANKTRANLIST>',
    ...transactions,
    '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
  ].join('\n');
}

/** Asks for a static file back to back until `done` settles; the longest wait, in ms. */
async function probeStalls(url, done) {
  let finished = false;
  done.finally(() => (finished = true));
  let longest = 0;
  while (!finished) {
    const started = performance.now();
    const answer = await fetch(`${url}/favicon.svg`, { headers: { 'x-forwarded-for': '127.255.255.252' } });
    await answer.arrayBuffer();
    longest = Math.max(longest, performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return longest;
}

/** A 10,000-line OFX import: how long it took, and the longest the site could not answer meanwhile. */
async function measureOfxImport(url, headers) {
  const timings = [];
  let longestStallMs = 0;
  for (let run = 1; run <= 3; run++) {
    const form = new FormData();
    form.set('statement', new File([statementOfx(run)], `bench-${run}.ofx`, { type: 'application/x-ofx' }));
    const started = performance.now();
    const uploading = fetch(`${url}/admin/statements`, { method: 'POST', body: form, redirect: 'manual', headers });
    const stall = probeStalls(url, uploading);
    const uploaded = await uploading;
    timings.push(performance.now() - started);
    longestStallMs = Math.max(longestStallMs, await stall);
    if (uploaded.status !== 302) throw new Error(`OFX statement upload answered ${uploaded.status}`);
  }
  return {
    ofxImportP50Ms: Math.round(median(timings)),
    ofxImportMs: timings.map((t) => Math.round(t)),
    longestStallMs: Math.round(longestStallMs),
  };
}

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
  const ofx = await measureOfxImport(url, headers);
  return {
    ...ofx,
    lines: LINES,
    runs: RUNS,
    importAndPreviewP50Ms: Math.round(median(timings)),
    importAndPreviewMs: timings.map((t) => Math.round(t)),
    matchedConfirmed: MATCHED,
    confirmSeconds: Number(confirmSeconds.toFixed(1)),
    allConfirmed: !/Confirm \d+ Matched Order/.test(after),
  };
}
